import { type CalendarCredentials, CalendarScopeError } from './port';

// What the Google and Microsoft adapters keep in `connected_accounts.credentials` (encrypted by
// the feature): the refresh token, and the latest access token with its expiry in epoch ms.

export type OAuthCredentials = { refreshToken: string; accessToken: string | null; expiresAt: number | null };

export function toStoredCredentials(value: OAuthCredentials): CalendarCredentials {
  return { refreshToken: value.refreshToken, accessToken: value.accessToken, expiresAt: value.expiresAt };
}

export function fromStoredCredentials(stored: CalendarCredentials): OAuthCredentials {
  const { refreshToken, accessToken, expiresAt } = stored;
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw new Error('OAuth calendar credentials have no refresh token');
  }
  return {
    refreshToken,
    accessToken: typeof accessToken === 'string' ? accessToken : null,
    expiresAt: typeof expiresAt === 'number' ? expiresAt : null,
  };
}

/**
 * The consent screen lets a person untick scopes (Google's granular consent, Microsoft's admin
 * policies): the token response's `scope` says what was granted. Throws CalendarScopeError
 * naming what is missing; each needed scope is a list of the spellings that count for it.
 */
export function requireGrantedScopes(
  granted: readonly string[],
  needed: ReadonlyArray<readonly string[]>,
): void {
  const have = new Set(granted.map((s) => s.toLowerCase()));
  const missing = needed.filter((spellings) => !spellings.some((s) => have.has(s.toLowerCase())));
  if (missing.length > 0) {
    throw new CalendarScopeError(`Scopes not granted: ${missing.map((s) => s[0]).join(', ')}`);
  }
}
