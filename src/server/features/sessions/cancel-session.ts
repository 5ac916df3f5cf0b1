import { SESSION_MESSAGES } from '../../../domain/sessions/session-messages';
import type { CancelSessionResultView } from '../../../domain/sessions/session-view';
import { conflict } from '../../http/errors';
import { giveBackBookingRedemption } from '../discounts/redemption-repository';
import { returnPackageCredits } from '../package-purchase/use-repository';
import { type Refund, refundBooking } from '../payments/refunds';
import { queueZoomSyncOfDeleted } from '../zoom/meeting-queue';
import { emailClients } from './client-emails';
import * as repo from './repository';
import { requireSession, type SessionsDeps } from './service';
import { toDetailView } from './views';

/**
 * spec (doc 1, §4, §5): cancels a confirmed session in one transaction under its row lock:
 * cancelledAt, a null cancelledBy (the expert) and the optional message; package credits the
 * session used go back; every client is emailed a cancellation with a METHOD:CANCEL invite.
 * A group session nobody booked is deleted instead. Issue 14 (ADR 035): every paid place is
 * refunded in full (marked, and the provider's refund queued in this transaction) and its
 * email says so; a discount code a place carried gets its redemption back.
 */
export async function cancelSession(
  deps: SessionsDeps,
  userId: string,
  id: string,
  input: { message: string | null },
  now: number,
): Promise<CancelSessionResultView> {
  return deps.db.transaction(async (tx) => {
    // The places first, then the session: the order the seat flows lock them in (ADR 016).
    await repo.lockPlaces(tx, id);
    const session = await requireSession(tx, userId, id, 'update');
    if (session.status === 'cancelled') throw conflict(SESSION_MESSAGES.alreadyCancelled);
    // spec: a group session with zero bookings is deleted instead of cancelled.
    if (session.type === 'group' && !(await repo.hasAnyPlace(tx, session))) {
      await repo.deleteSession(tx, session.id);
      await queueZoomSyncOfDeleted(tx, session.id, now);
      return { outcome: 'deleted', session: null };
    }
    await repo.updateSession(tx, session.id, {
      status: 'cancelled',
      cancelledAt: new Date(now),
      cancelledBy: null,
      cancellationMessage: input.message,
      // Calendars apply a CANCEL only if it is at least as new as what they hold (RFC 5546).
      iCalSequence: session.iCalSequence + 1,
    });
    await returnPackageCredits(tx, session.id);
    const refunds = new Map<string, Refund>();
    for (const place of await repo.listBookings(tx, session.id)) {
      const refund = await refundBooking(tx, place.id, now);
      if (refund) refunds.set(place.id, refund);
      if (place.discountCodeId) await giveBackBookingRedemption(tx, place.id);
    }
    await emailClients(tx, deps, session.id, 'cancelled', input.message, now, refunds);
    return { outcome: 'cancelled', session: toDetailView(await requireSession(tx, userId, id)) };
  });
}
