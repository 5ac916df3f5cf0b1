import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isCurrencyCode } from '../../../domain/money/currencies';
import { formatMoney } from '../../../domain/money/money';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { paymentEvents, providerPayments } from '../../db/schema/provider-payments';
import { AppError } from '../../http/errors';
import { renderEmail } from '../../integrations/mail/layout';
import { PAYMENT_ID_METADATA, type StripePayments } from '../../integrations/payments/stripe';
import { enqueueJob } from '../../jobs/queue';
import { REFUND_PAYMENT_JOB } from '../../jobs/refund-payment';
import type { BookingDeps } from '../public-booking/booking-service';
import { completePayment } from '../public-booking/checkout-service';

// Stripe's webhooks (ADR 032). The signature is checked against the raw body with the endpoint
// secret; then, in one transaction, the event's id is recorded (unique per provider) and its
// effect applied. A second delivery meets the unique key and changes nothing; a payment's row
// (provider_payments, locked) says where it already is, so an event that comes late or out of
// order cannot undo a later state; account.updated older than what we hold loses.

/** Stripe's default: a signature older than five minutes is refused (a replayed request). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export const INVALID_SIGNATURE = 'Invalid signature';

export type WebhookDeps = BookingDeps & { payments: StripePayments };

export type WebhookResult = 'applied' | 'duplicate';

/** Verifies and applies one delivery; throws a 400 AppError for a forged or stale signature. */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | undefined,
  now: number,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = deps.payments.stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      deps.payments.config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now,
    );
  } catch {
    throw new AppError(400, 'invalid_signature', INVALID_SIGNATURE);
  }
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        account: event.account ?? null,
        created: event.created,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    await applyEvent({ ...deps, db: tx as unknown as Db }, tx, event, now);
    return 'applied';
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function applyEvent(deps: WebhookDeps, tx: Tx, event: Stripe.Event, now: number) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = session.metadata?.[PAYMENT_ID_METADATA] ?? session.client_reference_id;
      if (!paymentId) return;
      const ids = { paymentIntentId: idOf(session.payment_intent), customerId: idOf(session.customer) };
      // Paid by a method that settles later (a bank debit): its async_payment_* event decides.
      if (session.payment_status === 'unpaid') return recordIds(tx, paymentId, ids);
      return paymentSucceeded(deps, tx, paymentId, ids, now);
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const paymentId = intent.metadata?.[PAYMENT_ID_METADATA];
      if (!paymentId) return;
      return paymentSucceeded(
        deps,
        tx,
        paymentId,
        {
          paymentIntentId: intent.id,
          customerId: idOf(intent.customer),
          paymentMethodId: idOf(intent.payment_method),
        },
        now,
      );
    }
    case 'payment_intent.payment_failed':
    case 'checkout.session.async_payment_failed': {
      const object = event.data.object;
      const paymentId = object.metadata?.[PAYMENT_ID_METADATA];
      if (!paymentId) return;
      return paymentDeclined(deps, tx, paymentId, now);
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) return;
      const intentId = idOf(charge.payment_intent);
      const paymentId = charge.metadata?.[PAYMENT_ID_METADATA];
      const match = [
        ...(paymentId ? [eq(providerPayments.id, paymentId)] : []),
        ...(intentId ? [eq(providerPayments.paymentIntentId, intentId)] : []),
      ];
      if (match.length === 0) return;
      await tx
        .update(providerPayments)
        .set({ status: 'refunded', refundedAt: new Date(now), updatedAt: new Date(now) })
        .where(or(...match));
      return;
    }
    case 'account.updated': {
      const account = event.data.object;
      const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
      await tx
        .update(paymentAccounts)
        .set({
          stripeChargesEnabled: account.charges_enabled ?? false,
          stripeDetailsSubmitted: account.details_submitted ?? false,
          stripeRequirementsDue: [...new Set(due)],
          stripeSyncedAt: event.created,
          updatedAt: new Date(now),
        })
        .where(
          and(
            eq(paymentAccounts.stripeAccountId, account.id),
            isNull(paymentAccounts.disconnectedAt),
            // An older event than the one we applied says less than we know.
            or(isNull(paymentAccounts.stripeSyncedAt), lte(paymentAccounts.stripeSyncedAt, event.created)),
          ),
        );
      return;
    }
    default:
      return;
  }
}

type ProviderIds = {
  paymentIntentId?: string | null;
  customerId?: string | null;
  paymentMethodId?: string | null;
};

/** Locks the payment's row and fills in the provider's ids it did not have yet. */
async function recordIds(tx: Tx, paymentId: string, ids: ProviderIds) {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.id, paymentId))
    .for('update');
  if (!row) return undefined;
  const update = {
    paymentIntentId: row.paymentIntentId ?? ids.paymentIntentId ?? null,
    customerId: row.customerId ?? ids.customerId ?? null,
    paymentMethodId: row.paymentMethodId ?? ids.paymentMethodId ?? null,
  };
  if (
    update.paymentIntentId !== row.paymentIntentId ||
    update.customerId !== row.customerId ||
    update.paymentMethodId !== row.paymentMethodId
  ) {
    await tx.update(providerPayments).set(update).where(eq(providerPayments.id, paymentId));
  }
  return row;
}

async function paymentSucceeded(deps: WebhookDeps, tx: Tx, paymentId: string, ids: ProviderIds, now: number) {
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

async function paymentDeclined(deps: WebhookDeps, tx: Tx, paymentId: string, now: number) {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.id, paymentId))
    .for('update');
  if (row?.status !== 'open') return;
  await completePayment(deps, paymentId, 'declined', now);
  await setStatus(tx, paymentId, 'declined', now);
}

async function setStatus(tx: Tx, paymentId: string, status: 'succeeded' | 'declined' | 'late', now: number) {
  await tx
    .update(providerPayments)
    .set({ status, updatedAt: new Date(now) })
    .where(eq(providerPayments.id, paymentId));
}

const money = (amount: number, currency: string) =>
  isCurrencyCode(currency) ? formatMoney({ amount, currency }) : `${amount} ${currency}`;

type PaymentRow = typeof providerPayments.$inferSelect;

/** Both sides are told, in the transaction that decided the refund (ADR 004). */
async function queueLatePaymentEmails(deps: WebhookDeps, tx: Tx, row: PaymentRow) {
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
