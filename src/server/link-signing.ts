import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links (ADR 014, 016, 027): an HMAC of an id with the link signing key and a purpose, so a
// booking's manage token is never a package's use token or a file's download signature. Nothing is
// stored; the id alone is useless without the MAC; rotating LINK_SIGNING_KEY invalidates every link.
// 'call': a client's join link to a session's call room; 'call-ticket': the short-lived ticket
// that admits one participant to the room's signalling socket (features/calls/call-link.ts);
// 'recording': a recording's share link for the session's participants (ADR 042).
export type LinkPurpose =
  | 'booking'
  | 'booked-package'
  | 'file'
  | 'installment'
  | 'paypal-return'
  | 'call'
  | 'call-ticket'
  | 'recording'
  // The offline affiliate dashboard's link (issue 18, ADR 047).
  | 'affiliate-dashboard';

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

/** A token that carries its id: `<id>.<MAC>` (a booking's manage link, an installment's pay link). */
export function signIdToken(key: string, purpose: LinkPurpose, id: string): string {
  return `${id}.${signLink(key, purpose, id)}`;
}

/** The id of a valid `<id>.<MAC>` token for `purpose`, or null. */
export function verifyIdToken(key: string, purpose: LinkPurpose, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  return isLinkMac(key, purpose, id, token.slice(dot + 1)) ? id : null;
}
