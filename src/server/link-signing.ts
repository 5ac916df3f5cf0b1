import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links (ADR 014, 016, 027): an HMAC of an id with the link signing key and a purpose, so a
// booking's manage token is never a package's use token or a file's download signature. Nothing is
// stored; the id alone is useless without the MAC; rotating LINK_SIGNING_KEY invalidates every link.
export type LinkPurpose = 'booking' | 'booked-package' | 'file';

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
