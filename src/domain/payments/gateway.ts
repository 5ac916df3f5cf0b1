import { z } from 'zod';
import {
  GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type PaymentProvider,
} from './payment-status';

// spec (doc 2, §3): settings.payments.gateway is stripe, paypal or none, chosen on
// /dashboard/payments/processing. Issue 14: with none, paid services can't be booked. The rule
// itself is in gateway-rule.ts (ADR 034); here the choice's schema, messages and words.

export const GATEWAY_MESSAGES = {
  choose: 'Please choose a payment gateway',
  stripeNeeded: 'Connect a Stripe account in Payment accounts before choosing Stripe.',
  paypalNeeded: 'Connect a PayPal account in Payment accounts before choosing PayPal.',
  saved: 'Payment gateway saved',
  loadFailed: 'Failed to load the payment gateway',
} as const;

/** PUT /api/payments/gateway, and the form on /dashboard/payments/processing. */
export const gatewayInput = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS, { error: () => GATEWAY_MESSAGES.choose }),
});
export type GatewayInput = z.infer<typeof gatewayInput>;

/**
 * Whether the expert may choose `gateway`: none always; a provider when its account is connected
 * (not disconnected), or when the installation's sandbox stands in for it. The 409's words
 * otherwise, else null.
 */
export function gatewayRefusal(
  gateway: PaymentGateway,
  options: { connected: Readonly<Record<PaymentProvider, boolean>>; sandbox: boolean },
): string | null {
  if (gateway === 'none' || options.sandbox || options.connected[gateway]) return null;
  return gateway === 'stripe' ? GATEWAY_MESSAGES.stripeNeeded : GATEWAY_MESSAGES.paypalNeeded;
}

/** GET and PUT /api/payments/gateway. */
export const gatewayView = z.object({
  /** What the expert chose; null until they choose. */
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  /** The gateway in use (effectiveGateway, gateway-rule.ts). */
  inUse: z.enum(PAYMENT_GATEWAYS),
  /** Whether each provider has a connected (not disconnected) account. */
  connected: z.object({ stripe: z.boolean(), paypal: z.boolean() }),
  /** This installation's sandbox checkout stands in for every provider (ADR 023, 034). */
  sandbox: z.boolean(),
  /** The booking page takes paid bookings now (chargeThrough is not null). */
  acceptsPayments: z.boolean(),
});
export type GatewayView = z.infer<typeof gatewayView>;

const FREE_STILL = 'Free sessions can still be booked.';

/** What the gateway means for the booking page, in the dashboard's words (overview, processing). */
export function bookingPageEffect(
  view: Pick<GatewayView, 'gateway' | 'inUse' | 'sandbox' | 'acceptsPayments'>,
): string {
  if (view.gateway === 'none')
    return `None: paid sessions can't be booked on your booking page. ${FREE_STILL}`;
  if (view.acceptsPayments) {
    // A sandbox installation says so beside this line (the status card's sandbox note).
    return view.sandbox
      ? 'Paid sessions can be booked on your booking page.'
      : `Paid sessions can be booked on your booking page; clients pay through ${GATEWAY_LABELS[view.inUse]}.`;
  }
  if (view.inUse === 'none') {
    return `Paid sessions can't be booked on your booking page until you connect a payment account. ${FREE_STILL}`;
  }
  return `Paid sessions can't be booked on your booking page until your ${GATEWAY_LABELS[view.inUse]} account can take payments. ${FREE_STILL}`;
}
