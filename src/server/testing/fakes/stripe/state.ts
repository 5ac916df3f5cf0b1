import type Stripe from 'stripe';
import { type BillingState, createBillingState } from './billing-state';

// What the fake Stripe holds, and the small helpers every resource handler shares. The objects
// are typed by the SDK's own types, so the compiler holds their shapes to Stripe's.

export type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'url'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'amount_total'
  | 'currency'
  | 'client_reference_id'
  | 'customer'
  | 'customer_email'
  | 'payment_intent'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'created'
  | 'livemode'
>;
export type Intent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'customer'
  | 'payment_method'
  | 'application_fee_amount'
  | 'description'
  | 'metadata'
  | 'setup_future_usage'
  | 'latest_charge'
  | 'last_payment_error'
  | 'created'
  | 'livemode'
>;
export type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_refunded'
  | 'currency'
  | 'payment_intent'
  | 'refunded'
  | 'metadata'
  | 'created'
>;
export type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status' | 'metadata'
>;
export type Account = Pick<
  Stripe.Account,
  | 'id'
  | 'object'
  | 'type'
  | 'country'
  | 'email'
  | 'charges_enabled'
  | 'details_submitted'
  | 'requirements'
  | 'metadata'
  | 'capabilities'
>;
export type BalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'type'
  | 'amount'
  | 'net'
  | 'fee'
  | 'currency'
  | 'description'
  | 'available_on'
  | 'created'
>;

/** The platform's own account (requests without Stripe-Account; its events carry no account). */
export const PLATFORM_ACCOUNT = '';

/** Objects that live on a connected account carry it (the Stripe-Account they were made with). */
export type OnAccount = { account: string };
export type FakeSession = Session & OnAccount & { applicationFeeAmount: number | null };
export type FakeIntent = Intent & OnAccount;
export type FakeCharge = Charge & OnAccount;

export type StripeCall = {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
};

export type Answer = { status: number; body: unknown };

export type OffSessionFailure = 'card_declined' | 'authentication_required';

export type StripeState = {
  /** http://127.0.0.1:<port>, known once the server listens. */
  url: string;
  /** Where Checkout Sessions send the browser, when not the fake itself. */
  checkoutBase: string | undefined;
  calls: StripeCall[];
  accounts: Map<string, Account>;
  sessions: Map<string, FakeSession>;
  intents: Map<string, FakeIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Refund[];
  transactions: Map<string, BalanceTransaction[]>;
  oauthCodes: Map<string, string>;
  /** Where each account's onboarding returns to (its latest Account Link's return_url). */
  returnUrls: Map<string, string>;
  /** Each checkout session's product name, for the hosted page. */
  names: Map<string, string>;
  offSessionFailures: Map<number, OffSessionFailure>;
  webhook: { url: string; secret: string } | null;
  /** The last id number handed out (also the request-id of the latest answer). */
  counter: number;
  eventCounter: number;
  /** Stripe Billing on the platform account (issue 20). */
  billing: BillingState;
  /** Checkout Sessions in mode subscription: what paying them subscribes to. */
  subscriptionCheckouts: Map<
    string,
    {
      session: { customer: string; status: string; subscription: string | null } & Record<string, unknown>;
      price: string;
      metadata: Stripe.Metadata;
    }
  >;
};

export function createStripeState(checkoutBase: string | undefined): StripeState {
  return {
    url: '',
    checkoutBase,
    calls: [],
    accounts: new Map(),
    sessions: new Map(),
    intents: new Map(),
    charges: new Map(),
    refunds: [],
    transactions: new Map(),
    oauthCodes: new Map(),
    returnUrls: new Map(),
    names: new Map(),
    offSessionFailures: new Map(),
    webhook: null,
    counter: 0,
    eventCounter: 0,
    billing: createBillingState(),
    subscriptionCheckouts: new Map(),
  };
}

export const newId = (state: StripeState, prefix: string) =>
  `${prefix}_fake${(++state.counter).toString().padStart(8, '0')}`;

export const now = () => Math.floor(Date.now() / 1000);

export const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
});

/** The object as Stripe shows it: without the account it lives on. */
export const publicOf = <T extends OnAccount>(value: T) => {
  const { account: _account, ...rest } = value;
  return rest;
};

/** A page of a list, as Stripe's list endpoints answer (limit, starting_after). */
export const listOf = <T extends { id: string }>(
  items: T[],
  params: Record<string, unknown>,
  path: string,
) => {
  const limit = Number(params.limit ?? 10);
  const after = params.starting_after as string | undefined;
  const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
  const page = items.slice(start, start + limit);
  return { object: 'list', url: path, has_more: start + limit < items.length, data: page };
};
