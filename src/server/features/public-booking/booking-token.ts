import { isLinkMac, signLink } from '../../link-signing';

// A booking's manage token and a package's use token are signed links (src/server/link-signing.ts).

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
