import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';

/**
 * Records a paid place's refund (ADR 035) once: only a place with a payment, a payment amount
 * and no refund yet is marked, so a second cancel of the same place marks nothing. The row as
 * marked, or undefined when there was nothing to give back.
 */
export async function markBookingRefunded(tx: DbOrTx, bookingId: string, at: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ refundedAt: at, refundedAmount: bookings.paymentAmount })
    .where(
      and(
        eq(bookings.id, bookingId),
        isNotNull(bookings.paymentId),
        gt(bookings.paymentAmount, 0),
        isNull(bookings.refundedAt),
      ),
    )
    .returning({
      paymentId: bookings.paymentId,
      refundedAmount: bookings.refundedAmount,
      currency: bookings.currency,
    });
  return row as { paymentId: string; refundedAmount: number; currency: string } | undefined;
}
