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

// SQLSTATEs that mean the statement's input was bad, not the code (ADR 024): class 22 (data
// exceptions: 22021 invalid byte sequence, 22P02 invalid text representation, 22003 numeric out
// of range, 22007/22008 datetime, 22001 string too long, 22P05 untranslatable character…) and
// 54000 (program limit exceeded, e.g. an index row too large for a huge value).
const INPUT_ERROR_MESSAGES: Array<[RegExp, string]> = [
  [/^22021$|^22P05$/, 'The request contains characters that cannot be stored.'],
  [/^22001$|^54/, 'A value in the request is too long.'],
  [/^22003$/, 'A number in the request is out of range.'],
  [/^2200[78]$/, 'A date or time in the request is not valid.'],
  [/^22/, 'A value in the request is not valid.'],
];

/** The message for a database error caused by the request's input, or null for any other error. */
export function inputErrorMessage(error: unknown): string | null {
  const code = driverError(error)?.code;
  if (!code) return null;
  return INPUT_ERROR_MESSAGES.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}
