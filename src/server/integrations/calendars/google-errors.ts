import { CalendarAuthError, CalendarScopeError, CalendarUnavailableError } from './port';

// Google's refusals as the port's errors. google-auth-library and @googleapis/calendar throw a
// GaxiosError: `response` holds the status and body when Google answered, nothing when it could
// not be reached. Token endpoint bodies are OAuth's `{ error, error_description }`; Calendar API
// bodies are `{ error: { code, message, errors: [{ reason }] } }`.

type GaxiosLike = {
  name?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
};

/** The HTTP status of a Google answer carried by `error`, if any. */
export function googleStatus(error: unknown): number | undefined {
  return (error as GaxiosLike | null)?.response?.status;
}

function reasons(data: unknown): string[] {
  const inner = (data as { error?: { errors?: Array<{ reason?: string }> } } | null)?.error;
  return typeof inner === 'object' && inner ? (inner.errors ?? []).map((e) => e.reason ?? '') : [];
}

const RATE_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

/** A 403 that says 'slow down' rather than 'not allowed'. */
export const isGoogleRateLimit = (error: unknown) =>
  reasons((error as GaxiosLike | null)?.response?.data).some((r) => RATE_LIMITS.has(r));

export function toGoogleError(error: unknown): unknown {
  if (
    error instanceof CalendarAuthError ||
    error instanceof CalendarScopeError ||
    error instanceof CalendarUnavailableError
  ) {
    return error;
  }
  const e = error as GaxiosLike | null;
  const status = e?.response?.status;
  const data = e?.response?.data;
  const oauthError = (data as { error?: unknown } | null)?.error;
  if (oauthError === 'invalid_grant') {
    return new CalendarAuthError(
      'Google refused the grant (invalid_grant): revoked, expired or already used',
    );
  }
  if (oauthError === 'invalid_client' || oauthError === 'unauthorized_client') {
    // Our app's keys are wrong: the installation's problem, not the expert's account.
    return new Error(`Google refused the app's client credentials (${oauthError})`);
  }
  if (status === undefined) {
    return e?.name === 'GaxiosError' || typeof e?.code === 'string'
      ? new CalendarUnavailableError(`Google could not be reached: ${(error as Error).message}`)
      : error;
  }
  if (status === 429 || status >= 500 || (status === 403 && isGoogleRateLimit(error))) {
    return new CalendarUnavailableError(`Google answered ${status}`);
  }
  // Still refused after the client refreshed its token once: the grant no longer works.
  if (status === 401 || status === 403) return new CalendarAuthError(`Google answered ${status}`);
  return error;
}
