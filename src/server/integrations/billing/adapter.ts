import type { SubscriptionStatus } from '../../../domain/billing/subscription-rules';
import type { BillingInterval } from '../../../domain/plans/catalogue';

// The billing port (issue 20, ADR 055): Slotwise's own subscription with its experts, at Stripe
// Billing (stripe.ts) or the offline stand-in of a local install (offline.ts). Prices are the
// provider's ids (configuration maps our catalogue's price ids to them). Nothing here changes
// the expert's plan: the provider's events do (features/billing/apply-event.ts), exactly once.

/** A subscription as the provider reports it, in the words our rules need. */
export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The provider's price id of its one item. */
  priceId: string;
  unitAmount: number | null;
  currency: string;
  interval: BillingInterval;
  intervalCount: number;
  /** Seconds since the epoch. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Ours, set when it was created: whose subscription it is. */
  userId: string | null;
  /** The latest invoice's status (draft, open, paid, uncollectible, void). */
  latestInvoiceStatus: string | null;
};

export type InvoiceSnapshot = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountDue: number;
  currency: string;
  /** subscription_create, subscription_cycle (a renewal), subscription_update, … */
  billingReason: string | null;
  attemptCount: number;
  /** Seconds since the epoch, or null when Stripe will not retry. */
  nextPaymentAttempt: number | null;
  hostedUrl: string | null;
};

/** An event the provider sends, already verified, in our words. */
export type BillingEvent =
  | {
      id: string;
      created: number;
      type: 'subscription.updated' | 'subscription.deleted';
      subscription: SubscriptionSnapshot;
    }
  | {
      id: string;
      created: number;
      type: 'invoice.paid' | 'invoice.payment_failed';
      invoice: InvoiceSnapshot;
    };

export type Card = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * Paying an invoice now (the first one, or a failed one after a card change): paid, declined
 * (the card was refused), or waiting for the bank's confirmation (3-D Secure).
 */
export type PaymentAttempt =
  | { outcome: 'paid' }
  | { outcome: 'declined'; message: string }
  | {
      outcome: 'requires_action';
      invoiceId: string;
      /** For Stripe.js (confirmCardPayment); none offline. */
      clientSecret: string | null;
      /** Stripe's own page to confirm on; the offline adapter confirms through `confirmPayment`. */
      confirmUrl: string | null;
    };

export type InvoiceRow = {
  id: string;
  number: string | null;
  created: number;
  total: number;
  amountPaid: number;
  currency: string;
  status: string | null;
  pdfUrl: string | null;
};

export type UpcomingInvoice = {
  amountDue: number;
  currency: string;
  nextPaymentAttempt: number | null;
  periodEnd: number;
};

export class InvalidSignature extends Error {}

export type BillingAdapter = {
  kind: 'stripe' | 'offline';
  /** Whether the browser enters cards in our form (offline) or on the provider's page (Stripe Checkout). */
  cardEntry: 'embedded' | 'hosted';
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** The offline adapter's stand-in for Stripe.js createPaymentMethod; Stripe refuses (cards never reach us). */
  createCardPaymentMethod?(input: {
    number: string;
    expMonth: number;
    expYear: number;
  }): Promise<{ id: string; card: Card }>;
  /** Hosted checkout for a new subscription (Stripe Checkout, mode subscription). */
  createCheckout?(input: {
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** Hosted card entry for a new default card (Stripe Checkout, mode setup). */
  createSetupCheckout?(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** The card a completed setup checkout saved, if that session is the customer's: its payment method id. */
  setupPaymentMethod?(input: { customerId: string; sessionId: string }): Promise<string | null>;
  /** Attaches the card, makes it the default, and creates the subscription, paying its first invoice. */
  subscribe(input: {
    customerId: string;
    userId: string;
    priceId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<{ subscription: SubscriptionSnapshot; payment: PaymentAttempt }>;
  /** Makes the card the default of the customer and the subscription; pays an open invoice with it. */
  updatePaymentMethod(input: {
    customerId: string;
    subscriptionId: string | null;
    paymentMethodId: string;
  }): Promise<{ card: Card | null; payment: PaymentAttempt | null }>;
  /** The bank's answer to a 3-D Secure confirmation (offline only; Stripe.js does it with Stripe). */
  confirmPayment?(input: { invoiceId: string; approve: boolean }): Promise<PaymentAttempt>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** The invoice that switching to `priceId` now would make (prorated), or the next renewal's. */
  previewInvoice(input: {
    customerId: string;
    subscriptionId: string;
    priceId?: string;
  }): Promise<UpcomingInvoice | null>;
  /** Switches the price now with proration, invoicing the difference at once. */
  changePrice(input: { subscriptionId: string; priceId: string }): Promise<SubscriptionSnapshot | null>;
  cancel(input: { subscriptionId: string; immediately: boolean }): Promise<SubscriptionSnapshot>;
  reactivate(subscriptionId: string): Promise<SubscriptionSnapshot>;
  listInvoices(customerId: string): Promise<InvoiceRow[]>;
  /**
   * Stripe's signed webhook: the event in our words, null for one billing ignores; throws
   * InvalidSignature for a forged, tampered or stale delivery. The offline adapter has none.
   */
  parseWebhook?(rawBody: string, signature: string | undefined, nowMs: number): BillingEvent | null;
  defaultCard(customerId: string): Promise<Card | null>;
};
