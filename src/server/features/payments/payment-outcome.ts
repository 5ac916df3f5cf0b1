import { eq, or, type SQL } from 'drizzle-orm';
import { isCurrencyCode } from '../../../domain/money/currencies';
import { formatMoney } from '../../../domain/money/money';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentEvents, providerPayments } from '../../db/schema/provider-payments';
import { renderEmail } from '../../integrations/mail/layout';
import { enqueueJob } from '../../jobs/queue';
import { REFUND_PAYMENT_JOB } from '../../jobs/refund-payment';
import type { BookingDeps } from '../public-booking/booking-service';
import { completePayment } from '../public-booking/checkout-service';

// How a real provider's word about a payment is applied, for Stripe and PayPal alike (ADR 032,
// 033). A verified event is recorded (provider, event id; unique) in the transaction of its
// effect, so a second delivery changes nothing; the payment's row (provider_payments, locked)
// says where it already is, so an event that comes late or out of order cannot undo a later
// state: open → succeeded | declined | late, then refunded.

export type WebhookResult = 'applied' | 'duplicate';

export type ProviderEvent = {
  provider: 'stripe' | 'paypal';
  id: string;
  type: string;
  /** The connected account or merchant the event is about, when it is about one. */
  account: string | null;
  /** When the provider made it, in seconds. */
  created: number;
};

/** Records the event and applies it in one transaction; a seen event is a duplicate. */
export async function applyOnce(
  deps: BookingDeps,
  event: ProviderEvent,
  now: number,
  apply: (deps: BookingDeps, tx: Tx) => Promise<void>,
): Promise<WebhookResult> {
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.id,
        type: event.type,
        account: event.account,
        created: event.created,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    await apply({ ...deps, db: tx as unknown as Db }, tx);
    return 'applied';
  });
}

/** The provider's ids a payment may learn from an event; only the ones it lacks are written. */
export type ProviderIds = Partial<
  Pick<
    typeof providerPayments.$inferSelect,
    'paymentIntentId' | 'customerId' | 'paymentMethodId' | 'paypalCaptureId'
  >
>;

type PaymentRow = typeof providerPayments.$inferSelect;

/** Locks the payment's row and fills in the provider's ids it did not have yet. */
export async function recordIds(
  tx: Tx,
  paymentId: string,
  ids: ProviderIds,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.id, paymentId))
    .for('update');
  if (!row) return undefined;
  const update: ProviderIds = {};
  for (const key of Object.keys(ids) as Array<keyof ProviderIds>) {
    const value = ids[key];
    if (!row[key] && value) update[key] = value;
  }
  if (Object.keys(update).length > 0) {
    await tx.update(providerPayments).set(update).where(eq(providerPayments.id, paymentId));
  }
  return row;
}

/**
 * The money came: confirms what it paid for from open (or declined, which then counts as late).
 * When the hold was released first, the payment is late: refunded by a job and both sides told.
 */
export async function paymentSucceeded(
  deps: BookingDeps,
  tx: Tx,
  paymentId: string,
  ids: ProviderIds,
  now: number,
): Promise<void> {
  const row = await recordIds(tx, paymentId, ids);
  // Settled already (another event of the same payment, or it was refunded first): nothing to do.
  if (!row || (row.status !== 'open' && row.status !== 'declined')) return;
  const result = await completePayment(deps, paymentId, 'succeeded', now);
  if (result === 'confirmed') {
    await setStatus(tx, paymentId, 'succeeded', now);
    return;
  }
  // The hold was released before the money came (or what it paid for is gone): give it back.
  await setStatus(tx, paymentId, 'late', now);
  await enqueueJob(tx, REFUND_PAYMENT_JOB, { paymentId }, { runAt: new Date(now) });
  await queueLatePaymentEmails(deps, tx, row);
}

/** The payment failed: releases the hold, only from open. */
export async function paymentDeclined(deps: BookingDeps, tx: Tx, paymentId: string, now: number) {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.id, paymentId))
    .for('update');
  if (row?.status !== 'open') return;
  await completePayment(deps, paymentId, 'declined', now);
  await setStatus(tx, paymentId, 'declined', now);
}

/** The provider gave the money back: the payments it names become refunded. */
export async function paymentRefunded(tx: Tx, match: SQL[], now: number): Promise<void> {
  if (match.length === 0) return;
  await tx
    .update(providerPayments)
    .set({ status: 'refunded', refundedAt: new Date(now), updatedAt: new Date(now) })
    .where(or(...match));
}

async function setStatus(tx: Tx, paymentId: string, status: 'succeeded' | 'declined' | 'late', now: number) {
  await tx
    .update(providerPayments)
    .set({ status, updatedAt: new Date(now) })
    .where(eq(providerPayments.id, paymentId));
}

const money = (amount: number, currency: string) =>
  isCurrencyCode(currency) ? formatMoney({ amount, currency }) : `${amount} ${currency}`;

/** Both sides are told, in the transaction that decided the refund (ADR 004). */
async function queueLatePaymentEmails(deps: BookingDeps, tx: Tx, row: PaymentRow) {
  const amount = money(row.amount, row.currency);
  if (row.customerEmail) {
    await deps.outbox.queue(tx, {
      to: row.customerEmail,
      subject: `Your payment was refunded: ${row.description}`,
      ...renderEmail({
        heading: 'Your payment was refunded',
        paragraphs: [
          `Your payment of ${amount} for ${row.description} arrived after the time held for you had been released, so nothing was booked.`,
          'We have refunded it in full. Depending on your bank, it can take 5 to 10 business days to show on your statement.',
        ],
      }),
    });
  }
  const [expert] = row.userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
    : [];
  if (expert) {
    await deps.outbox.queue(tx, {
      to: expert.email,
      subject: `A late payment was refunded: ${row.description}`,
      ...renderEmail({
        heading: 'A late payment was refunded',
        paragraphs: [
          `${row.customerEmail ?? 'A client'} paid ${amount} for ${row.description} after its hold had been released, so nothing was booked.`,
          'The payment has been refunded in full, and the commission with it.',
        ],
      }),
    });
  }
}
