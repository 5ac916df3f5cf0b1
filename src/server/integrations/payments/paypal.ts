import { createHash } from 'node:crypto';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { eq } from 'drizzle-orm';
import { paypalCanCharge, toPaypalValue } from '../../../domain/payments/paypal-amount';
import type { Db } from '../../db/client';
import { providerPayments } from '../../db/schema/provider-payments';
import { newId } from '../../ids';
import type { PaypalConfig } from '../../payments-config';
import { type Checkout, type CheckoutRequest, type PaymentAdapter, PaymentsUnavailable } from './adapter';
import { createPaypalRest, loopbackAgent, type PaypalRest } from './paypal-rest';

// PayPal (ADR 033): a checkout is an Orders v2 order (intent CAPTURE) paid to the expert's
// merchant id, the platform keeping its commission as a platform fee. The client approves it on
// PayPal; we capture it when they come back (or when CHECKOUT.ORDER.APPROVED arrives), and the
// capture's answer or PAYMENT.CAPTURE.* decides. Our payment id (ppl_…) is made first and rides
// as the order's reference_id and custom_id; every create carries a PayPal-Request-Id derived
// from it, so a retry gives the same order, capture or refund back.

export const PAYPAL_NO_SAVED_PAYMENT =
  "PayPal payments can't be charged automatically. Please pay this installment with the link in this email.";

export type CaptureResult =
  | { outcome: 'succeeded'; captureId: string }
  | { outcome: 'declined'; captureId: string | null }
  /** Not approved by the client yet, or PayPal is still deciding (a pending capture). */
  | { outcome: 'pending'; captureId: string | null };

export type PaypalPayments = PaymentAdapter & {
  kind: 'paypal';
  config: PaypalConfig;
  /** Partner Referrals, merchant status and the webhook postback, by fetch (not in the SDK). */
  rest: PaypalRest;
  /** Captures our payment's approved order; idempotent (the same request id, or already captured). */
  capture(paymentId: string): Promise<CaptureResult>;
};

const paymentIdFor = (idempotencyKey: string | undefined) =>
  idempotencyKey
    ? `ppl_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`
    : `ppl_${newId(24)}`;

/** PayPal-Auth-Assertion: acting for the expert's merchant account (an unsigned JWT by PayPal's rule). */
function authAssertion(clientId: string, merchantId: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ iss: clientId, payer_id: merchantId })}.`;
}

/** PayPal's error name (ORDER_ALREADY_CAPTURED, ORDER_NOT_APPROVED, …) from an SDK error. */
function issueOf(error: ApiError): string {
  try {
    const body = JSON.parse(String(error.body)) as { name?: string; details?: Array<{ issue?: string }> };
    return body.details?.[0]?.issue ?? body.name ?? '';
  } catch {
    return '';
  }
}

function captureOf(order: Order): CaptureResult {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id) return { outcome: 'pending', captureId: null };
  if (capture.status === 'COMPLETED') return { outcome: 'succeeded', captureId: capture.id };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    return { outcome: 'declined', captureId: capture.id };
  }
  return { outcome: 'pending', captureId: capture.id };
}

export function createPaypalClient(config: PaypalConfig): Client {
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    ...(config.apiBase ? { httpClientOptions: { httpsAgent: loopbackAgent(config.apiBase) } } : {}),
  });
}

export function createPaypalPayments(config: PaypalConfig, db: Db, publicUrl: string): PaypalPayments {
  const client = createPaypalClient(config);
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  async function createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const merchantId = request.payee?.paypalMerchantId;
    // No verified merchant, or an amount PayPal cannot take: this expert can't be paid here.
    if (!request.payee || !merchantId || !paypalCanCharge(request.amount, request.currency)) {
      throw new PaymentsUnavailable();
    }
    const paymentId = paymentIdFor(request.idempotencyKey);
    const money = (amount: number) => ({
      currencyCode: request.currency,
      value: toPaypalValue(amount, request.currency),
    });
    const fee = request.payee.applicationFeeAmount;
    const { result: order } = await orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: paymentId,
            customId: paymentId,
            description: request.description.slice(0, 127),
            amount: money(request.amount),
            payee: { merchantId },
            ...(fee > 0 ? { paymentInstruction: { platformFees: [{ amount: money(fee) }] } } : {}),
          },
        ],
        paymentSource: {
          paypal: {
            ...(request.customerEmail ? { emailAddress: request.customerEmail } : {}),
            experienceContext: {
              brandName: 'Slotwise',
              userAction: PaypalExperienceUserAction.PayNow,
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              returnUrl: `${publicUrl}/checkout/paypal-return/${paymentId}`,
              cancelUrl: `${publicUrl}/checkout/paypal-return/${paymentId}?cancelled`,
            },
          },
        },
      },
      paypalRequestId: `checkout:${paymentId}`,
      prefer: 'return=representation',
    });
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
    if (!order.id || !approve) throw new Error(`PayPal gave order ${order.id} no approve link`);
    await db
      .insert(providerPayments)
      .values({
        id: paymentId,
        provider: 'paypal',
        userId: request.payee.userId,
        paypalMerchantId: merchantId,
        paypalOrderId: order.id,
        amount: request.amount,
        currency: request.currency,
        applicationFeeAmount: fee,
        description: request.description,
        customerEmail: request.customerEmail ?? null,
      })
      .onConflictDoNothing({ target: providerPayments.id });
    return { paymentId, checkoutUrl: approve };
  }

  async function paymentRow(paymentId: string) {
    const [row] = await db.select().from(providerPayments).where(eq(providerPayments.id, paymentId));
    if (!row?.paypalOrderId) throw new Error(`No PayPal payment ${paymentId}`);
    return row;
  }

  async function capture(paymentId: string): Promise<CaptureResult> {
    const row = await paymentRow(paymentId);
    try {
      const { result } = await orders.captureOrder({
        id: row.paypalOrderId!,
        paypalRequestId: `capture:${paymentId}`,
        prefer: 'return=representation',
      });
      return captureOf(result);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const issue = issueOf(error);
      if (issue === 'ORDER_NOT_APPROVED') return { outcome: 'pending', captureId: null };
      if (issue !== 'ORDER_ALREADY_CAPTURED') throw error;
      // Captured before (another delivery, or the client's return): read what happened.
      return captureOf((await orders.getOrder({ id: row.paypalOrderId! })).result);
    }
  }

  async function refund(paymentId: string): Promise<void> {
    const row = await paymentRow(paymentId);
    if (row.status === 'refunded') return;
    const captureId = row.paypalCaptureId ?? (await capture(paymentId)).captureId;
    if (!captureId) throw new Error(`PayPal payment ${paymentId} has no capture to refund`);
    // The whole capture, given back by the expert's account, with the platform's fee.
    await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund:${paymentId}`,
      paypalAuthAssertion: authAssertion(config.clientId, row.paypalMerchantId!),
      body: {
        customId: paymentId,
        ...(row.applicationFeeAmount > 0
          ? {
              paymentInstruction: {
                platformFees: [
                  {
                    amount: {
                      currencyCode: row.currency,
                      value: toPaypalValue(row.applicationFeeAmount, row.currency),
                    },
                  },
                ],
              },
            }
          : {}),
      },
    });
  }

  return {
    kind: 'paypal',
    config,
    rest: createPaypalRest(config),
    createCheckout,
    // No vaulting here (ADR 033): a plan's later installments cannot be taken without the client,
    // so the sweep marks them failed and emails the client the installment's pay link (ADR 035).
    async chargeSaved() {
      return { outcome: 'declined', code: 'paypal_no_saved_payment', message: PAYPAL_NO_SAVED_PAYMENT };
    },
    refund,
    capture,
  };
}
