import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import { providerPayments } from '../../db/schema/provider-payments';
import { newId } from '../../ids';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentAdapter,
  PaymentsUnavailable,
  type SavedChargeRequest,
  type SavedChargeResult,
} from './adapter';

// Stripe Connect (ADR 032): every charge is a direct charge on the expert's connected account
// (the Stripe-Account header), the platform keeping application_fee_amount. A checkout is a
// Checkout Session; its outcome arrives only by signed webhook. Our payment id (stp_…) is made
// before the session and carried in its metadata and its PaymentIntent's, so every event finds
// it. Each create carries an idempotency key derived from ours: a retry never makes a second one.

export type StripePayments = PaymentAdapter & {
  kind: 'stripe';
  /** The SDK client, for onboarding, balance and webhooks. */
  stripe: Stripe;
  config: StripeConfig;
  /** Per-request options that send a Connect OAuth call to the fake in tests. */
  oauthOptions(): Stripe.RequestOptions;
};

export const PAYMENT_ID_METADATA = 'slotwise_payment_id';

/** Like a provider's idempotency key: the same key always names the same payment. */
const paymentIdFor = (idempotencyKey: string | undefined) =>
  idempotencyKey
    ? `stp_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`
    : `stp_${newId(24)}`;

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    // Safe with idempotency keys: a retried create gives back the first one's object.
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Slotwise' },
  });
}

/** A decline, or a charge that needs the client (SCA): the charge did not happen. */
function declined(error: unknown): SavedChargeResult | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    return {
      outcome: 'declined',
      code: error.code ?? 'card_declined',
      message: error.message || 'Your card was declined.',
    };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'authentication_required') {
    return { outcome: 'declined', code: 'authentication_required', message: error.message };
  }
  return null;
}

/**
 * The methods Checkout offers (ADR 035): card, which brings Google Pay and Apple Pay where the
 * device has them, plus the local methods the caller allowed. WeChat Pay in Checkout needs the
 * client it is paid from: the web (a QR code to scan).
 */
function paymentMethodParams(paymentMethods: CheckoutRequest['paymentMethods']) {
  const types = paymentMethods ?? ['card'];
  return {
    payment_method_types: types,
    ...(types.includes('wechat_pay')
      ? { payment_method_options: { wechat_pay: { client: 'web' as const } } }
      : {}),
  };
}

export function createStripePayments(config: StripeConfig, db: Db, publicUrl: string): StripePayments {
  const stripe = createStripeClient(config);
  const base = config.apiBase ? new URL(config.apiBase) : null;

  async function createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const account = request.payee?.stripeAccountId ?? null;
    // The platform's own sale (call credits, ADR 043) is charged on our account, without a fee.
    const payer = request.platform;
    // No connected account (or not accepting charges): nothing can take this expert's money.
    if (!payer && (!request.payee || !account)) throw new PaymentsUnavailable();
    const userId = request.payee?.userId ?? payer?.userId ?? null;
    const fee = request.payee?.applicationFeeAmount ?? 0;
    const paymentId = paymentIdFor(request.idempotencyKey);
    const metadata = { [PAYMENT_ID_METADATA]: paymentId };
    const create = (paymentMethods: CheckoutRequest['paymentMethods'], keySuffix = '') =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          payment_intent_data: {
            ...(payer ? {} : { application_fee_amount: fee }),
            description: request.description,
            metadata,
            ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          ...(request.saveCard ? { customer_creation: 'always' as const } : {}),
          ...paymentMethodParams(paymentMethods),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          client_reference_id: paymentId,
          metadata,
          // Our return page sends the client on to what they paid for (or to start again).
          success_url: `${publicUrl}/checkout/return/${paymentId}`,
          cancel_url: `${publicUrl}/checkout/return/${paymentId}?cancelled`,
        },
        {
          ...(account ? { stripeAccount: account } : {}),
          idempotencyKey: `checkout:${paymentId}${keySuffix}`,
        },
      );
    const session = await create(request.paymentMethods).catch((error: unknown) => {
      // The account lacks a local method's capability (its country has none, or Stripe has not
      // granted it yet, ADR 035): the client pays by card rather than not at all.
      const refusedMethod =
        error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method_types';
      if (!refusedMethod || (request.paymentMethods ?? ['card']).every((m) => m === 'card')) throw error;
      return create(['card'], ':card');
    });
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
    await db
      .insert(providerPayments)
      .values({
        id: paymentId,
        provider: 'stripe',
        userId,
        stripeAccountId: account,
        checkoutSessionId: session.id,
        amount: request.amount,
        currency: request.currency,
        applicationFeeAmount: fee,
        description: request.description,
        customerEmail: request.customerEmail ?? null,
      })
      .onConflictDoNothing({ target: providerPayments.id });
    return { paymentId, checkoutUrl: session.url };
  }

  async function chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    const [first] = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.id, request.paymentId));
    if (!first) throw new Error(`No Stripe payment ${request.paymentId} to charge the saved card of`);
    let { customerId, paymentMethodId } = first;
    if ((!customerId || !paymentMethodId) && first.paymentIntentId) {
      // The webhook that names them has not come yet: ask Stripe.
      const intent = await stripe.paymentIntents.retrieve(first.paymentIntentId, undefined, {
        stripeAccount: first.stripeAccountId ?? undefined,
      });
      customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
      paymentMethodId =
        typeof intent.payment_method === 'string'
          ? intent.payment_method
          : (intent.payment_method?.id ?? null);
    }
    if (!customerId || !paymentMethodId) {
      return {
        outcome: 'declined',
        code: 'no_saved_card',
        message: 'No card was saved with the first payment.',
      };
    }
    const paymentId = paymentIdFor(request.idempotencyKey);
    const fee = request.applicationFeeAmount ?? 0;
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: customerId,
          payment_method: paymentMethodId,
          off_session: true,
          confirm: true,
          application_fee_amount: fee,
          description: request.description,
          metadata: { [PAYMENT_ID_METADATA]: paymentId },
        },
        {
          stripeAccount: first.stripeAccountId ?? undefined,
          idempotencyKey: `charge:${request.idempotencyKey}`,
        },
      );
      if (intent.status !== 'succeeded' && intent.status !== 'processing') {
        return {
          outcome: 'declined',
          code: intent.status === 'requires_action' ? 'authentication_required' : intent.status,
          message:
            intent.last_payment_error?.message ??
            'Your bank asked to confirm this payment; please pay with the link we sent.',
        };
      }
      await db
        .insert(providerPayments)
        .values({
          id: paymentId,
          provider: 'stripe',
          userId: first.userId,
          stripeAccountId: first.stripeAccountId,
          paymentIntentId: intent.id,
          customerId,
          paymentMethodId,
          amount: request.amount,
          currency: request.currency,
          applicationFeeAmount: fee,
          description: request.description,
          customerEmail: first.customerEmail,
          status: 'succeeded',
        })
        .onConflictDoNothing({ target: providerPayments.id });
      return { outcome: 'succeeded', paymentId };
    } catch (error) {
      const result = declined(error);
      if (result) return result;
      throw error;
    }
  }

  async function refund(paymentId: string): Promise<void> {
    const [payment] = await db.select().from(providerPayments).where(eq(providerPayments.id, paymentId));
    if (!payment) throw new Error(`No Stripe payment ${paymentId} to refund`);
    if (payment.status === 'refunded') return;
    let intentId = payment.paymentIntentId;
    if (!intentId && payment.checkoutSessionId) {
      const session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId, undefined, {
        stripeAccount: payment.stripeAccountId ?? undefined,
      });
      intentId =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!intentId) throw new Error(`Stripe payment ${paymentId} has no payment intent to refund`);
    // A direct charge: the connected account gives the money back and the platform its fee.
    await stripe.refunds.create(
      {
        payment_intent: intentId,
        refund_application_fee: true,
        metadata: { [PAYMENT_ID_METADATA]: paymentId },
      },
      { stripeAccount: payment.stripeAccountId ?? undefined, idempotencyKey: `refund:${paymentId}` },
    );
  }

  return {
    kind: 'stripe',
    stripe,
    config,
    createCheckout,
    chargeSaved,
    refund,
    oauthOptions: () => (base ? { host: base.hostname } : {}),
  };
}
