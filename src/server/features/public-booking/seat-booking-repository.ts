import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { giveBackBookingRedemption } from '../discounts/redemption-repository';
import { giveBackSeat } from './seat-repository';

// A group seat's booking row after it is written: paid, released, cancelled (ADR 016). Each
// function locks the booking row before the session row, the same order as the release job
// (expireSeatHold), so two of them never wait on each other in a circle.

/** The booking row, locked until the transaction ends. */
export async function lockSeatBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/** A paid hold becomes a place: the booking is confirmed and its amount counts on the session. */
export async function confirmSeatHold(
  tx: DbOrTx,
  booking: { id: string; sessionId: string; paymentAmount: number },
  now: Date,
) {
  await tx
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));
  await tx
    .update(sessions)
    .set({
      totalPaymentAmount: sql`${sessions.totalPaymentAmount} + ${booking.paymentAmount}`,
      updatedAt: now,
    })
    .where(eq(sessions.id, booking.sessionId));
}

/** A declined payment: the hold ends at once and the seat is given back. */
export async function releaseSeatHold(tx: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
    .returning({ sessionId: bookings.sessionId });
  if (!row) return false;
  await giveBackSeat(tx, row.sessionId, now);
  await giveBackBookingRedemption(tx, bookingId);
  return true;
}

/**
 * The client gives up a confirmed place: the seat goes back and the session's SEQUENCE goes up,
 * so the CANCEL the client receives is newer than the invite their calendar holds.
 */
export async function cancelSeat(tx: DbOrTx, booking: { id: string; sessionId: string }, now: Date) {
  await tx.update(bookings).set({ cancelledAt: now }).where(eq(bookings.id, booking.id));
  await giveBackSeat(tx, booking.sessionId, now);
  await tx
    .update(sessions)
    .set({ iCalSequence: sql`${sessions.iCalSequence} + 1` })
    .where(eq(sessions.id, booking.sessionId));
}

/** The clients holding a confirmed place, for the expert's invite. */
export function listSeatAttendees(tx: DbOrTx, sessionId: string) {
  return tx
    .select({
      firstName: bookings.clientFirstName,
      lastName: bookings.clientLastName,
      email: bookings.clientEmail,
    })
    .from(bookings)
    .where(
      and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed'), isNull(bookings.cancelledAt)),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}
