import { adapterForPayment, type PaymentProviders } from '../integrations/payments/providers';
import type { JobHandler } from './worker';

export const REFUND_PAYMENT_JOB = 'payments.refund';

export type RefundPaymentPayload = { paymentId: string };

// A payment that came after its hold was released is given back (ADR 032). A job, queued in the
// webhook's transaction, so the refund survives a crash and is retried; the provider's
// idempotency key (refund:<paymentId>) makes a retry refund once.
export function refundPaymentJob(payments: PaymentProviders): JobHandler {
  return async (job) => {
    const { paymentId } = job.payload as RefundPaymentPayload;
    // The adapter that took the payment gives it back (ADR 033).
    await adapterForPayment(payments, paymentId).refund(paymentId);
  };
}
