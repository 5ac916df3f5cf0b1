import { onPageDomain } from '../booking-page/domain-hosts';
import { announceBookingChange } from './booking-change';
import * as repo from './booking-repository';
import { type BookingDeps, emailContext, manageUrl } from './booking-service';
import type { PaymentSubject } from './payment-subject';
import { confirmSeatHold, lockSeatBooking, releaseSeatHold } from './seat-booking-repository';
import { expireSeatHold } from './seat-repository';

type BookingRow = repo.BookingDetails['booking'];

const liveHold = (booking: BookingRow, now: number) =>
  booking.status === 'pending' && (booking.holdExpiresAt?.getTime() ?? 0) > now;

/**
 * A paid group seat: its booking is pending until paid (ADR 016). Paying confirms it and counts
 * the amount on the session; a decline or a lapsed hold expires it and gives the seat back.
 */
export function groupSeatSubject(deps: BookingDeps, bookingId: string): PaymentSubject {
  return {
    async summary(now) {
      const details = await repo.findBookingDetails(deps.db, bookingId);
      if (!details) return null;
      const { session, booking } = details;
      return {
        title: `${session.title} with ${details.displayName}`,
        amount: booking.paymentAmount,
        currency: booking.currency,
        state:
          booking.status === 'confirmed'
            ? 'paid'
            : liveHold(booking, now) && session.status !== 'cancelled'
              ? 'open'
              : 'lapsed',
        declinedNote: 'Your seat has been released.',
        // Issue 19: a client who came from the page's own domain goes back there (ADR 054).
        doneUrl: await onPageDomain(
          deps.db,
          session.pageId,
          deps.config.publicUrl,
          manageUrl(deps, bookingId),
        ),
        retryUrl: await onPageDomain(
          deps.db,
          session.pageId,
          deps.config.publicUrl,
          `${deps.config.publicUrl}/sessions/${session.id}`,
        ),
      };
    },
    complete(outcome, now) {
      return deps.db.transaction(async (tx) => {
        const booking = await lockSeatBooking(tx, bookingId);
        if (!booking) return null;
        if (booking.status === 'confirmed') return 'confirmed';
        const at = new Date(now);
        if (!liveHold(booking, now)) {
          // Released here if the job has not run yet; a payment after the hold is refused.
          const expiry = booking.holdExpiresAt?.getTime() ?? now;
          await expireSeatHold(tx, bookingId, new Date(Math.max(now, expiry)));
          return 'expired';
        }
        if (outcome === 'declined') {
          await releaseSeatHold(tx, bookingId, at);
          return 'declined';
        }
        // The expert cancelled the session while the client was paying (ADR 035): nothing to
        // confirm, so the payment is late and refunded like one after a lapsed hold.
        if ((await repo.findBookingDetails(tx, bookingId))?.session.status === 'cancelled') {
          await releaseSeatHold(tx, bookingId, at);
          return 'expired';
        }
        await confirmSeatHold(tx, booking, at);
        const confirmed = await repo.findBookingDetails(tx, bookingId);
        await announceBookingChange(tx, 'confirmed', confirmed!, emailContext(deps, bookingId, now));
        return 'confirmed';
      });
    },
  };
}
