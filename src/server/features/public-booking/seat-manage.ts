import type { BookingStatus } from '../../../domain/public-booking/booking-view';
import {
  BOOKING_NOT_ACTIVE,
  cancelWindow,
  cannotCancelMessage,
} from '../../../domain/public-booking/manage-policy';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { giveBackBookingRedemption } from '../discounts/redemption-repository';
import { returnPackageCredits } from '../package-purchase/use-repository';
import { findCancellationPolicy } from '../scheduling/cancellation-policy-repository';
import { announceBookingChange } from './booking-change';
import * as repo from './booking-repository';
import { type BookingDeps, emailContext } from './booking-service';
import { cancelSeat, lockSeatBooking } from './seat-booking-repository';

// A group seat through its manage link (ADR 016): its state is the booking's own, not the
// session's, which other clients share.

/** A place given up, or a session the expert cancelled, reads as cancelled. */
export function seatStatus(details: repo.BookingDetails, now: number): BookingStatus {
  const { booking, session } = details;
  if (booking.cancelledAt || session.status === 'cancelled') return 'cancelled';
  if (booking.status === 'pending') {
    return (booking.holdExpiresAt?.getTime() ?? 0) > now ? 'awaiting_payment' : 'expired';
  }
  return booking.status;
}

/**
 * Gives up the client's place within the expert's cancellation policy: the seat goes back (and a
 * package's credit with it), the client's email carries a CANCEL for them and the expert's an
 * updated invite of the session.
 * The message is not stored; it travels in the emails.
 */
export async function cancelSeatInTx(
  tx: DbOrTx,
  deps: BookingDeps,
  bookingId: string,
  message: string | null,
  now: number,
): Promise<void> {
  const booking = await lockSeatBooking(tx, bookingId);
  const details = booking ? await repo.findBookingDetails(tx, bookingId) : undefined;
  if (!booking || !details) throw notFound();
  if (seatStatus(details, now) !== 'confirmed') throw conflict(BOOKING_NOT_ACTIVE);
  const policy = await findCancellationPolicy(tx, details.session.expertId);
  if (!cancelWindow(policy, details.session.start.getTime(), now).allowed) {
    throw conflict(cannotCancelMessage(details.displayName));
  }
  await cancelSeat(tx, booking, new Date(now));
  // A seat paid by a package gives its credit back (ADR 016): after the session row, as booking
  // with a package takes them.
  if (booking.bookedPackageId) await returnPackageCredits(tx, booking.sessionId, booking.bookedPackageId);
  // A code the place carried is not used any more (ADR 035); the payment is not refunded.
  if (booking.discountCodeId) await giveBackBookingRedemption(tx, bookingId);
  const updated = await repo.findBookingDetails(tx, bookingId);
  await announceBookingChange(tx, 'cancelled', updated!, emailContext(deps, bookingId, now), message);
}
