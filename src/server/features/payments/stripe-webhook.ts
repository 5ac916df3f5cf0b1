import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { providerPayments } from '../../db/schema/provider-payments';
import { AppError } from '../../http/errors';
import { PAYMENT_ID_METADATA, type StripePayments } from '../../integrations/payments/stripe';
import type { BookingDeps } from '../public-booking/booking-service';
import {
  applyOnce,
  paymentDeclined,
  paymentRefunded,
  paymentSucceeded,
  recordIds,
  type WebhookResult,
} from './payment-outcome';

// Stripe's webhooks (ADR 032). The signature is checked against the raw body with the endpoint
// secret; then the event is applied once through payment-outcome.ts (shared with PayPal, ADR
// 033); account.updated older than what we hold loses.

/** Stripe's default: a signature older than five minutes is refused (a replayed request). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export const INVALID_SIGNATURE = 'Invalid signature';

export type WebhookDeps = BookingDeps & { stripe: StripePayments };

export type { WebhookResult } from './payment-outcome';

/** Verifies and applies one delivery; throws a 400 AppError for a forged or stale signature. */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | undefined,
  now: number,
): Promise<WebhookResult> {
  // Connect events and (call credits, ADR 043) the platform account's own come signed by two endpoints.
  const secrets = [deps.stripe.config.webhookSecret, deps.stripe.config.platformWebhookSecret];
  let verified: Stripe.Event | undefined;
  for (const secret of secrets) {
    if (!secret || verified) continue;
    try {
      verified = deps.stripe.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now,
      );
    } catch {
      // Try the next endpoint's secret.
    }
  }
  if (!verified) throw new AppError(400, 'invalid_signature', INVALID_SIGNATURE);
  const event = verified;
  return applyOnce(
    deps,
    {
      provider: 'stripe',
      id: event.id,
      type: event.type,
      account: event.account ?? null,
      created: event.created,
    },
    now,
    (txDeps, tx) => applyEvent(txDeps, tx, event, now),
  );
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function applyEvent(deps: BookingDeps, tx: Tx, event: Stripe.Event, now: number) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = session.metadata?.[PAYMENT_ID_METADATA] ?? session.client_reference_id;
      if (!paymentId) return;
      const ids = { paymentIntentId: idOf(session.payment_intent), customerId: idOf(session.customer) };
      // Paid by a method that settles later (a bank debit): its async_payment_* event decides.
      if (session.payment_status === 'unpaid') {
        await recordIds(tx, paymentId, ids);
        return;
      }
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
      return paymentRefunded(
        tx,
        [
          ...(paymentId ? [eq(providerPayments.id, paymentId)] : []),
          ...(intentId ? [eq(providerPayments.paymentIntentId, intentId)] : []),
        ],
        now,
      );
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
