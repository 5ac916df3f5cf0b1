import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '../../../domain/time/instant';

// The OAuth state of a calendar popup (spec §7: 'it returns to /oauth-callback with a state
// check'): who started it, for which provider and account (a reconnect), until when — signed
// with LINK_SIGNING_KEY, so a return is accepted only for the expert and provider that began it.

export const OAUTH_STATE_TTL_MS = 10 * MINUTE_MS;

export type OauthState = { userId: string; provider: 'google' | 'microsoft'; accountId: string | null };

const mac = (key: string, body: string) =>
  createHmac('sha256', key).update(`calendar-oauth:${body}`).digest();

export function signOauthState(key: string, state: OauthState, now: number): string {
  const body = [
    state.userId,
    state.provider,
    state.accountId ?? '',
    String(now + OAUTH_STATE_TTL_MS),
    randomBytes(12).toString('base64url'),
  ]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The state if it is ours, unexpired, and for this expert and provider; else null. */
export function verifyOauthState(
  key: string,
  token: string,
  expected: { userId: string; provider: 'google' | 'microsoft' },
  now: number,
): OauthState | null {
  const parts = token.split('.');
  if (parts.length !== 6) return null;
  const body = parts.slice(0, 5).join('.');
  const given = Buffer.from(parts[5]!, 'base64url');
  const wanted = mac(key, body);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  const [userId, provider, accountId, expires] = parts
    .slice(0, 4)
    .map((p) => Buffer.from(p, 'base64url').toString());
  if (userId !== expected.userId || provider !== expected.provider || !(Number(expires) > now)) return null;
  return { userId, provider, accountId: accountId || null };
}
