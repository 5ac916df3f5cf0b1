import { z } from 'zod';

// spec doc 2 §4 (Payment status), §6 (card provider rules), §8 (card provider errors), §9 (payouts).

export const NO_STRIPE_ACCOUNT = 'No Stripe account connected';
export const STANDARD_BALANCE_UNAVAILABLE = 'Cannot show the balance for a standard Stripe account';
export const MANUAL_PAYOUTS =
  'Your payouts follow a custom agreement. Please contact us to see your balance.';
export const STRIPE_NOT_CONFIGURED = 'Card payments are not set up on this Slotwise installation.';
export const STRIPE_UNAVAILABLE_IN_COUNTRY = 'Stripe is not available in your country yet.';
export const STRIPE_ALREADY_CONNECTED = 'A Stripe account is already connected.';
export const STRIPE_OAUTH_UNAVAILABLE =
  'Linking an existing Stripe account is not set up on this installation.';
export const STRIPE_OAUTH_INVALID = 'Cannot verify your Stripe account connection. Please try again.';
export const STRIPE_PAYOUT_SCHEDULE = 'Daily, after a hold of 2 to 14 business days';

/**
 * Countries where Stripe Connect accounts can be opened (Stripe's list of supported countries
 * for Express accounts). Availability on the accounts screen depends on the expert's country.
 */
export const STRIPE_COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'TH',
  'US',
] as const;

/** Unknown country: offered (Stripe asks for it while onboarding). */
export const stripeAvailableIn = (country: string | null | undefined) =>
  !country || (STRIPE_COUNTRIES as readonly string[]).includes(country.toUpperCase());

export const STRIPE_ACCOUNT_STATES = ['not_connected', 'action_needed', 'connected'] as const;
export type StripeAccountState = (typeof STRIPE_ACCOUNT_STATES)[number];

/**
 * Payment status: not connected; action needed (requirements due or charges off); connected. The
 * one rule for whether a Stripe account is ready: the overview's paymentStatus uses it too.
 */
export function stripeAccountState(
  account: { chargesEnabled: boolean; requirementsDue: readonly string[] } | null,
): StripeAccountState {
  if (!account) return 'not_connected';
  if (!account.chargesEnabled || account.requirementsDue.length > 0) return 'action_needed';
  return 'connected';
}

export const stripeAccountView = z.object({
  id: z.string(),
  stripeAccountId: z.string(),
  accountType: z.enum(['standard', 'express', 'custom']),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  requirementsDue: z.array(z.string()),
  payoutGateway: z.enum(['stripe', 'manual']).nullable(),
});
export type StripeAccountView = z.infer<typeof stripeAccountView>;

export const paymentAccountsView = z.object({
  /** Whether this installation takes card payments through Stripe. */
  stripeEnabled: z.boolean(),
  /** Whether the expert's country can open a Stripe account. */
  stripeAvailable: z.boolean(),
  /** Whether an existing Standard account can be linked (OAuth). */
  stripeOauthAvailable: z.boolean(),
  state: z.enum(STRIPE_ACCOUNT_STATES),
  /** 'Accepting payments' when connected with charges enabled. */
  label: z.string(),
  stripe: stripeAccountView.nullable(),
});
export type PaymentAccountsView = z.infer<typeof paymentAccountsView>;

export const STATE_LABELS: Record<StripeAccountState, string> = {
  not_connected: 'Not connected',
  action_needed: 'Action needed',
  connected: 'Accepting payments',
};

export const urlView = z.object({ url: z.string() });

export const stripeOauthInput = z.object({
  code: z.string().trim().min(1, 'Required').max(500),
  state: z.string().trim().min(1, 'Required').max(1000),
});
export type StripeOauthInput = z.infer<typeof stripeOauthInput>;

export const balanceQuery = z.object({
  transactionsAfter: z.string().max(200).optional(),
  paymentIntentsAfter: z.string().max(200).optional(),
});

const amountView = z.object({ amount: z.number().int(), currency: z.string() });

export const balanceView = z.object({
  available: z.array(amountView),
  pending: z.array(amountView),
  payoutSchedule: z.string(),
  transactions: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        amount: z.number().int(),
        net: z.number().int(),
        fee: z.number().int(),
        currency: z.string(),
        description: z.string().nullable(),
        availableOn: z.string(),
        created: z.string(),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
  paymentIntents: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        status: z.string(),
        description: z.string().nullable(),
        created: z.string(),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
});
export type BalanceView = z.infer<typeof balanceView>;

const REQUIREMENT_WORDS: Array<[RegExp, string]> = [
  [/^external_account$/, 'A bank account for your payouts'],
  [/^tos_acceptance\./, "Accepting Stripe's terms of service"],
  [/^business_profile\./, 'Your business details'],
  [/^(individual|representative|owners|directors|executives|person_[^.]+)\./, 'Your personal details'],
  [/^company\./, 'Your company details'],
];

/** What Stripe still needs (its requirement names), in words, each once. */
export function requirementsInWords(due: readonly string[]): string[] {
  const words = due.map(
    (name) =>
      REQUIREMENT_WORDS.find(([pattern]) => pattern.test(name))?.[1] ??
      name.replaceAll('_', ' ').replaceAll('.', ': '),
  );
  return [...new Set(words)];
}
