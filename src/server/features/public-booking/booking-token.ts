import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links (ADR 014, ADR 016): an HMAC of an id with the link signing key and a purpose, so a
// booking's manage token is never a package's use token. Nothing is stored; the id alone is
// useless without the MAC; rotating LINK_SIGNING_KEY invalidates every link.
export type LinkPurpose = 'booking' | 'booked-package';

/** The MAC of `id` for `purpose` (32 base64url characters). */
export function signLink(key: string, purpose: LinkPurpose, id: string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url').slice(0, 32);
}

/** Whether `mac` is the MAC of `id` for `purpose`, compared in constant time. */
export function isLinkMac(key: string, purpose: LinkPurpose, id: string, mac: string): boolean {
  const given = Buffer.from(mac);
  const expected = Buffer.from(signLink(key, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The manage link's token: the booking id and its MAC. */
export function signBookingToken(key: string, bookingId: string): string {
  return `${bookingId}.${signLink(key, 'booking', bookingId)}`;
}

/** The booking id of a valid token, or null. */
export function verifyBookingToken(key: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  return isLinkMac(key, 'booking', id, token.slice(dot + 1)) ? id : null;
}

/** A package's use link carries the booked package id on its own (packageId=…), and this as token=…. */
export const signPackageToken = (key: string, bookedPackageId: string) =>
  signLink(key, 'booked-package', bookedPackageId);

export const verifyPackageToken = (key: string, bookedPackageId: string, token: string) =>
  token.length <= 200 && isLinkMac(key, 'booked-package', bookedPackageId, token);
