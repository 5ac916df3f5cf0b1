import { type DeliveredEvent, deliver, eventOf } from './events';
import { chargeIntent, newIntent } from './payment-intents';
import {
  type Answer,
  type FakeSession,
  newId,
  now,
  PLATFORM_ACCOUNT,
  publicOf,
  type StripeCall,
  type StripeState,
  stripeError,
} from './state';

// Checkout Sessions on the connected account, their hosted page (which pays and delivers the
// webhooks), and what the tests make a client do in it: pay or be declined.

/** POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id. */
export function handleCheckoutSessions(state: StripeState, call: StripeCall): Answer | undefined {
  const { method, path, account, params } = call;
  const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    // Without Stripe-Account the session is the platform's own sale (call credits, ADR 043).
    if (account !== null && !state.accounts.has(account))
      return stripeError(400, 'invalid_request_error', 'No such account');
    const on = account ?? PLATFORM_ACCOUNT;
    // biome-ignore lint/suspicious/noExplicitAny: form params as the SDK sent them
    const p = params as any;
    const item = p.line_items[0];
    // Stripe refuses a method the connected account has no active capability for.
    const capabilities = state.accounts.get(on)?.capabilities ?? {};
    const inactive = ((p.payment_method_types ?? []) as string[]).find(
      (type) => type !== 'card' && capabilities[`${type}_payments` as keyof typeof capabilities] !== 'active',
    );
    if (inactive) {
      return stripeError(
        400,
        'invalid_request_error',
        `The payment method type provided: ${inactive} is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
        { param: 'payment_method_types' },
      );
    }
    const sessionId = newId(state, 'cs_test');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${state.checkoutBase ?? state.url}/c/pay/${sessionId}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
      currency: item.price_data.currency,
      client_reference_id: p.client_reference_id ?? null,
      customer: null,
      customer_email: p.customer_email ?? null,
      payment_intent: null,
      metadata: p.metadata ?? {},
      success_url: p.success_url ?? null,
      cancel_url: p.cancel_url ?? null,
      created: now(),
      livemode: false,
      account: on,
      applicationFeeAmount:
        p.payment_intent_data?.application_fee_amount !== undefined
          ? Number(p.payment_intent_data.application_fee_amount)
          : null,
    };
    Object.assign(session, {
      payment_intent_data: p.payment_intent_data,
      customer_creation: p.customer_creation,
    });
    state.sessions.set(sessionId, session);
    state.names.set(sessionId, item.price_data.product_data?.name ?? '');
    return { status: 200, body: publicOf(session) };
  }
  if (method === 'GET' && sessionPath) {
    const found = state.sessions.get(sessionPath);
    return found && found.account === (account ?? PLATFORM_ACCOUNT)
      ? { status: 200, body: publicOf(found) }
      : stripeError(404, 'invalid_request_error', 'No such checkout.session');
  }
  return undefined;
}

/** What the session was created with, that Stripe uses when it is paid. */
function createdWith(session: FakeSession) {
  return session as FakeSession & {
    // biome-ignore lint/suspicious/noExplicitAny: form params as the SDK sent them
    payment_intent_data?: any;
    customer_creation?: string;
  };
}

function sessionOf(state: StripeState, sessionId: string): FakeSession {
  const session = state.sessions.get(sessionId);
  if (!session) throw new Error(`no fake session ${sessionId}`);
  return session;
}

/** The client paid the checkout: its checkout.session.completed and payment_intent.succeeded. */
export function paySession(
  state: StripeState,
  sessionId: string,
  created: number,
): { completed: DeliveredEvent; succeeded: DeliveredEvent; intentId: string } {
  const session = sessionOf(state, sessionId);
  const data = createdWith(session).payment_intent_data ?? {};
  const saving = data.setup_future_usage === 'off_session';
  const customer = saving || createdWith(session).customer_creation === 'always' ? newId(state, 'cus') : null;
  const intent = newIntent(state, session.account, {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    customer,
    application_fee_amount: session.applicationFeeAmount,
    description: data.description ?? null,
    metadata: data.metadata ?? {},
    setup_future_usage: saving ? 'off_session' : null,
    created,
  });
  intent.payment_method = newId(state, 'pm');
  chargeIntent(state, intent, session.account);
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = intent.id;
  session.customer = customer;
  return {
    intentId: intent.id,
    completed: eventOf(state, 'checkout.session.completed', publicOf(session), session.account, created),
    succeeded: eventOf(state, 'payment_intent.succeeded', publicOf(intent), session.account, created),
  };
}

/** The client's card was declined in the checkout: payment_intent.payment_failed. */
export function declineSession(state: StripeState, sessionId: string, created: number): DeliveredEvent {
  const session = sessionOf(state, sessionId);
  const data = createdWith(session).payment_intent_data ?? {};
  const intent = newIntent(state, session.account, {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    status: 'requires_payment_method',
    application_fee_amount: session.applicationFeeAmount,
    description: data.description ?? null,
    metadata: data.metadata ?? {},
    last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    created,
  });
  session.payment_intent = intent.id;
  return eventOf(state, 'payment_intent.payment_failed', publicOf(intent), session.account, created);
}

/** The hosted checkout page (GET /c/pay/<session>): the product, the amount and 'Pay'. */
export function checkoutPage(state: StripeState, path: string): string | null {
  const checkout = path.match(/^\/c\/pay\/([^/]+)$/)?.[1];
  const session = checkout ? state.sessions.get(checkout) : undefined;
  if (!session) return null;
  const amount = `${((session.amount_total ?? 0) / 100).toFixed(2)} ${(session.currency ?? '').toUpperCase()}`;
  return `<!doctype html><title>Stripe Checkout (fake)</title><h1>${state.names.get(session.id) ?? ''}</h1><p class="amount">${amount}</p><form method="post"><button type="submit">Pay</button></form>`;
}

/** The client paid in the hosted page: Stripe's two events, delivered in order; where to return. */
export async function payFromBrowser(state: StripeState, sessionId: string): Promise<string> {
  const webhook = state.webhook;
  if (!webhook) throw new Error('The fake Stripe has no webhook endpoint to tell');
  const session = sessionOf(state, sessionId);
  const paid = paySession(state, sessionId, now());
  await deliver(webhook, [paid.completed, paid.succeeded]);
  return session.success_url ?? '/';
}
