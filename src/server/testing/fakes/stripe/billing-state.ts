import type Stripe from 'stripe';

// What the fake Stripe holds for Billing (issue 20), typed by the SDK's own types: its own module so
// the state does not import the handlers.

export type FakePrice = Pick<
  Stripe.Price,
  'id' | 'object' | 'unit_amount' | 'currency' | 'type' | 'recurring'
>;
export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'current_period_start'
  | 'current_period_end'
  | 'quantity'
  | 'subscription'
  | 'created'
  | 'metadata'
> & { price: FakePrice };
export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'customer'
  | 'status'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'currency'
  | 'metadata'
  | 'default_payment_method'
  | 'created'
  | 'livemode'
  | 'start_date'
> & {
  latest_invoice: string | FakeInvoice | null;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: boolean; url: string };
};
export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'object'
  | 'customer'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'total'
  | 'subtotal'
  | 'currency'
  | 'status'
  | 'billing_reason'
  | 'attempt_count'
  | 'attempted'
  | 'next_payment_attempt'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'number'
  | 'created'
  | 'period_start'
  | 'period_end'
  | 'parent'
  | 'livemode'
  | 'confirmation_secret'
> & { id: string };
export type FakePaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'type' | 'customer' | 'created' | 'livemode'
> & {
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'country' | 'funding'>;
};
export type FakeCustomer = Pick<
  Stripe.Customer,
  'id' | 'object' | 'email' | 'name' | 'metadata' | 'created' | 'livemode'
> & {
  invoice_settings: {
    default_payment_method: string | FakePaymentMethod | null;
    custom_fields: null;
    footer: null;
    rendering_options: null;
  };
};

export type Behaviour = 'pays' | 'declined' | 'authenticate' | 'failsLater';

/** An event as Stripe sends it (the shape of events.ts's DeliveredEvent). */
export type QueuedEvent = Pick<
  Stripe.Event,
  | 'id'
  | 'object'
  | 'type'
  | 'created'
  | 'account'
  | 'api_version'
  | 'livemode'
  | 'pending_webhooks'
  | 'request'
> & { data: { object: unknown } };

export type BillingState = {
  prices: Map<string, FakePrice>;
  customers: Map<string, FakeCustomer>;
  methods: Map<string, FakePaymentMethod & { behaviour: Behaviour; authenticated: boolean }>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** Events Stripe would send, until a test takes them. */
  events: QueuedEvent[];
  /** Preview answers that come back empty (to test 'Response has no invoice data'). */
  emptyPreviews: boolean;
  /** Checkout Sessions in mode setup (a new card), with the SetupIntent once completed. */
  setupSessions: Map<
    string,
    {
      id: string;
      object: 'checkout.session';
      mode: 'setup';
      status: 'open' | 'complete';
      url: string;
      customer: string;
      success_url: string;
      cancel_url: string;
      setup_intent: Pick<Stripe.SetupIntent, 'id' | 'object' | 'status' | 'customer'> & {
        payment_method: string | null;
      };
    }
  >;
};

export const createBillingState = (): BillingState => ({
  prices: new Map(),
  customers: new Map(),
  methods: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
  events: [],
  emptyPreviews: false,
  setupSessions: new Map(),
});
