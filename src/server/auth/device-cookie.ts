import { createHmac, timingSafeEqual } from 'node:crypto';
import { newId } from '../ids';

/**
 * The known-browser cookie (ADR 025): set after a successful sign-in (password, sign-up or magic
 * link), it lets this browser keep signing in with the right password while the account's
 * per-email throttle is locked by someone else's guesses. `<userId>.<deviceId>.<hmac>`, signed
 * with a key derived from the auth secret, bound to the user, readable by our session routes only.
 */
export const DEVICE_COOKIE = 'sw_device';
export const DEVICE_COOKIE_PATH = '/api/session';
/** Browsers cap cookie lifetimes at 400 days. */
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

export type KnownDevice = { userId: string; deviceId: string };

const ID = /^[A-Za-z0-9]{1,64}$/;

function signature(secret: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update('slotwise device cookie v1').digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function issueDeviceCookie(secret: string, userId: string, deviceId = newId()): string {
  const payload = `${userId}.${deviceId}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The device a cookie names, or undefined when it is missing, malformed or not ours. */
export function readDeviceCookie(secret: string, value: string | undefined): KnownDevice | undefined {
  const [userId, deviceId, sig, ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !userId || !deviceId || !sig || !ID.test(userId) || !ID.test(deviceId)) return;
  const expected = signature(secret, `${userId}.${deviceId}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  return { userId, deviceId };
}

export const deviceCookieAttributes = (secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: 'Lax' as const,
  path: DEVICE_COOKIE_PATH,
  maxAge: DEVICE_COOKIE_MAX_AGE,
});
