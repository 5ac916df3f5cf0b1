type DriverError = {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  detail?: string;
  message?: string;
};

function driverError(error: unknown): DriverError | undefined {
  // drizzle wraps driver errors (DrizzleQueryError.cause); pg and PGlite both carry the SQLSTATE.
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as DriverError & { cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** True for a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  const name = e.constraint ?? e.constraint_name;
  return name ? name === constraint : `${e.message ?? ''} ${e.detail ?? ''}`.includes(constraint);
}
