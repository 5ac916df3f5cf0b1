import type Stripe from 'stripe';
import { addTransaction } from './balance';
import { type DeliveredEvent, eventOf } from './events';
import {
  type Answer,
  type FakeCharge,
  type FakeIntent,
  type Intent,
  listOf,
  newId,
  now,
  publicOf,
  type Refund,
  type StripeCall,
  type StripeState,
  stripeError,
} from './state';

// PaymentIntents (direct charges on the connected account, off-session ones too), their charges
// and refunds, and the balance transactions each leaves.

/** A PaymentIntent on the account, stored, with Stripe's defaults for what `fields` leaves out. */
export function newIntent(
  state: StripeState,
  account: string,
  fields: Pick<Intent, 'amount' | 'currency' | 'created'> & Partial<Intent>,
): FakeIntent {
  const intent: FakeIntent = {
    id: newId(state, 'pi'),
    object: 'payment_intent',
    status: 'succeeded',
    customer: null,
    payment_method: null,
    application_fee_amount: null,
    description: null,
    metadata: {},
    setup_future_usage: null,
    latest_charge: null,
    last_payment_error: null,
    livemode: false,
    ...fields,
    account,
  };
  state.intents.set(intent.id, intent);
  return intent;
}

/** The intent succeeded: its charge, and the charge's balance transaction (Stripe's fee taken). */
export function chargeIntent(state: StripeState, intent: FakeIntent, account: string): void {
  const c: FakeCharge = {
    id: newId(state, 'ch'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: false,
    // Stripe copies the PaymentIntent's metadata onto its charge.
    metadata: { ...intent.metadata },
    created: now(),
    account,
  };
  state.charges.set(c.id, c);
  intent.latest_charge = c.id;
  const fee = intent.application_fee_amount ?? 0;
  const stripeFee = Math.round(intent.amount * 0.029) + 30;
  addTransaction(state, account, {
    type: 'charge',
    amount: intent.amount,
    net: intent.amount - fee - stripeFee,
    fee: fee + stripeFee,
    currency: intent.currency,
    description: intent.description,
    available_on: now() + 2 * 86400,
    created: now(),
  });
}

/** POST/GET /v1/payment_intents, GET /v1/payment_intents/:id and POST /v1/refunds. */
export function handlePaymentIntents(state: StripeState, call: StripeCall): Answer | undefined {
  const { method, path, account, params } = call;
  const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/)?.[1];
  if (method === 'POST' && path === '/v1/payment_intents') {
    if (!account) return stripeError(400, 'invalid_request_error', 'Direct charges need Stripe-Account');
    const amount = Number(params.amount);
    const failure = state.offSessionFailures.get(amount);
    const intent = newIntent(state, account, {
      amount,
      currency: params.currency as string,
      customer: (params.customer as string) ?? null,
      payment_method: (params.payment_method as string) ?? null,
      application_fee_amount: params.application_fee_amount ? Number(params.application_fee_amount) : null,
      description: (params.description as string) ?? null,
      metadata: (params.metadata as Stripe.Metadata) ?? {},
      created: now(),
    });
    if (failure) {
      intent.status = 'requires_payment_method';
      const message =
        failure === 'authentication_required'
          ? 'This payment requires authentication.'
          : 'Your card was declined.';
      return stripeError(402, 'card_error', message, {
        code: failure,
        decline_code: failure === 'card_declined' ? 'generic_decline' : undefined,
        payment_intent: publicOf(intent),
      });
    }
    chargeIntent(state, intent, account);
    return { status: 200, body: publicOf(intent) };
  }
  if (method === 'GET' && path === '/v1/payment_intents') {
    const on = account ?? 'platform';
    const list = [...state.intents.values()].filter((i) => i.account === on).reverse();
    return { status: 200, body: listOf(list.map(publicOf), params, path) };
  }
  if (method === 'GET' && intentPath) {
    const found = state.intents.get(intentPath);
    return found && found.account === account
      ? { status: 200, body: publicOf(found) }
      : stripeError(404, 'invalid_request_error', 'No such payment_intent');
  }
  if (method === 'POST' && path === '/v1/refunds') return refund(state, account, params);
  return undefined;
}

function refund(state: StripeState, account: string | null, params: Record<string, unknown>): Answer {
  const intent = state.intents.get(params.payment_intent as string);
  if (!intent || intent.account !== account)
    return stripeError(404, 'invalid_request_error', 'No such payment_intent');
  const charge = intent.latest_charge ? state.charges.get(intent.latest_charge as string) : undefined;
  if (!charge) return stripeError(400, 'invalid_request_error', 'This PaymentIntent has no charge to refund');
  if (charge.refunded) {
    return stripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  charge.refunded = true;
  charge.amount_refunded = charge.amount;
  const refund: Refund = {
    id: newId(state, 're'),
    object: 'refund',
    amount: charge.amount,
    currency: charge.currency,
    payment_intent: intent.id,
    status: 'succeeded',
    metadata: (params.metadata as Stripe.Metadata) ?? {},
  };
  state.refunds.push(refund);
  addTransaction(state, intent.account, {
    type: 'refund',
    amount: -charge.amount,
    net: -charge.amount,
    fee: 0,
    currency: charge.currency,
    description: `REFUND FOR CHARGE (${intent.description ?? ''})`,
    available_on: now(),
    created: now(),
  });
  return { status: 200, body: refund };
}

/** Stripe's charge.refunded for a payment intent that was refunded. */
export function refundedEvent(state: StripeState, intentId: string, created: number): DeliveredEvent {
  const intent = state.intents.get(intentId);
  const found = intent?.latest_charge ? state.charges.get(intent.latest_charge as string) : undefined;
  if (!intent || !found) throw new Error(`no fake charge for ${intentId}`);
  return eventOf(state, 'charge.refunded', publicOf(found), intent.account, created);
}

/** A card payment already made on the account (for the balance): its PaymentIntent id. */
export function addCharge(
  state: StripeState,
  accountId: string,
  amount: number,
  currency: string,
  description: string,
  fee: number,
): string {
  const intent = newIntent(state, accountId, {
    amount,
    currency,
    application_fee_amount: fee,
    description,
    created: now(),
  });
  intent.payment_method = newId(state, 'pm');
  chargeIntent(state, intent, accountId);
  return intent.id;
}
