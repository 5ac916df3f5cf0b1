import type { AddressInfo } from 'node:net';
import { addStandardAccount, updateAccount } from './stripe/accounts';
import {
  addPrice,
  completeSetupCheckout,
  completeSubscriptionCheckout,
  confirmInvoice,
  renewSubscription,
  takeBillingEvents,
} from './stripe/billing';
import type { BillingState } from './stripe/billing-state';
import { declineSession, paySession } from './stripe/checkout-sessions';
import { type DeliveredEvent, signed } from './stripe/events';
import { addCharge, refundedEvent } from './stripe/payment-intents';
import { createStripeServer } from './stripe/server';
import {
  type Account,
  createStripeState,
  type FakeIntent,
  type FakeSession,
  type OffSessionFailure,
  type Refund,
  type StripeCall,
} from './stripe/state';

// A local stand-in for the parts of Stripe's API Slotwise calls (ADR 032), for the real SDK to
// talk to in tests (STRIPE_API_BASE=http://127.0.0.1:<port>). It reads form-encoded bodies as
// the SDK sends them, honours the Stripe-Account header (objects live on their connected
// account) and Idempotency-Key (the same key on the same account gives the first response back),
// and answers with objects typed by the SDK's own types, so the compiler holds their shapes to
// Stripe's. The tests drive what a client or Stripe would do (pay a checkout, update an account)
// and get back the events Stripe would send, which `signed` turns into a delivery carrying
// Stripe's real signature scheme. Its parts live in ./stripe: the state, the HTTP server, the
// events, and one module per resource (accounts, checkout sessions, payment intents, balance).

export type FakeStripe = {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  calls: StripeCall[];
  accounts: Map<string, Account>;
  sessions: Map<string, FakeSession>;
  intents: Map<string, FakeIntent>;
  refunds: Refund[];
  /** An OAuth code that links this existing Standard account. */
  addOauthCode(code: string, accountId: string): void;
  /** A Standard account that exists at Stripe already (linked by OAuth). */
  addStandardAccount(id: string, country?: string): Account;
  /** Stripe finished onboarding (or asks for more): the account.updated event it sends. */
  updateAccount(
    id: string,
    change: { chargesEnabled: boolean; currentlyDue?: string[] },
    created: number,
  ): DeliveredEvent;
  /** The client paid the checkout: its checkout.session.completed and payment_intent.succeeded. */
  pay(
    sessionId: string,
    created: number,
  ): { completed: DeliveredEvent; succeeded: DeliveredEvent; intentId: string };
  /** The client's card was declined in the checkout: payment_intent.payment_failed. */
  decline(sessionId: string, created: number): DeliveredEvent;
  /** Stripe's charge.refunded for a payment intent that was refunded. */
  refunded(intentId: string, created: number): DeliveredEvent;
  /** A card payment already made on the account (for the balance): its PaymentIntent id. */
  addCharge(accountId: string, amount: number, currency: string, description: string, fee: number): string;
  /** Off-session charges of this amount fail with this error code (e.g. authentication_required). */
  failOffSessionAmount(amount: number, code: OffSessionFailure): void;
  /**
   * Where Stripe sends webhooks: with it, the hosted checkout page (GET /c/pay/<session>) pays
   * on 'Pay', delivers checkout.session.completed then payment_intent.succeeded, signed, and
   * sends the browser to the session's success_url.
   */
  setWebhookEndpoint(url: string, secret: string): void;
  /** The request Stripe would send for the event, signed with `secret` at `timestamp` (seconds). */
  signed(event: DeliveredEvent, endpoint: string, secret: string, timestamp: number): Request;
  /** Stripe Billing (issue 20): customers, methods, subscriptions, invoices on the platform account. */
  billing: BillingState;
  /** A recurring USD price at Stripe. */
  addPrice(id: string, amount: number, interval: 'month' | 'year'): void;
  /** The Billing events Stripe would have sent since the last call, in order. */
  takeBillingEvents(): DeliveredEvent[];
  /** The customer confirmed the invoice's payment with their bank (3-D Secure). */
  confirmInvoice(invoiceId: string): void;
  /** The period ended: the renewal is charged to the default method. */
  renewSubscription(subscriptionId: string): void;
  /** The customer entered a card (one of Stripe's test methods) in Checkout mode setup: where it returns. */
  completeSetupCheckout(sessionId: string, testMethod?: string): string;
  /** The customer paid a Checkout Session in mode subscription: the new subscription's id. */
  completeSubscriptionCheckout(sessionId: string): string;
  close(): Promise<void>;
};

export async function startFakeStripe(options: { checkoutBase?: string } = {}): Promise<FakeStripe> {
  const state = createStripeState(options.checkoutBase);
  const server = createStripeServer(state);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.url,
    calls: state.calls,
    accounts: state.accounts,
    sessions: state.sessions,
    intents: state.intents,
    refunds: state.refunds,
    addOauthCode: (code, accountId) => {
      state.oauthCodes.set(code, accountId);
    },
    addStandardAccount: (accountId, country) => addStandardAccount(state, accountId, country),
    updateAccount: (accountId, change, created) => updateAccount(state, accountId, change, created),
    pay: (sessionId, created) => paySession(state, sessionId, created),
    decline: (sessionId, created) => declineSession(state, sessionId, created),
    refunded: (intentId, created) => refundedEvent(state, intentId, created),
    addCharge: (accountId, amount, currency, description, fee) =>
      addCharge(state, accountId, amount, currency, description, fee),
    failOffSessionAmount: (amount, code) => {
      state.offSessionFailures.set(amount, code);
    },
    signed,
    setWebhookEndpoint: (endpoint, secret) => {
      state.webhook = { url: endpoint, secret };
    },
    billing: state.billing,
    addPrice: (id, amount, interval) => addPrice(state, id, amount, interval),
    takeBillingEvents: () => takeBillingEvents(state),
    confirmInvoice: (invoiceId) => confirmInvoice(state, invoiceId),
    renewSubscription: (subscriptionId) => renewSubscription(state, subscriptionId),
    completeSetupCheckout: (sessionId, testMethod) => completeSetupCheckout(state, sessionId, testMethod),
    completeSubscriptionCheckout: (sessionId) => completeSubscriptionCheckout(state, sessionId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
