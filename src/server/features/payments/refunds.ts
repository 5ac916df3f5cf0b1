import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { REFUND_PAYMENT_JOB, type RefundPaymentPayload } from '../../jobs/refund-payment';
import { markBookingRefunded } from './refund-repository';

// Refunds when the expert cancels something paid (issue 14, ADR 035): full, through the
// provider that took the money. Decided inside the cancellation's transaction: the place is
// marked refunded and the payments.refund job queued there (ADR 004), so a cancel that commits
// always refunds and one that rolls back never does; the job is keyed by the payment and the
// provider's own key is refund:<paymentId> (ADR 032), so the money goes back once.

export type Refund = { paymentId: string; amount: number; currency: string };

/** Queues the refund of one payment in the caller's transaction; a second call queues nothing. */
export async function queueRefund(tx: DbOrTx, paymentId: string, now: number): Promise<void> {
  const payload: RefundPaymentPayload = { paymentId };
  await enqueueJob(tx, REFUND_PAYMENT_JOB, payload, {
    runAt: new Date(now),
    idempotencyKey: `${REFUND_PAYMENT_JOB}:${paymentId}`,
  });
}

/** A paid place the expert cancelled: marked refunded and its refund queued; null when unpaid. */
export async function refundBooking(tx: DbOrTx, bookingId: string, now: number): Promise<Refund | null> {
  const marked = await markBookingRefunded(tx, bookingId, new Date(now));
  if (!marked) return null;
  await queueRefund(tx, marked.paymentId, now);
  return { paymentId: marked.paymentId, amount: marked.refundedAmount, currency: marked.currency };
}
