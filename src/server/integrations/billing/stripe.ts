import Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../domain/billing/subscription-rules';
import type { BillingInterval } from '../../../domain/plans/catalogue';
import {
  type BillingAdapter,
  type BillingEvent,
  type Card,
  InvalidSignature,
  type InvoiceSnapshot,
  type PaymentAttempt,
  type SubscriptionSnapshot,
} from './adapter';

/** Stripe's default: a signature older than five minutes is refused (a replayed request). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

// Stripe Billing on the platform's own account (issue 20, ADR 055), with the official SDK. A
// subscription is created with its first invoice left incomplete, then the invoice is paid with
// the card, so paying it, its decline and its 3-D Secure step are the same calls as paying a
// failed renewal after a card change (invoices.pay). Plan changes prorate and invoice at once.

export const USER_ID_METADATA = 'slotwise_user_id';

export type StripeBillingConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the SDK talks to a local fake Stripe at this address. */
  apiBase: string | undefined;
};

export function createStripeBillingClient(
  config: Pick<StripeBillingConfig, 'secretKey' | 'apiBase'>,
): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Slotwise' },
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const latest = subscription.latest_invoice;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as SubscriptionStatus,
    priceId: item?.price.id ?? '',
    unitAmount: item?.price.unit_amount ?? null,
    currency: (item?.price.currency ?? subscription.currency).toUpperCase(),
    interval: (item?.price.recurring?.interval === 'year' ? 'year' : 'month') as BillingInterval,
    intervalCount: item?.price.recurring?.interval_count ?? 1,
    currentPeriodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata?.[USER_ID_METADATA] ?? null,
    latestInvoiceStatus: latest && typeof latest === 'object' ? latest.status : null,
  };
}

export function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    amountDue: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    billingReason: invoice.billing_reason,
    attemptCount: invoice.attempt_count,
    nextPaymentAttempt: invoice.next_payment_attempt,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The events billing acts on, in our words; null for any other. */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return {
        id: event.id,
        created: event.created,
        type: 'subscription.updated',
        subscription: subscriptionSnapshot(event.data.object),
      };
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        created: event.created,
        type: 'subscription.deleted',
        subscription: subscriptionSnapshot(event.data.object),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return {
        id: event.id,
        created: event.created,
        type: event.type,
        invoice: invoiceSnapshot(event.data.object),
      };
    default:
      return null;
  }
}

function cardOf(method: Stripe.PaymentMethod | null): Card | null {
  const card = method?.card;
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
    : null;
}

export function createStripeBilling(
  config: StripeBillingConfig,
): BillingAdapter & { stripe: Stripe; config: StripeBillingConfig } {
  const stripe = createStripeBillingClient(config);

  /** Pays the open invoice with the card: paid, declined, or waiting for the bank. */
  async function payInvoice(invoiceId: string, paymentMethodId: string): Promise<PaymentAttempt> {
    try {
      const paid = await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId });
      if (paid.status === 'paid') return { outcome: 'paid' };
      return { outcome: 'declined', message: 'Your card was declined.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return { outcome: 'declined', message: error.message || 'Your card was declined.' };
      }
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'invoice_payment_intent_requires_action'
      ) {
        const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['confirmation_secret'] });
        return {
          outcome: 'requires_action',
          invoiceId,
          clientSecret: invoice.confirmation_secret?.client_secret ?? null,
          confirmUrl: invoice.hosted_invoice_url ?? null,
        };
      }
      throw error;
    }
  }

  async function snapshotOf(subscriptionId: string) {
    return subscriptionSnapshot(
      await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }),
    );
  }

  return {
    kind: 'stripe',
    cardEntry: 'hosted',
    stripe,
    config,
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { [USER_ID_METADATA]: userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return customer.id;
    },
    async createCheckout({ customerId, userId, priceId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        subscription_data: { metadata: { [USER_ID_METADATA]: userId } },
        client_reference_id: userId,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
      return { url: session.url };
    },
    async createSetupCheckout({ customerId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customerId,
        currency: 'usd',
        payment_method_types: ['card'],
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
      return { url: session.url };
    },
    async setupPaymentMethod({ customerId, sessionId }) {
      const session = await stripe.checkout.sessions
        .retrieve(sessionId, { expand: ['setup_intent'] })
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
            return null;
          throw error;
        });
      // Another customer's session is not found, exactly like one that does not exist.
      if (session?.mode !== 'setup' || idOf(session.customer) !== customerId) return null;
      const intent = session.setup_intent;
      return intent && typeof intent === 'object' && intent.status === 'succeeded'
        ? idOf(intent.payment_method)
        : null;
    },
    async subscribe({ customerId, userId, priceId, paymentMethodId, idempotencyKey }) {
      // Attaching gives the customer's own method (a new id for one of Stripe's test tokens).
      const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      const created = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          default_payment_method: method.id,
          payment_behavior: 'default_incomplete',
          metadata: { [USER_ID_METADATA]: userId },
          expand: ['latest_invoice'],
        },
        { idempotencyKey: `subscribe:${idempotencyKey}` },
      );
      const invoiceId = idOf(created.latest_invoice);
      const payment: PaymentAttempt =
        invoiceId && created.status === 'incomplete'
          ? await payInvoice(invoiceId, method.id)
          : { outcome: 'paid' };
      return { subscription: await snapshotOf(created.id), payment };
    },
    async updatePaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      if (!subscriptionId) return { card: cardOf(method), payment: null };
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        default_payment_method: method.id,
        expand: ['latest_invoice'],
      });
      const latest = subscription.latest_invoice;
      const open = latest && typeof latest === 'object' && latest.status === 'open' ? latest.id : null;
      return {
        card: cardOf(method),
        payment: open ? await payInvoice(open, method.id) : null,
      };
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return await snapshotOf(subscriptionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async previewInvoice({ customerId, subscriptionId, priceId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) return null;
      const invoice = await stripe.invoices.createPreview({
        customer: customerId,
        subscription: subscriptionId,
        ...(priceId
          ? {
              subscription_details: {
                items: [{ id: item.id, price: priceId }],
                proration_behavior: 'always_invoice' as const,
              },
            }
          : {}),
      });
      // spec: an empty answer is reported as 'Response has no invoice data'.
      if (typeof invoice?.amount_due !== 'number') return null;
      return {
        amountDue: invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        nextPaymentAttempt: invoice.next_payment_attempt,
        periodEnd: invoice.period_end,
      };
    },
    async changePrice({ subscriptionId, priceId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) return null;
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice'],
      });
      return subscriptionSnapshot(updated);
    },
    async cancel({ subscriptionId, immediately }) {
      const result = immediately
        ? await stripe.subscriptions.cancel(subscriptionId)
        : await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return subscriptionSnapshot(result);
    },
    async reactivate(subscriptionId) {
      return subscriptionSnapshot(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
    },
    async listInvoices(customerId) {
      const page = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return page.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number,
        created: invoice.created,
        total: invoice.total,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        status: invoice.status,
        pdfUrl: invoice.invoice_pdf ?? null,
      }));
    },
    parseWebhook(rawBody, signature, nowMs) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          nowMs,
        );
      } catch {
        throw new InvalidSignature('Invalid signature');
      }
      return billingEventOf(event);
    },
    async defaultCard(customerId) {
      const customer = await stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      });
      if (customer.deleted) return null;
      const method = customer.invoice_settings.default_payment_method;
      return typeof method === 'object' ? cardOf(method) : null;
    },
  };
}
