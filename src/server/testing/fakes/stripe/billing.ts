import type Stripe from 'stripe';
import type { Behaviour, FakeCustomer, FakeInvoice, FakePrice, FakeSubscription } from './billing-state';
import { type DeliveredEvent, eventOf } from './events';
import {
  type Answer,
  listOf,
  newId,
  now,
  PLATFORM_ACCOUNT,
  type StripeCall,
  type StripeState,
  stripeError,
} from './state';

// Stripe Billing on the platform's own account (issue 20): customers, test payment methods,
// subscriptions whose first invoice is paid by invoices.pay, upcoming-invoice previews, prorated
// price changes, cancellation, and the events each change sends. Stripe's test PaymentMethods
// decide the charges: pm_card_visa pays, pm_card_chargeDeclined is declined,
// pm_card_authenticationRequired asks the bank (3-D Secure), pm_card_chargeCustomerFail attaches
// but every charge fails.

const TEST_METHODS: Record<string, { behaviour: Behaviour; last4: string; brand: string }> = {
  pm_card_visa: { behaviour: 'pays', last4: '4242', brand: 'visa' },
  pm_card_chargeDeclined: { behaviour: 'declined', last4: '0002', brand: 'visa' },
  pm_card_authenticationRequired: { behaviour: 'authenticate', last4: '3184', brand: 'visa' },
  pm_card_chargeCustomerFail: { behaviour: 'failsLater', last4: '0341', brand: 'visa' },
};

export function addPrice(state: StripeState, id: string, amount: number, interval: 'month' | 'year') {
  state.billing.prices.set(id, {
    id,
    object: 'price',
    unit_amount: amount,
    currency: 'usd',
    type: 'recurring',
    recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
  });
}

/** One calendar month or year after `seconds`, in UTC (Stripe's billing periods). */
function periodAfter(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

const expanded = (params: Record<string, unknown>) => (params.expand as string[] | undefined) ?? [];

function emit(state: StripeState, type: string, object: unknown, created = now()) {
  state.billing.events.push(eventOf(state, type, JSON.parse(JSON.stringify(object)), null, created));
}

function subscriptionBody(state: StripeState, sub: FakeSubscription, expand: string[]) {
  const latest =
    typeof sub.latest_invoice === 'string' ? state.billing.invoices.get(sub.latest_invoice) : null;
  return {
    ...sub,
    latest_invoice: expand.includes('latest_invoice') && latest ? latest : sub.latest_invoice,
  };
}

function newInvoice(
  state: StripeState,
  sub: FakeSubscription,
  reason: Stripe.Invoice.BillingReason,
  amount: number,
): FakeInvoice {
  const id = newId(state, 'in');
  const item = sub.items.data[0]!;
  const invoice: FakeInvoice = {
    id,
    object: 'invoice',
    customer: sub.customer as string,
    amount_due: Math.max(amount, 0),
    amount_paid: 0,
    amount_remaining: Math.max(amount, 0),
    total: amount,
    subtotal: amount,
    currency: item.price.currency,
    status: 'open',
    billing_reason: reason,
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    hosted_invoice_url: `${state.url}/i/${id}`,
    invoice_pdf: `${state.url}/i/${id}/pdf`,
    number: `FAKE-${String(state.billing.invoices.size + 1).padStart(4, '0')}`,
    created: now(),
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
    },
    livemode: false,
    confirmation_secret: null,
  };
  state.billing.invoices.set(id, invoice);
  sub.latest_invoice = id;
  return invoice;
}

type Charge = { ok: true } | { ok: false; answer: Answer };

/** Charges the invoice to the method; on success the invoice is paid and invoice.paid sent. */
function charge(state: StripeState, invoice: FakeInvoice, methodId: string | null, first: boolean): Charge {
  const method = methodId ? state.billing.methods.get(methodId) : undefined;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (invoice.amount_due > 0) {
    if (!method || method.behaviour === 'declined' || (method.behaviour === 'failsLater' && !first)) {
      invoice.next_payment_attempt = now() + 3 * 86400;
      emit(state, 'invoice.payment_failed', invoice);
      return {
        ok: false,
        answer: stripeError(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        }),
      };
    }
    if (method.behaviour === 'authenticate' && !method.authenticated) {
      invoice.confirmation_secret = { client_secret: `${invoice.id}_secret_fake`, type: 'payment_intent' };
      return {
        ok: false,
        answer: stripeError(
          400,
          'invalid_request_error',
          'This invoice requires a payment confirmation from the customer.',
          { code: 'invoice_payment_intent_requires_action' },
        ),
      };
    }
  }
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  emit(state, 'invoice.paid', invoice);
  return { ok: true };
}

/** After an invoice was paid or not: the subscription's status as Stripe sets it, and its event. */
function settle(state: StripeState, sub: FakeSubscription, invoice: FakeInvoice, created?: number) {
  const before = sub.status;
  if (invoice.status === 'paid' && sub.status !== 'canceled') sub.status = 'active';
  else if (invoice.status === 'open' && sub.status === 'active') sub.status = 'past_due';
  emit(state, 'customer.subscription.updated', subscriptionBody(state, sub, []), created);
  return before;
}

/** Stripe's proration when the interval changes: the new price from now, less the unused time. */
function prorated(sub: FakeSubscription, next: FakePrice, at: number): number {
  const item = sub.items.data[0]!;
  const period = item.current_period_end - item.current_period_start;
  const unused = Math.max(0, item.current_period_end - at);
  const credit = period > 0 ? Math.round(((item.price.unit_amount ?? 0) * unused) / period) : 0;
  return (next.unit_amount ?? 0) - credit;
}

function setPrice(sub: FakeSubscription, price: FakePrice, at: number) {
  const item = sub.items.data[0]!;
  item.price = price;
  item.current_period_start = at;
  item.current_period_end = periodAfter(at, price.recurring!.interval);
}

function makeSubscription(
  state: StripeState,
  customer: string,
  price: FakePrice,
  metadata: Stripe.Metadata,
  method: string | null,
): FakeSubscription {
  const id = newId(state, 'sub');
  const start = now();
  const sub: FakeSubscription = {
    id,
    object: 'subscription',
    customer,
    status: 'incomplete',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    currency: price.currency,
    metadata,
    default_payment_method: method,
    created: start,
    start_date: start,
    livemode: false,
    latest_invoice: null,
    items: { object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${id}`, data: [] },
  };
  sub.items.data.push({
    id: newId(state, 'si'),
    object: 'subscription_item',
    created: start,
    metadata: {},
    quantity: 1,
    subscription: id,
    current_period_start: start,
    current_period_end: periodAfter(start, price.recurring!.interval),
    price,
  });
  state.billing.subscriptions.set(id, sub);
  return sub;
}

/** The platform's Billing endpoints; undefined for any other request. */
export function handleBilling(state: StripeState, call: StripeCall): Answer | undefined {
  const { method, path, params, account } = call;
  const b = state.billing;
  // biome-ignore lint/suspicious/noExplicitAny: form params as the SDK sent them
  const p = params as any;
  if (account && account !== PLATFORM_ACCOUNT && /^\/v1\/(customers|subscriptions|invoices)/.test(path)) {
    return stripeError(400, 'invalid_request_error', 'Billing lives on the platform account in this fake');
  }
  if (method === 'POST' && path === '/v1/customers') {
    const customer: FakeCustomer = {
      id: newId(state, 'cus'),
      object: 'customer',
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
      created: now(),
      livemode: false,
      invoice_settings: {
        default_payment_method: null,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
    };
    b.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }
  const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/)?.[1];
  if (customerPath) {
    const customer = b.customers.get(customerPath);
    if (!customer) return stripeError(404, 'invalid_request_error', `No such customer: '${customerPath}'`);
    if (method === 'POST' && p.invoice_settings?.default_payment_method !== undefined) {
      customer.invoice_settings.default_payment_method = p.invoice_settings.default_payment_method || null;
    }
    const pm = customer.invoice_settings.default_payment_method;
    const expand = expanded(params).includes('invoice_settings.default_payment_method');
    return {
      status: 200,
      body: {
        ...customer,
        invoice_settings: {
          ...customer.invoice_settings,
          default_payment_method: expand && typeof pm === 'string' ? (b.methods.get(pm) ?? null) : pm,
        },
      },
    };
  }
  const attach = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)?.[1];
  if (method === 'POST' && attach) {
    if (!b.customers.has(p.customer))
      return stripeError(404, 'invalid_request_error', `No such customer: '${p.customer}'`);
    const test = TEST_METHODS[attach];
    const existing = b.methods.get(attach);
    if (!test && !existing)
      return stripeError(404, 'invalid_request_error', `No such PaymentMethod: '${attach}'`);
    // Attaching one of Stripe's test methods makes a new method of the customer's.
    const made = existing ?? {
      id: newId(state, 'pm'),
      object: 'payment_method' as const,
      type: 'card' as const,
      customer: null,
      created: now(),
      livemode: false,
      card: {
        brand: test!.brand,
        last4: test!.last4,
        exp_month: 12,
        exp_year: 2034,
        country: 'US',
        funding: 'credit',
      },
      behaviour: test!.behaviour,
      authenticated: false,
    };
    made.customer = p.customer;
    b.methods.set(made.id, made);
    const { behaviour: _b, authenticated: _a, ...body } = made;
    return { status: 200, body };
  }
  if (method === 'POST' && path === '/v1/checkout/sessions' && p.mode === 'setup') {
    if (!b.customers.has(p.customer))
      return stripeError(404, 'invalid_request_error', `No such customer: '${p.customer}'`);
    const id = newId(state, 'cs_test');
    const session = {
      id,
      object: 'checkout.session' as const,
      mode: 'setup' as const,
      status: 'open' as const,
      url: `${state.url}/c/setup/${id}`,
      customer: p.customer as string,
      // Stripe fills in the template with the session's id.
      success_url: String(p.success_url).replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: p.cancel_url as string,
      setup_intent: {
        id: newId(state, 'seti'),
        object: 'setup_intent' as const,
        status: 'requires_payment_method' as const,
        customer: p.customer as string,
        payment_method: null,
      },
    };
    b.setupSessions.set(id, session);
    return { status: 200, body: { ...session, setup_intent: session.setup_intent.id } };
  }
  const setupPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
  if (method === 'GET' && setupPath && b.setupSessions.has(setupPath)) {
    const session = b.setupSessions.get(setupPath)!;
    const expand = expanded(params).includes('setup_intent');
    return {
      status: 200,
      body: { ...session, setup_intent: expand ? session.setup_intent : session.setup_intent.id },
    };
  }
  if (method === 'POST' && path === '/v1/checkout/sessions' && p.mode === 'subscription') {
    const price = b.prices.get(p.line_items?.[0]?.price);
    if (!price)
      return stripeError(400, 'invalid_request_error', `No such price: '${p.line_items?.[0]?.price}'`);
    const id = newId(state, 'cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      url: `${state.url}/c/pay/${id}`,
      customer: p.customer,
      client_reference_id: p.client_reference_id ?? null,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      metadata: {},
      subscription: null,
    };
    state.subscriptionCheckouts.set(id, {
      session,
      price: price.id,
      metadata: p.subscription_data?.metadata ?? {},
    });
    return { status: 200, body: session };
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    const price = b.prices.get(p.items?.[0]?.price);
    if (!price) return stripeError(400, 'invalid_request_error', `No such price: '${p.items?.[0]?.price}'`);
    if (!b.customers.has(p.customer))
      return stripeError(404, 'invalid_request_error', `No such customer: '${p.customer}'`);
    const sub = makeSubscription(
      state,
      p.customer,
      price,
      p.metadata ?? {},
      p.default_payment_method ?? null,
    );
    newInvoice(state, sub, 'subscription_create', price.unit_amount ?? 0);
    emit(state, 'customer.subscription.created', subscriptionBody(state, sub, []));
    return { status: 200, body: subscriptionBody(state, sub, expanded(params)) };
  }
  const subPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];
  if (subPath) {
    const sub = b.subscriptions.get(subPath);
    if (!sub) return stripeError(404, 'invalid_request_error', `No such subscription: '${subPath}'`);
    if (method === 'GET') return { status: 200, body: subscriptionBody(state, sub, expanded(params)) };
    if (method === 'DELETE') {
      sub.status = 'canceled';
      sub.canceled_at = now();
      sub.ended_at = now();
      emit(state, 'customer.subscription.deleted', subscriptionBody(state, sub, []));
      return { status: 200, body: subscriptionBody(state, sub, expanded(params)) };
    }
    if (sub.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if (p.default_payment_method) sub.default_payment_method = p.default_payment_method;
    if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if (p.items?.[0]?.price) {
      const price = b.prices.get(p.items[0].price);
      if (!price) return stripeError(400, 'invalid_request_error', `No such price: '${p.items[0].price}'`);
      if (p.items[0].id !== sub.items.data[0]!.id)
        return stripeError(
          400,
          'invalid_request_error',
          'The subscription item does not belong to this subscription',
        );
      const at = now();
      const amount = prorated(sub, price, at);
      setPrice(sub, price, at);
      const invoice = newInvoice(state, sub, 'subscription_update', amount);
      // payment_behavior allow_incomplete: a failed charge leaves the change made and it past_due.
      charge(state, invoice, sub.default_payment_method as string | null, false);
      settle(state, sub, invoice);
      return { status: 200, body: subscriptionBody(state, sub, expanded(params)) };
    }
    emit(state, 'customer.subscription.updated', subscriptionBody(state, sub, []));
    return { status: 200, body: subscriptionBody(state, sub, expanded(params)) };
  }
  if (method === 'POST' && path === '/v1/invoices/create_preview') {
    const sub = b.subscriptions.get(p.subscription);
    if (!sub) return stripeError(404, 'invalid_request_error', `No such subscription: '${p.subscription}'`);
    if (b.emptyPreviews) return { status: 200, body: { object: 'invoice' } };
    const item = sub.items.data[0]!;
    const change = p.subscription_details?.items?.[0];
    const nextPrice = change?.price ? b.prices.get(change.price) : undefined;
    const amount = nextPrice ? prorated(sub, nextPrice, now()) : (item.price.unit_amount ?? 0);
    return {
      status: 200,
      body: {
        object: 'invoice',
        customer: sub.customer,
        amount_due: Math.max(amount, 0),
        total: amount,
        currency: item.price.currency,
        next_payment_attempt: nextPrice ? null : item.current_period_end,
        period_start: nextPrice ? now() : item.current_period_end,
        period_end: nextPrice
          ? periodAfter(now(), nextPrice.recurring!.interval)
          : periodAfter(item.current_period_end, item.price.recurring!.interval),
        status: 'draft',
      },
    };
  }
  const pay = path.match(/^\/v1\/invoices\/([^/]+)\/pay$/)?.[1];
  if (method === 'POST' && pay) {
    const invoice = b.invoices.get(pay);
    if (!invoice) return stripeError(404, 'invalid_request_error', `No such invoice: '${pay}'`);
    if (invoice.status === 'paid')
      return stripeError(400, 'invalid_request_error', 'Invoice is already paid');
    const sub = b.subscriptions.get(invoice.parent!.subscription_details!.subscription as string)!;
    const result = charge(
      state,
      invoice,
      p.payment_method ?? (sub.default_payment_method as string | null),
      true,
    );
    if (!result.ok) return result.answer;
    settle(state, sub, invoice);
    return { status: 200, body: invoice };
  }
  const invoicePath = path.match(/^\/v1\/invoices\/([^/]+)$/)?.[1];
  if (method === 'GET' && invoicePath) {
    const invoice = b.invoices.get(invoicePath);
    if (!invoice) return stripeError(404, 'invalid_request_error', `No such invoice: '${invoicePath}'`);
    const body = expanded(params).includes('confirmation_secret')
      ? invoice
      : { ...invoice, confirmation_secret: undefined };
    return { status: 200, body };
  }
  if (method === 'GET' && path === '/v1/invoices') {
    const list = [...b.invoices.values()].filter((i) => i.customer === p.customer).reverse();
    return { status: 200, body: listOf(list, params, path) };
  }
  return undefined;
}

/** Takes the events Stripe would have sent since the last call, in order. */
export function takeBillingEvents(state: StripeState): DeliveredEvent[] {
  return state.billing.events.splice(0);
}

/** The customer finished the 3-D Secure step in Stripe's page: the invoice is paid. */
export function confirmInvoice(state: StripeState, invoiceId: string): void {
  const invoice = state.billing.invoices.get(invoiceId);
  if (!invoice) throw new Error(`no fake invoice ${invoiceId}`);
  const sub = state.billing.subscriptions.get(invoice.parent!.subscription_details!.subscription as string)!;
  const method = state.billing.methods.get(sub.default_payment_method as string);
  if (method) method.authenticated = true;
  const result = charge(state, invoice, sub.default_payment_method as string | null, true);
  if (result.ok) settle(state, sub, invoice);
}

/** The period ended: Stripe renews it, charging the default method (subscription_cycle). */
export function renewSubscription(state: StripeState, subscriptionId: string): void {
  const sub = state.billing.subscriptions.get(subscriptionId);
  if (!sub) throw new Error(`no fake subscription ${subscriptionId}`);
  const item = sub.items.data[0]!;
  if (sub.cancel_at_period_end) {
    sub.status = 'canceled';
    sub.ended_at = item.current_period_end;
    emit(state, 'customer.subscription.deleted', subscriptionBody(state, sub, []));
    return;
  }
  item.current_period_start = item.current_period_end;
  item.current_period_end = periodAfter(item.current_period_end, item.price.recurring!.interval);
  const invoice = newInvoice(state, sub, 'subscription_cycle', item.price.unit_amount ?? 0);
  charge(state, invoice, sub.default_payment_method as string | null, false);
  settle(state, sub, invoice);
}

/** The customer paid in Checkout (mode subscription): the subscription exists, paid. */
export function completeSubscriptionCheckout(state: StripeState, sessionId: string): string {
  const checkout = state.subscriptionCheckouts.get(sessionId);
  if (!checkout) throw new Error(`no fake subscription checkout ${sessionId}`);
  const methodId = newId(state, 'pm');
  state.billing.methods.set(methodId, {
    id: methodId,
    object: 'payment_method',
    type: 'card',
    customer: checkout.session.customer,
    created: now(),
    livemode: false,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit' },
    behaviour: 'pays',
    authenticated: false,
  });
  const sub = makeSubscription(
    state,
    checkout.session.customer,
    state.billing.prices.get(checkout.price)!,
    checkout.metadata,
    methodId,
  );
  const invoice = newInvoice(state, sub, 'subscription_create', sub.items.data[0]!.price.unit_amount ?? 0);
  emit(state, 'customer.subscription.created', subscriptionBody(state, sub, []));
  charge(state, invoice, methodId, true);
  settle(state, sub, invoice);
  checkout.session.status = 'complete';
  checkout.session.subscription = sub.id;
  return sub.id;
}

/** The customer entered a card in Checkout (mode setup): it is attached and the session complete. */
export function completeSetupCheckout(
  state: StripeState,
  sessionId: string,
  testMethod = 'pm_card_visa',
): string {
  const session = state.billing.setupSessions.get(sessionId);
  const test = TEST_METHODS[testMethod];
  if (!session || !test) throw new Error(`no fake setup session ${sessionId} or test method ${testMethod}`);
  const id = newId(state, 'pm');
  state.billing.methods.set(id, {
    id,
    object: 'payment_method',
    type: 'card',
    customer: session.customer,
    created: now(),
    livemode: false,
    card: {
      brand: test.brand,
      last4: test.last4,
      exp_month: 12,
      exp_year: 2034,
      country: 'US',
      funding: 'credit',
    },
    behaviour: test.behaviour,
    authenticated: false,
  });
  session.status = 'complete';
  session.setup_intent.status = 'succeeded';
  session.setup_intent.payment_method = id;
  return session.success_url;
}
