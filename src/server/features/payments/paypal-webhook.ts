import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { providerPayments } from '../../db/schema/provider-payments';
import { AppError } from '../../http/errors';
import type { CaptureResult, PaypalPayments } from '../../integrations/payments/paypal';
import type { MerchantStatus, WebhookHeaders } from '../../integrations/payments/paypal-rest';
import { applyMerchantStatus } from '../payment-accounts/paypal-service';
import type { BookingDeps } from '../public-booking/booking-service';
import {
  applyOnce,
  paymentDeclined,
  paymentRefunded,
  paymentSucceeded,
  recordIds,
  type WebhookResult,
} from './payment-outcome';
import { INVALID_SIGNATURE } from './stripe-webhook';

// PayPal's webhooks (ADR 033). Every delivery is checked by PayPal itself
// (verify-webhook-signature with our webhook id) before anything is read; then it is applied once
// through payment-outcome.ts, as Stripe's are. Calls to PayPal that an event needs (capturing an
// approved order, reading a merchant's status) are made before the transaction and are
// idempotent, so no row lock is held while PayPal answers.

export type PaypalWebhookDeps = BookingDeps & { paypal: PaypalPayments };

type Resource = {
  id?: string;
  custom_id?: string;
  status?: string;
  merchant_id?: string;
  tracking_id?: string;
  purchase_units?: Array<{ custom_id?: string; reference_id?: string }>;
  links?: Array<{ rel?: string; href?: string }>;
};
type PaypalEvent = { id: string; event_type: string; create_time?: string; resource?: Resource };

const invalid = () => new AppError(400, 'invalid_signature', INVALID_SIGNATURE);

/** What the event's work outside the transaction found. */
type Prepared = { capture?: CaptureResult; merchant?: MerchantStatus | null };

async function prepare(deps: PaypalWebhookDeps, event: PaypalEvent): Promise<Prepared> {
  const resource = event.resource ?? {};
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const paymentId = resource.purchase_units?.[0]?.custom_id ?? resource.purchase_units?.[0]?.reference_id;
    const [row] = paymentId
      ? await deps.db.select().from(providerPayments).where(eq(providerPayments.id, paymentId))
      : [];
    // Only an open payment is captured; a replay after it settled needs no call.
    if (row?.status === 'open') return { capture: await deps.paypal.capture(row.id) };
  }
  if (event.event_type === 'MERCHANT.ONBOARDING.COMPLETED' && resource.tracking_id) {
    return {
      merchant: await deps.paypal.rest.merchantStatus(
        deps.paypal.config.partnerMerchantId,
        resource.tracking_id,
      ),
    };
  }
  return {};
}

/** Verifies and applies one delivery; a delivery PayPal does not vouch for is a 400, nothing read. */
export async function handlePaypalWebhook(
  deps: PaypalWebhookDeps,
  rawBody: string,
  header: (name: string) => string | undefined,
  now: number,
): Promise<WebhookResult> {
  const headers: WebhookHeaders = {
    authAlgo: header('paypal-auth-algo') ?? '',
    certUrl: header('paypal-cert-url') ?? '',
    transmissionId: header('paypal-transmission-id') ?? '',
    transmissionSig: header('paypal-transmission-sig') ?? '',
    transmissionTime: header('paypal-transmission-time') ?? '',
  };
  if (Object.values(headers).some((v) => !v)) throw invalid();
  let event: PaypalEvent;
  try {
    event = JSON.parse(rawBody) as PaypalEvent;
  } catch {
    throw invalid();
  }
  if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') throw invalid();
  if (!(await deps.paypal.rest.verifyWebhook(headers, rawBody))) throw invalid();
  const prepared = await prepare(deps, event);
  const created = Math.floor(Date.parse(event.create_time ?? '') / 1000);
  return applyOnce(
    deps,
    {
      provider: 'paypal',
      id: event.id,
      type: event.event_type,
      account: event.resource?.merchant_id ?? null,
      created: Number.isFinite(created) ? created : Math.floor(now / 1000),
    },
    now,
    (txDeps, tx) => applyEvent(txDeps, tx, event, prepared, now),
  );
}

/** A capture's outcome for our payment, from the capture call's answer or an event. */
export async function applyCapture(
  deps: BookingDeps,
  tx: Tx,
  paymentId: string,
  result: CaptureResult,
  now: number,
) {
  const ids = { paypalCaptureId: result.captureId };
  if (result.outcome === 'succeeded') return paymentSucceeded(deps, tx, paymentId, ids, now);
  if (result.outcome === 'declined') {
    await recordIds(tx, paymentId, ids);
    return paymentDeclined(deps, tx, paymentId, now);
  }
  await recordIds(tx, paymentId, ids);
}

/** Our payment a capture or refund names: its custom_id, else the capture it is about. */
async function paymentOf(tx: Tx, resource: Resource): Promise<string | null> {
  if (resource.custom_id) return resource.custom_id;
  const captureId =
    resource.links
      ?.find((l) => l.rel === 'up')
      ?.href?.split('/')
      .pop() ?? resource.id;
  if (!captureId) return null;
  const [row] = await tx
    .select({ id: providerPayments.id })
    .from(providerPayments)
    .where(eq(providerPayments.paypalCaptureId, captureId));
  return row?.id ?? null;
}

async function applyEvent(deps: BookingDeps, tx: Tx, event: PaypalEvent, prepared: Prepared, now: number) {
  const resource = event.resource ?? {};
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const paymentId = resource.purchase_units?.[0]?.custom_id;
      if (paymentId && prepared.capture) await applyCapture(deps, tx, paymentId, prepared.capture, now);
      return;
    }
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const paymentId = await paymentOf(tx, resource);
      if (paymentId)
        await paymentSucceeded(deps, tx, paymentId, { paypalCaptureId: resource.id ?? null }, now);
      return;
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const paymentId = await paymentOf(tx, resource);
      if (!paymentId) return;
      await recordIds(tx, paymentId, { paypalCaptureId: resource.id ?? null });
      await paymentDeclined(deps, tx, paymentId, now);
      return;
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const paymentId = await paymentOf(tx, resource);
      if (paymentId) await paymentRefunded(tx, [eq(providerPayments.id, paymentId)], now);
      return;
    }
    case 'MERCHANT.ONBOARDING.COMPLETED':
      if (resource.tracking_id)
        await applyMerchantStatus(tx, resource.tracking_id, prepared.merchant ?? null);
      return;
    case 'MERCHANT.PARTNER-CONSENT.REVOKED':
      // The expert took back our permission: PayPal can no longer be charged for them.
      if (resource.merchant_id) {
        await tx
          .update(paymentAccounts)
          .set({ paypalAccountVerified: false, updatedAt: new Date(now) })
          .where(eq(paymentAccounts.paypalMerchantId, resource.merchant_id));
      }
      return;
    default:
      return;
  }
}
