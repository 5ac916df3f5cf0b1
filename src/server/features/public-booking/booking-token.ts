import { isLinkMac, signIdToken, signLink, verifyIdToken } from '../../link-signing';

// A booking's manage token and a package's use token are signed links (src/server/link-signing.ts).

/** The manage link's token: the booking id and its MAC. */
export function signBookingToken(key: string, bookingId: string): string {
  return signIdToken(key, 'booking', bookingId);
}

/** The booking id of a valid token, or null. */
export function verifyBookingToken(key: string, token: string): string | null {
  return verifyIdToken(key, 'booking', token);
}

/** A package's use link carries the booked package id on its own (packageId=…), and this as token=…. */
export const signPackageToken = (key: string, bookedPackageId: string) =>
  signLink(key, 'booked-package', bookedPackageId);

export const verifyPackageToken = (key: string, bookedPackageId: string, token: string) =>
  token.length <= 200 && isLinkMac(key, 'booked-package', bookedPackageId, token);
