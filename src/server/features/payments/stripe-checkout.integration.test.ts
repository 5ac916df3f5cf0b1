import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripePayments } from '../../integrations/payments/stripe';
import { setPlan } from '../../testing/experts';
import type { FakeStripe } from '../../testing/fakes/stripe-fake';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { at } from '../public-booking/booking-test-setup';
import {
  connectAda,
  nowSeconds,
  type StripeExpert,
  sessionIdOf,
  startStripeTestApp,
  stripeFixtures,
} from './stripe-testing';

// Checkout on Ada's connected Stripe account (ADR 032): Checkout Sessions with the plan's commission
// and an idempotency key, and off-session charges of the saved card.

let t: TestApp;
let fake: FakeStripe;
let ada: StripeExpert;
let paidServiceId: string;
let accountId: string;
const { deliver, book, sessionOfPayment } = stripeFixtures(() => ({ t, fake, paidServiceId }));

beforeAll(async () => {
  ({ t, fake, ada, paidServiceId } = await startStripeTestApp());
  accountId = await connectAda(t, fake, ada);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('checkout on the connected account', () => {
  it('opens a Checkout Session on the account with the plan commission and an idempotency key', async () => {
    const res = await book(at('10:00'));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('awaiting_payment');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    const session = fake.sessions.get(sessionId)!;
    expect(res.body.checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({
      account: accountId,
      amount_total: 5000,
      currency: 'usd',
      applicationFeeAmount: 250,
    });
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.account).toBe(accountId);
    const paymentId = session.metadata!.slotwise_payment_id!;
    expect(call.idempotencyKey).toBe(`checkout:${paymentId}`);
    expect(call.params).toMatchObject({
      mode: 'payment',
      client_reference_id: paymentId,
      customer_email: 'Grace.Hopper@Example.com',
      success_url: `${TEST_PUBLIC_URL}/checkout/return/${paymentId}`,
      cancel_url: `${TEST_PUBLIC_URL}/checkout/return/${paymentId}?cancelled`,
      payment_intent_data: { application_fee_amount: '250', metadata: { slotwise_payment_id: paymentId } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '5000',
            product_data: { name: 'Strategy call with Ada Lovelace' },
          },
        },
      ],
    });
    expect(call.params).not.toHaveProperty('payment_intent_data.setup_future_usage');
    expect(await sessionOfPayment(paymentId)).toMatchObject({
      status: 'open',
      stripeAccountId: accountId,
      checkoutSessionId: sessionId,
      amount: 5000,
      applicationFeeAmount: 250,
    });
  });

  it('takes the commission of the expert plan: Pro 1%, Growth none', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    const pro = await book(at('11:00'), 'pro@example.com');
    expect(fake.sessions.get(sessionIdOf(pro.body.checkoutUrl))!.applicationFeeAmount).toBe(50);
    await setPlan(t, 'ada@example.com', 'growth');
    const growth = await book(at('12:00'), 'growth@example.com');
    expect(fake.sessions.get(sessionIdOf(growth.body.checkoutUrl))!.applicationFeeAmount).toBe(0);
    await setPlan(t, 'ada@example.com', 'free');
  });

  it('gives the same checkout for the same idempotency key, and saves the card when asked', async () => {
    const payments = t.services.deps.payments.stripe as StripePayments;
    const request = {
      amount: 12000,
      currency: 'EUR',
      description: 'Five calls with Ada Lovelace',
      returnUrl: `${TEST_PUBLIC_URL}/packages/p1`,
      idempotencyKey: 'package-purchase:same',
      payee: { userId: ada.userId, stripeAccountId: accountId, applicationFeeAmount: 600 },
      saveCard: true,
    };
    const before = fake.sessions.size;
    const first = await payments.createCheckout(request);
    const second = await payments.createCheckout(request);
    expect(second).toEqual(first);
    expect(fake.sessions.size).toBe(before + 1);
    const creates = fake.calls.filter((c) => c.idempotencyKey === `checkout:${first.paymentId}`);
    expect(creates).toHaveLength(2);
    expect(creates[0]!.params).toMatchObject({
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session', application_fee_amount: '600' },
    });
  });
});

describe('charging the saved card (payment plan installments)', () => {
  it('charges off-session on the account, and maps authentication_required to a decline', async () => {
    const payments = t.services.deps.payments.stripe as StripePayments;
    const first = await payments.createCheckout({
      amount: 4000,
      currency: 'USD',
      description: 'Five calls with Ada Lovelace',
      returnUrl: `${TEST_PUBLIC_URL}/packages/p2`,
      idempotencyKey: 'package-purchase:plan',
      payee: { userId: ada.userId, stripeAccountId: accountId, applicationFeeAmount: 200 },
      saveCard: true,
    });
    const sessionId = (await sessionOfPayment(first.paymentId)).checkoutSessionId!;
    const paid = fake.pay(sessionId, nowSeconds());
    await deliver(paid.succeeded);
    const charged = await payments.chargeSaved({
      amount: 4000,
      currency: 'USD',
      description: 'Five calls, installment 2 of 3',
      paymentId: first.paymentId,
      idempotencyKey: 'installment:two',
      applicationFeeAmount: 200,
    });
    expect(charged).toEqual({ outcome: 'succeeded', paymentId: expect.stringMatching(/^stp_[0-9a-f]{24}$/) });
    const call = fake.calls.filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST').at(-1)!;
    const intent = fake.intents.get(paid.intentId)!;
    expect(call).toMatchObject({ account: accountId, idempotencyKey: 'charge:installment:two' });
    expect(call.params).toMatchObject({
      amount: '4000',
      currency: 'usd',
      customer: intent.customer,
      payment_method: intent.payment_method,
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '200',
    });
    // A retry after a crash: the same charge, not a second one.
    expect(
      await payments.chargeSaved({
        amount: 4000,
        currency: 'USD',
        description: 'Five calls, installment 2 of 3',
        paymentId: first.paymentId,
        idempotencyKey: 'installment:two',
        applicationFeeAmount: 200,
      }),
    ).toEqual(charged);

    fake.failOffSessionAmount(4001, 'authentication_required');
    expect(
      await payments.chargeSaved({
        amount: 4001,
        currency: 'USD',
        description: 'Five calls, installment 3 of 3',
        paymentId: first.paymentId,
        idempotencyKey: 'installment:three',
      }),
    ).toEqual({
      outcome: 'declined',
      code: 'authentication_required',
      message: 'This payment requires authentication.',
    });
    fake.failOffSessionAmount(4002, 'card_declined');
    expect(
      await payments.chargeSaved({
        amount: 4002,
        currency: 'USD',
        description: 'x',
        paymentId: first.paymentId,
        idempotencyKey: 'installment:four',
      }),
    ).toEqual({ outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' });
  });
});
