import { z } from 'zod';
import { STATE_LABELS, stripeAccountState } from './stripe-account';

// spec (doc 2, §3): settings.payments.gateway.
export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'none'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

// spec (doc 2, §4): Payment status; issue 14: action needed when the account is missing or has
// requirements due, and 'Accepting payments' when charges are enabled.
export const PAYMENT_STATES = ['not_connected', 'action_needed', 'connected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** An expert's connected (not disconnected) provider account, as far as the status cares. */
export interface ConnectedAccount {
  provider: 'stripe' | 'paypal';
  /** Stripe: whether the account can take charges; null while nobody has asked Stripe. */
  chargesEnabled: boolean | null;
  /** Stripe: what Stripe still needs (its requirement names); empty for PayPal. */
  requirementsDue: readonly string[];
  /** PayPal: the return page verified the account. */
  paypalVerified: boolean;
}

export interface PaymentStatus {
  state: PaymentState;
  acceptingPayments: boolean;
}

/** The status the overview shows for the chosen gateway and the accounts connected. */
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

/** GET /api/payments/overview. */
export const paymentsOverviewView = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  status: z.object({ state: z.enum(PAYMENT_STATES), acceptingPayments: z.boolean() }),
  accounts: z.array(z.object({ provider: z.enum(['stripe', 'paypal']) })),
  /** This installation takes test payments through the offline sandbox checkout (ADR 023). */
  sandbox: z.boolean(),
  /** The booking page's currency; null before the page exists. */
  currency: z.string().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }),
});
export type PaymentsOverviewView = z.infer<typeof paymentsOverviewView>;
