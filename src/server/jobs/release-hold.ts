import type { Db } from '../db/client';
import { releasePurchaseHold } from '../features/package-purchase/purchase-repository';
import { expireHold } from '../features/public-booking/booking-repository';
import { expireSeatHold } from '../features/public-booking/seat-repository';
import type { JobHandler } from './worker';

export const RELEASE_HOLD_JOB = 'booking.release-hold';

/**
 * What a hold is on: a personal session (ADR 014), a group seat (a booking) or a package
 * purchase (a booked package) (ADR 016).
 */
export type ReleaseHoldPayload = { sessionId: string } | { bookingId: string } | { bookedPackageId: string };

// A hold still pending at its expiry is released. Idempotent: a paid, declined or already
// released hold is left as it is. (Slots and seats already ignore a lapsed personal hold; a
// group seat is given back here.) A discount code gets its redemption back with the hold.
export function releaseHoldJob(db: Db): JobHandler {
  return async (job, now) => {
    const payload = job.payload as ReleaseHoldPayload;
    if ('sessionId' in payload) await db.transaction((tx) => expireHold(tx, payload.sessionId, now));
    else if ('bookingId' in payload) await db.transaction((tx) => expireSeatHold(tx, payload.bookingId, now));
    else await db.transaction((tx) => releasePurchaseHold(tx, payload.bookedPackageId, now));
  };
}
