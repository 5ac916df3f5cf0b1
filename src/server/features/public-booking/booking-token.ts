import { createHmac, timingSafeEqual } from 'node:crypto';

// The manage link's token (ADR 014): the booking id and an HMAC of it with the link signing key.
// Nothing is stored; the id alone is useless without the MAC.
function mac(key: string, bookingId: string): string {
  return createHmac('sha256', key).update(`booking:${bookingId}`).digest('base64url').slice(0, 32);
}

export function signBookingToken(key: string, bookingId: string): string {
  return `${bookingId}.${mac(key, bookingId)}`;
}

/** The booking id of a valid token, or null. */
export function verifyBookingToken(key: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
