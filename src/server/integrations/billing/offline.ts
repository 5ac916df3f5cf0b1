import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../domain/billing/subscription-rules';
import { type BillingInterval, PLANS } from '../../../domain/plans/catalogue';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { offlineBillingObjects } from '../../db/schema/billing';
import { newId } from '../../ids';
import type {
  BillingAdapter,
  BillingEvent,
  Card,
  InvoiceSnapshot,
  PaymentAttempt,
  SubscriptionSnapshot,
} from './adapter';

// The offline billing adapter of a local install (issue 20, ADR 055): the same state machine as
// Stripe Billing, kept in offline_billing_objects, with Stripe's test cards deciding each charge
// (4242… pays, …0002 is declined, …3155 asks the bank to confirm, …0341 is accepted but every
// later charge fails). Each change sends the event Stripe would, through the same apply path as
// Stripe's webhooks. Production refuses it.

export const OFFLINE_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

export const OFFLINE_DECLINE_MESSAGE = 'Your card was declined.';
export const OFFLINE_INVOICE_PATH = '/billing/offline/invoices';

type Behaviour = 'succeeds' | 'declined' | 'authenticate' | 'failsLater';

type OfflineCard = {
  id: string;
  customerId: string | null;
  card: Card;
  behaviour: Behaviour;
  authenticated: boolean;
};
type OfflineCustomer = {
  id: string;
  userId: string;
  email: string;
  name: string;
  defaultPaymentMethod: string | null;
};
type OfflineSubscription = {
  id: string;
  customerId: string;
  userId: string;
  priceId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  latestInvoiceId: string | null;
  defaultPaymentMethod: string | null;
};
type OfflineInvoice = {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string;
  total: number;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: 'open' | 'paid' | 'void';
  billingReason: string;
  created: number;
  attemptCount: number;
  lines: Array<{ description: string; amount: number }>;
};

type Kinds = {
  card: OfflineCard;
  customer: OfflineCustomer;
  subscription: OfflineSubscription;
  invoice: OfflineInvoice;
};

const BRANDS: Array<[RegExp, string]> = [
  [/^4/, 'visa'],
  [/^5[1-5]/, 'mastercard'],
  [/^3[47]/, 'amex'],
];

function behaviourOf(number: string): Behaviour {
  if (number === OFFLINE_CARDS.declined) return 'declined';
  if (number === OFFLINE_CARDS.authenticate) return 'authenticate';
  if (number === OFFLINE_CARDS.failsLater) return 'failsLater';
  return 'succeeds';
}

/** The catalogue price an offline price id names (offline, provider ids are the catalogue's). */
function catalogPrice(priceId: string): { amount: number; currency: string; interval: BillingInterval } {
  for (const plan of Object.values(PLANS)) {
    const price = plan.prices.find((p) => p.id === priceId);
    if (price) return { amount: price.amount, currency: price.currency, interval: price.interval };
  }
  throw new Error(`No such price: ${priceId}`);
}

/** One calendar month or year after `seconds`, in UTC. */
function periodAfter(seconds: number, interval: BillingInterval): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export type OfflineBilling = BillingAdapter & {
  kind: 'offline';
  /** Where its events go: set once the app can apply them (boot.ts). */
  setEventSink(sink: (event: BillingEvent) => Promise<void>): void;
  /** Renews a subscription as its period ends (a local install's 'next month'), charging its card. */
  renew(subscriptionId: string): Promise<void>;
  invoice(id: string): Promise<OfflineInvoice | null>;
};

export function createOfflineBilling(options: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  env: string;
}): OfflineBilling {
  // Checked here too, not only in loadConfig: nothing in production can fake a subscription.
  if (options.env === 'production') throw new Error('The offline billing adapter is refused in production');
  const { db, clock, publicUrl } = options;
  let sink: ((event: BillingEvent) => Promise<void>) | null = null;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function get<K extends keyof Kinds>(kind: K, id: string): Promise<Kinds[K] | null> {
    const [row] = await db
      .select()
      .from(offlineBillingObjects)
      .where(and(eq(offlineBillingObjects.id, id), eq(offlineBillingObjects.kind, kind)));
    return (row?.data as Kinds[K] | undefined) ?? null;
  }
  async function must<K extends keyof Kinds>(kind: K, id: string): Promise<Kinds[K]> {
    const found = await get(kind, id);
    if (!found) throw new Error(`No such ${kind}: ${id}`);
    return found;
  }
  async function put<K extends keyof Kinds>(kind: K, value: Kinds[K]): Promise<void> {
    await db
      .insert(offlineBillingObjects)
      .values({ id: value.id, kind, data: value })
      .onConflictDoUpdate({ target: offlineBillingObjects.id, set: { data: sql`excluded.data` } });
  }

  function snapshot(sub: OfflineSubscription, invoice: OfflineInvoice | null): SubscriptionSnapshot {
    const price = catalogPrice(sub.priceId);
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status,
      priceId: sub.priceId,
      unitAmount: price.amount,
      currency: price.currency,
      interval: price.interval,
      intervalCount: 1,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      userId: sub.userId,
      latestInvoiceStatus: invoice?.status ?? null,
    };
  }
  const invoiceSnapshot = (invoice: OfflineInvoice): InvoiceSnapshot => ({
    id: invoice.id,
    customerId: invoice.customerId,
    subscriptionId: invoice.subscriptionId,
    amountDue: invoice.amountDue,
    currency: invoice.currency,
    billingReason: invoice.billingReason,
    attemptCount: invoice.attemptCount,
    nextPaymentAttempt: null,
    hostedUrl: null,
  });

  async function emit(event: Omit<BillingEvent, 'id' | 'created'> & Partial<Pick<BillingEvent, 'id'>>) {
    if (!sink) throw new Error('The offline billing adapter has nowhere to send its events');
    await sink({ ...event, id: `evt_off_${newId(20)}`, created: nowSeconds() } as BillingEvent);
  }
  async function subscriptionChanged(sub: OfflineSubscription, deleted = false) {
    const invoice = sub.latestInvoiceId ? await get('invoice', sub.latestInvoiceId) : null;
    await emit({
      type: deleted ? 'subscription.deleted' : 'subscription.updated',
      subscription: snapshot(sub, invoice),
    } as BillingEvent);
  }

  async function newInvoice(
    sub: OfflineSubscription,
    reason: string,
    lines: OfflineInvoice['lines'],
  ): Promise<OfflineInvoice> {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offlineBillingObjects)
      .where(eq(offlineBillingObjects.kind, 'invoice'));
    const invoice: OfflineInvoice = {
      id: `in_off_${newId(16)}`,
      number: `OFF-${String((count[0]?.n ?? 0) + 1).padStart(4, '0')}`,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      total,
      amountDue: Math.max(total, 0),
      amountPaid: 0,
      currency: catalogPrice(sub.priceId).currency,
      status: 'open',
      billingReason: reason,
      created: nowSeconds(),
      attemptCount: 0,
      lines,
    };
    await put('invoice', invoice);
    return invoice;
  }

  /** Charges the card for the open invoice, as Stripe would; 'first' charges may ask the bank. */
  async function charge(
    invoice: OfflineInvoice,
    cardId: string | null,
    first: boolean,
  ): Promise<PaymentAttempt> {
    invoice.attemptCount += 1;
    const card = cardId ? await get('card', cardId) : null;
    let attempt: PaymentAttempt;
    if (invoice.amountDue === 0) attempt = { outcome: 'paid' };
    else if (!card || card.behaviour === 'declined' || (card.behaviour === 'failsLater' && !first))
      attempt = { outcome: 'declined', message: OFFLINE_DECLINE_MESSAGE };
    else if (card.behaviour === 'authenticate' && !card.authenticated)
      attempt = { outcome: 'requires_action', invoiceId: invoice.id, clientSecret: null, confirmUrl: null };
    else attempt = { outcome: 'paid' };
    if (attempt.outcome === 'paid') {
      invoice.status = 'paid';
      invoice.amountPaid = invoice.amountDue;
    }
    await put('invoice', invoice);
    if (attempt.outcome === 'paid')
      await emit({ type: 'invoice.paid', invoice: invoiceSnapshot(invoice) } as BillingEvent);
    if (attempt.outcome === 'declined')
      await emit({ type: 'invoice.payment_failed', invoice: invoiceSnapshot(invoice) } as BillingEvent);
    return attempt;
  }

  /** After an invoice of the subscription was paid or not: its status as Stripe would set it. */
  async function settle(sub: OfflineSubscription, invoice: OfflineInvoice) {
    if (invoice.status === 'paid' && sub.status !== 'canceled') sub.status = 'active';
    else if (invoice.status === 'open' && sub.status === 'active') sub.status = 'past_due';
    await put('subscription', sub);
    await subscriptionChanged(sub);
  }

  async function attachCard(customerId: string, paymentMethodId: string): Promise<OfflineCard> {
    const card = await must('card', paymentMethodId);
    card.customerId = customerId;
    await put('card', card);
    const customer = await must('customer', customerId);
    customer.defaultPaymentMethod = paymentMethodId;
    await put('customer', customer);
    return card;
  }

  return {
    kind: 'offline',
    cardEntry: 'embedded',
    setEventSink(next) {
      sink = next;
    },
    async createCustomer({ userId, email, name }) {
      const id = `cus_off_${newId(16)}`;
      await put('customer', { id, userId, email, name, defaultPaymentMethod: null });
      return id;
    },
    async createCardPaymentMethod({ number, expMonth, expYear }) {
      const brand = BRANDS.find(([pattern]) => pattern.test(number))?.[1] ?? 'unknown';
      const card: OfflineCard = {
        id: `pm_off_${newId(16)}`,
        customerId: null,
        card: { brand, last4: number.slice(-4), expMonth, expYear },
        behaviour: behaviourOf(number),
        authenticated: false,
      };
      await put('card', card);
      return { id: card.id, card: card.card };
    },
    async subscribe({ customerId, userId, priceId, paymentMethodId }) {
      await attachCard(customerId, paymentMethodId);
      const price = catalogPrice(priceId);
      const start = nowSeconds();
      const sub: OfflineSubscription = {
        id: `sub_off_${newId(16)}`,
        customerId,
        userId,
        priceId,
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        currentPeriodStart: start,
        currentPeriodEnd: periodAfter(start, price.interval),
        latestInvoiceId: null,
        defaultPaymentMethod: paymentMethodId,
      };
      const plan = Object.values(PLANS).find((p) => p.prices.some((x) => x.id === priceId));
      const invoice = await newInvoice(sub, 'subscription_create', [
        {
          description: `${plan?.name ?? priceId} (${price.interval === 'year' ? 'yearly' : 'monthly'})`,
          amount: price.amount,
        },
      ]);
      sub.latestInvoiceId = invoice.id;
      await put('subscription', sub);
      await subscriptionChanged(sub);
      const payment = await charge(invoice, paymentMethodId, true);
      if (payment.outcome === 'paid') await settle(sub, invoice);
      return { subscription: snapshot(sub, invoice), payment };
    },
    async updatePaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      const card = await attachCard(customerId, paymentMethodId);
      if (!subscriptionId) return { card: card.card, payment: null };
      const sub = await must('subscription', subscriptionId);
      sub.defaultPaymentMethod = paymentMethodId;
      await put('subscription', sub);
      const invoice = sub.latestInvoiceId ? await get('invoice', sub.latestInvoiceId) : null;
      if (invoice?.status !== 'open') return { card: card.card, payment: null };
      const payment = await charge(invoice, paymentMethodId, true);
      if (payment.outcome === 'paid') await settle(sub, invoice);
      return { card: card.card, payment };
    },
    async confirmPayment({ invoiceId, approve }) {
      const invoice = await must('invoice', invoiceId);
      const sub = await must('subscription', invoice.subscriptionId);
      if (invoice.status !== 'open') return { outcome: 'paid' };
      const card = sub.defaultPaymentMethod ? await get('card', sub.defaultPaymentMethod) : null;
      if (!approve || !card) {
        await emit({ type: 'invoice.payment_failed', invoice: invoiceSnapshot(invoice) } as BillingEvent);
        return { outcome: 'declined', message: OFFLINE_DECLINE_MESSAGE };
      }
      card.authenticated = true;
      await put('card', card);
      const payment = await charge(invoice, card.id, true);
      if (payment.outcome === 'paid') await settle(sub, invoice);
      return payment;
    },
    async retrieveSubscription(subscriptionId) {
      const sub = await get('subscription', subscriptionId);
      if (!sub) return null;
      return snapshot(sub, sub.latestInvoiceId ? await get('invoice', sub.latestInvoiceId) : null);
    },
    async previewInvoice({ subscriptionId, priceId }) {
      const sub = await get('subscription', subscriptionId);
      if (!sub) return null;
      const current = catalogPrice(sub.priceId);
      if (!priceId) {
        return {
          amountDue: current.amount,
          currency: current.currency,
          nextPaymentAttempt: sub.currentPeriodEnd,
          periodEnd: periodAfter(sub.currentPeriodEnd, current.interval),
        };
      }
      const { lines } = proration(sub, priceId);
      return {
        amountDue: Math.max(
          0,
          lines.reduce((sum, line) => sum + line.amount, 0),
        ),
        currency: current.currency,
        nextPaymentAttempt: null,
        periodEnd: periodAfter(nowSeconds(), catalogPrice(priceId).interval),
      };
    },
    async changePrice({ subscriptionId, priceId }) {
      const sub = await get('subscription', subscriptionId);
      if (!sub) return null;
      const { lines } = proration(sub, priceId);
      const start = nowSeconds();
      sub.priceId = priceId;
      sub.currentPeriodStart = start;
      sub.currentPeriodEnd = periodAfter(start, catalogPrice(priceId).interval);
      const invoice = await newInvoice(sub, 'subscription_update', lines);
      sub.latestInvoiceId = invoice.id;
      await put('subscription', sub);
      await charge(invoice, sub.defaultPaymentMethod, false);
      await settle(sub, invoice);
      return snapshot(sub, invoice);
    },
    async cancel({ subscriptionId, immediately }) {
      const sub = await must('subscription', subscriptionId);
      if (immediately) sub.status = 'canceled';
      else sub.cancelAtPeriodEnd = true;
      await put('subscription', sub);
      await subscriptionChanged(sub, immediately);
      return snapshot(sub, sub.latestInvoiceId ? await get('invoice', sub.latestInvoiceId) : null);
    },
    async reactivate(subscriptionId) {
      const sub = await must('subscription', subscriptionId);
      sub.cancelAtPeriodEnd = false;
      await put('subscription', sub);
      await subscriptionChanged(sub);
      return snapshot(sub, sub.latestInvoiceId ? await get('invoice', sub.latestInvoiceId) : null);
    },
    async listInvoices(customerId) {
      const rows = await db
        .select()
        .from(offlineBillingObjects)
        .where(
          and(
            eq(offlineBillingObjects.kind, 'invoice'),
            sql`${offlineBillingObjects.data}->>'customerId' = ${customerId}`,
          ),
        );
      return rows
        .map((row) => row.data as OfflineInvoice)
        .sort((a, b) => b.created - a.created || b.number.localeCompare(a.number))
        .map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          created: invoice.created,
          total: invoice.total,
          amountPaid: invoice.amountPaid,
          currency: invoice.currency,
          status: invoice.status,
          pdfUrl: `${publicUrl}${OFFLINE_INVOICE_PATH}/${invoice.id}.pdf`,
        }));
    },
    async defaultCard(customerId) {
      const customer = await get('customer', customerId);
      const card = customer?.defaultPaymentMethod ? await get('card', customer.defaultPaymentMethod) : null;
      return card?.card ?? null;
    },
    async renew(subscriptionId) {
      const sub = await must('subscription', subscriptionId);
      if (sub.cancelAtPeriodEnd) {
        sub.status = 'canceled';
        await put('subscription', sub);
        await subscriptionChanged(sub, true);
        return;
      }
      const price = catalogPrice(sub.priceId);
      sub.currentPeriodStart = sub.currentPeriodEnd;
      sub.currentPeriodEnd = periodAfter(sub.currentPeriodEnd, price.interval);
      const invoice = await newInvoice(sub, 'subscription_cycle', [
        { description: 'Renewal', amount: price.amount },
      ]);
      sub.latestInvoiceId = invoice.id;
      await put('subscription', sub);
      await charge(invoice, sub.defaultPaymentMethod, false);
      await settle(sub, invoice);
    },
    invoice: (id) => get('invoice', id),
  };

  /** Stripe's proration when the interval changes: the new price from now, less the unused time. */
  function proration(sub: OfflineSubscription, priceId: string) {
    const current = catalogPrice(sub.priceId);
    const next = catalogPrice(priceId);
    const period = sub.currentPeriodEnd - sub.currentPeriodStart;
    const unused = Math.max(0, sub.currentPeriodEnd - nowSeconds());
    const credit = period > 0 ? Math.round((current.amount * unused) / period) : 0;
    return {
      lines: [
        { description: 'Unused time on the previous price', amount: -credit },
        { description: 'New price from today', amount: next.amount },
      ],
    };
  }
}
