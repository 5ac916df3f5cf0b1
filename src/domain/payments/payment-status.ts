import { z } from 'zod';
import type { ConnectedAccount } from './gateway-rule';
import { STATE_LABELS, stripeAccountState } from './stripe-account';

// Defined with the gateway rule, which the checkout loads without any schema (ADR 034).
export type { ConnectedAccount, PaymentProvider } from './gateway-rule';

// spec (doc 2, §3): settings.payments.gateway.
export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'none'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

// spec (doc 2, §4): Payment status; issue 14: action needed when the account is missing or has
// requirements due, and 'Accepting payments' when charges are enabled.
export const PAYMENT_STATES = ['not_connected', 'action_needed', 'connected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentStatus {
  state: PaymentState;
  acceptingPayments: boolean;
}

/** The status the overview shows for the gateway in use (ADR 034) and the accounts connected. */
export function paymentStatus(gateway: PaymentGateway, accounts: readonly ConnectedAccount[]): PaymentStatus {
  if (gateway === 'none') return { state: 'not_connected', acceptingPayments: false };
  const account = accounts.find((a) => a.provider === gateway);
  // A Stripe account is ready by the accounts screen's rule, so the two never disagree.
  const ready =
    account &&
    (gateway === 'stripe'
      ? stripeAccountState({ ...account, chargesEnabled: account.chargesEnabled === true }) === 'connected'
      : account.paypalVerified);
  return ready
    ? { state: 'connected', acceptingPayments: true }
    : { state: 'action_needed', acceptingPayments: false };
}

/** The accounts screen's labels but 'Connected' (the overview shows 'Accepting payments' apart). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = { ...STATE_LABELS, connected: 'Connected' };

export const GATEWAY_LABELS: Record<PaymentGateway, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  none: 'None',
};

/** The gateway as the expert chose it; null before they choose (ADR 034). */
export const chosenGatewayLabel = (gateway: PaymentGateway | null) =>
  gateway ? GATEWAY_LABELS[gateway] : 'Not chosen';

/** GET /api/payments/overview. */
export const paymentsOverviewView = z.object({
  /** What the expert chose on /dashboard/payments/processing; null until they choose (ADR 034). */
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  /** The gateway in use: the choice, or before one, the connected account (Stripe first). */
  inUse: z.enum(PAYMENT_GATEWAYS),
  status: z.object({ state: z.enum(PAYMENT_STATES), acceptingPayments: z.boolean() }),
  accounts: z.array(z.object({ provider: z.enum(['stripe', 'paypal']) })),
  /** This installation takes test payments through the offline sandbox checkout (ADR 023). */
  sandbox: z.boolean(),
  /** The booking page takes paid bookings now; when false, clients can book free things only. */
  acceptsPayments: z.boolean(),
  /** The booking page's currency; null before the page exists. */
  currency: z.string().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }),
});
export type PaymentsOverviewView = z.infer<typeof paymentsOverviewView>;
