import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { paymentEvents, providerPayments } from '../../db/schema/provider-payments';
import { sessions } from '../../db/schema/sessions';
import type { StripePayments } from '../../integrations/payments/stripe';
import { expertWithPage, setPlan } from '../../testing/experts';
import { type FakeStripe, startFakeStripe } from '../../testing/fakes/stripe-fake';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';

// Stripe Connect through the HTTP API, with the real SDK talking to a local fake Stripe (ADR 032).

const SECRET = 'whsec_test_secret_for_the_fake';
const ENDPOINT = `${TEST_PUBLIC_URL}/api/webhooks/stripe`;
let t: TestApp;
let fake: FakeStripe;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let paidServiceId: string;
let accountId: string;
const db = () => t.services.deps.database.db;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const deliver = (event: Parameters<FakeStripe['signed']>[0], timestamp = nowSeconds()) =>
  Promise.resolve(t.fetch(fake.signed(event, ENDPOINT, SECRET, timestamp)));
const book = (start: string, email = 'Grace.Hopper@Example.com') =>
  t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId: paidServiceId,
    start,
    client: client({ email }),
  });
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;
async function sessionOfPayment(paymentId: string) {
  const [payment] = await db().select().from(providerPayments).where(eq(providerPayments.id, paymentId));
  return payment!;
}
async function personalSessionStatus(checkoutSessionId: string) {
  const [payment] = await db()
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.checkoutSessionId, checkoutSessionId));
  const { bookings } = await import('../../db/schema/bookings');
  const [booking] = await db().select().from(bookings).where(eq(bookings.paymentId, payment!.id));
  const [session] = await db().select().from(sessions).where(eq(sessions.id, booking!.sessionId));
  return { payment: payment!, session: session! };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_CONNECT_CLIENT_ID: 'ca_fake_client',
    STRIPE_API_BASE: fake.url,
  });
  ada = await setUpExpert(t, 'ada@example.com', 'ada');
  paidServiceId = await ada.service({ title: 'Strategy call', price: 50 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Connect onboarding (Express)', () => {
  it('is not connected at first, and a paid booking is refused before anything is written', async () => {
    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      stripeEnabled: true,
      stripeAvailable: true,
      stripeOauthAvailable: true,
      state: 'not_connected',
      label: 'Not connected',
      stripe: null,
    });
    const res = await book(at('09:00'));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      "This expert can't take payments online yet. Please contact them directly.",
    );
    expect(fake.sessions.size).toBe(0);
  });

  it('creates one Express account however often it is asked, and links into onboarding', async () => {
    const first = await ada.expert.request('POST', '/api/payments/accounts/stripe/connect');
    expect(first.status).toBe(200);
    const [row] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, ada.userId));
    accountId = row!.stripeAccountId!;
    expect(first.body).toEqual({ url: `${fake.url}/connect/onboarding/${accountId}` });
    expect(row).toMatchObject({
      provider: 'stripe',
      stripeAccountType: 'express',
      stripeChargesEnabled: false,
    });
    const again = await ada.expert.request('POST', '/api/payments/accounts/stripe/connect');
    expect(again.body).toEqual(first.body);
    expect(fake.accounts.size).toBe(1);
    const create = fake.calls.find((c) => c.path === '/v1/accounts' && c.method === 'POST')!;
    expect(create.idempotencyKey).toBe(`connect-express:${ada.userId}:0`);
    expect(create.params).toMatchObject({ type: 'express', email: 'ada@example.com' });

    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.body).toMatchObject({
      state: 'action_needed',
      label: 'Action needed',
      stripe: {
        stripeAccountId: accountId,
        accountType: 'express',
        chargesEnabled: false,
        requirementsDue: ['external_account', 'tos_acceptance.date'],
      },
    });
  });

  it("applies account.updated: charges enabled → 'Accepting payments'; an older event loses", async () => {
    const base = nowSeconds();
    const older = fake.updateAccount(
      accountId,
      { chargesEnabled: false, currentlyDue: ['external_account'] },
      base - 60,
    );
    const newer = fake.updateAccount(accountId, { chargesEnabled: true }, base);
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    const status = await ada.expert.request('GET', '/api/payments/accounts');
    expect(status.body).toMatchObject({
      state: 'connected',
      label: 'Accepting payments',
      stripe: { chargesEnabled: true, requirementsDue: [] },
    });
  });
});

describe('webhook signatures', () => {
  it('refuses a forged signature and a stale one with 400, and changes nothing', async () => {
    const event = fake.updateAccount(
      accountId,
      { chargesEnabled: false, currentlyDue: ['x'] },
      nowSeconds() + 10,
    );
    const forged = fake.signed(event, ENDPOINT, 'whsec_not_ours', nowSeconds());
    const res = await t.fetch(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_signature', message: 'Invalid signature' } });
    const stale = await deliver(event, nowSeconds() - 301);
    expect(stale.status).toBe(400);
    const unsigned = await t.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        body: JSON.stringify(event),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(unsigned.status).toBe(400);
    // The body changed after signing: the signature no longer matches.
    const signed = fake.signed(event, ENDPOINT, SECRET, nowSeconds());
    const tampered = await t.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: signed.headers,
        body: (await signed.text()).replace('"charges_enabled": false', '"charges_enabled": true'),
      }),
    );
    expect(tampered.status).toBe(400);
    const recorded = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toEqual([]);
    const [row] = await db()
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.stripeAccountId, accountId));
    expect(row).toMatchObject({ stripeChargesEnabled: true, stripeRequirementsDue: [] });
  });
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
    const payments = t.services.deps.payments as StripePayments;
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

describe('payment webhooks', () => {
  let checkoutSessionId: string;

  it('confirms the booking on checkout.session.completed, once; the other events change nothing', async () => {
    const res = await book(at('14:00'), 'pay@example.com');
    checkoutSessionId = sessionIdOf(res.body.checkoutUrl);
    expect((await personalSessionStatus(checkoutSessionId)).session.status).toBe('pending');
    const paid = fake.pay(checkoutSessionId, nowSeconds());
    const first = await deliver(paid.completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const { session, payment } = await personalSessionStatus(checkoutSessionId);
    expect(session).toMatchObject({ status: 'confirmed', paid: true, holdExpiresAt: null });
    expect(payment).toMatchObject({ status: 'succeeded', paymentIntentId: paid.intentId });

    const again = await deliver(paid.completed);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const succeeded = await deliver(paid.succeeded);
    expect(await succeeded.json()).toEqual({ received: true, duplicate: false });
    const emails = await t.emailsTo('pay@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
  });

  it("sends the client back from Stripe's checkout to the booking, or to start again", async () => {
    const { payment } = await personalSessionStatus(checkoutSessionId);
    const back = await t.client().request('GET', `/checkout/return/${payment.id}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/booking/[\\w.-]+$`));
    const res = await book(at('09:00', '2031-03-04'), 'cancel@example.com');
    const cancelled = await sessionOfPayment(
      fake.sessions.get(sessionIdOf(res.body.checkoutUrl))!.metadata!.slotwise_payment_id!,
    );
    const again = await t.client().request('GET', `/checkout/return/${cancelled.id}?cancelled`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/ada/${paidServiceId}`);
    expect((await t.client().request('GET', '/checkout/return/stp_unknown')).status).toBe(404);
  });

  it('20 concurrent deliveries of one event confirm one booking, once', async () => {
    const res = await book(at('15:00'), 'race@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    const paid = fake.pay(sessionId, nowSeconds());
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliver(paid.completed).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    const ms = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(19);
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, paid.completed.id));
    expect(recorded).toHaveLength(1);
    expect((await personalSessionStatus(sessionId)).session.status).toBe('confirmed');
    const emails = await t.emailsTo('race@example.com');
    expect(emails.filter((e) => /confirmed/i.test(e.subject))).toHaveLength(1);
    console.info(`20 concurrent deliveries: 1 applied, 19 duplicates, ${ms.toFixed(0)} ms in all`);
  });

  it('releases the hold on payment_intent.payment_failed', async () => {
    const res = await book(at('16:00'), 'declined@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    expect((await deliver(fake.decline(sessionId, nowSeconds()))).status).toBe(200);
    const { session, payment } = await personalSessionStatus(sessionId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('declined');
  });

  it('refunds a payment that arrives after its hold was released, tells both sides, and a late event changes nothing', async () => {
    const res = await book(at('13:00'), 'late@example.com');
    const sessionId = sessionIdOf(res.body.checkoutUrl);
    const { session: held } = await personalSessionStatus(sessionId);
    // The hold lapsed (15 minutes) before the client finished paying.
    await db()
      .update(sessions)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, held.id));
    const paid = fake.pay(sessionId, nowSeconds());
    expect((await deliver(paid.completed)).status).toBe(200);
    const { session, payment } = await personalSessionStatus(sessionId);
    expect(session.status).toBe('expired');
    expect(payment.status).toBe('late');
    const queued = await db().select().from(jobs).where(eq(jobs.type, 'payments.refund'));
    expect(queued.map((j) => j.payload)).toEqual([{ paymentId: payment.id }]);

    await t.services.worker.drain();
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
    const refundCall = fake.calls.find((c) => c.path === '/v1/refunds')!;
    expect(refundCall).toMatchObject({ account: accountId, idempotencyKey: `refund:${payment.id}` });
    expect(refundCall.params).toMatchObject({
      payment_intent: paid.intentId,
      refund_application_fee: 'true',
    });
    const [toClient] = await t.emailsTo('late@example.com');
    expect(toClient!.subject).toBe('Your payment was refunded: Strategy call with Ada Lovelace');
    expect(toClient!.text).toContain(
      'Your payment of $50.00 for Strategy call with Ada Lovelace arrived after the time held for you had been released, so nothing was booked.',
    );
    const [toExpert] = await t.emailsTo('ada@example.com');
    expect(toExpert!.subject).toBe('A late payment was refunded: Strategy call with Ada Lovelace');

    // Stripe tells us of the refund; then payment_intent.succeeded arrives late, out of order.
    expect((await deliver(fake.refunded(paid.intentId, nowSeconds()))).status).toBe(200);
    expect((await sessionOfPayment(payment.id)).status).toBe('refunded');
    expect((await deliver(paid.succeeded)).status).toBe(200);
    expect((await sessionOfPayment(payment.id)).status).toBe('refunded');
    expect((await personalSessionStatus(sessionId)).session.status).toBe('expired');
    await t.services.worker.drain();
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'payments.refund'))),
    ).toHaveLength(1);
  });
});

describe('charging the saved card (payment plan installments)', () => {
  it('charges off-session on the account, and maps authentication_required to a decline', async () => {
    const payments = t.services.deps.payments as StripePayments;
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

describe('balance and login link', () => {
  let grace: TestClient;

  beforeAll(async () => {
    grace = (await expertWithPage(t, 'grace@example.com', 'grace')).client;
  });

  it('shows available and pending per currency, transactions and payment intents, paged', async () => {
    const res = await ada.expert.request('GET', '/api/payments/accounts/stripe/balance');
    expect(res.status).toBe(200);
    expect(res.body.payoutSchedule).toBe('Daily, after a hold of 2 to 14 business days');
    expect(res.body.available).toEqual([{ amount: -5000, currency: 'USD' }]);
    expect(res.body.pending).toEqual([{ amount: expect.any(Number), currency: 'USD' }]);
    const types = res.body.transactions.items.map((i: { type: string }) => i.type);
    expect(types).toContain('charge');
    expect(types).toContain('refund');
    const charge = res.body.transactions.items.find((i: { type: string }) => i.type === 'charge');
    expect(charge).toMatchObject({
      currency: 'USD',
      amount: expect.any(Number),
      fee: expect.any(Number),
      net: expect.any(Number),
    });
    expect(charge.net).toBe(charge.amount - charge.fee);
    expect(res.body.paymentIntents.items.length).toBeGreaterThan(0);
    expect(res.body.paymentIntents.items[0]).toMatchObject({ currency: 'USD', status: expect.any(String) });
  });

  it("answers 'No Stripe account connected' when there is none", async () => {
    const res = await grace.request('GET', '/api/payments/accounts/stripe/balance');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('No Stripe account connected');
  });

  it("gives the owner a login link, and another expert's id is not found", async () => {
    const [row] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, ada.userId));
    const own = await ada.expert.request('POST', `/api/payments/accounts/${row!.id}/login-link`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ url: `${fake.url}/express/login/${accountId}` });
    const other = await grace.request('POST', `/api/payments/accounts/${row!.id}/login-link`);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Not found');
    const unknown = await grace.request('POST', '/api/payments/accounts/nope/login-link');
    expect(unknown.status).toBe(404);
  });
});

describe('linking an existing Standard account (OAuth)', () => {
  let linus: TestClient;
  beforeAll(async () => {
    linus = (await expertWithPage(t, 'linus@example.com', 'linus')).client;
  });

  it('checks the state, exchanges the code and links the account', async () => {
    const authorize = await linus.request('GET', '/api/payments/accounts/stripe/oauth/authorize');
    expect(authorize.status).toBe(200);
    const url = new URL(authorize.body.url);
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('ca_fake_client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/dashboard/payments/stripe-oauth`);
    const state = url.searchParams.get('state')!;

    fake.addStandardAccount('acct_standard1');
    fake.addOauthCode('ac_good', 'acct_standard1');
    // A state made for someone else, or tampered with, is refused.
    const other = await ada.expert.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state,
    });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('Cannot verify your Stripe account connection. Please try again.');
    const tampered = await linus.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state: `${state}x`,
    });
    expect(tampered.status).toBe(400);
    const missing = await linus.request('POST', '/api/payments/accounts/stripe/oauth', { code: '', state });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ code: 'Required' });

    const linked = await linus.request('POST', '/api/payments/accounts/stripe/oauth', {
      code: 'ac_good',
      state,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      state: 'connected',
      label: 'Accepting payments',
      stripe: { stripeAccountId: 'acct_standard1', accountType: 'standard', chargesEnabled: true },
    });
    const token = fake.calls.find((c) => c.path === '/oauth/token')!;
    expect(token.params).toEqual({ grant_type: 'authorization_code', code: 'ac_good' });

    const balance = await linus.request('GET', '/api/payments/accounts/stripe/balance');
    expect(balance.status).toBe(409);
    expect(balance.body.error.message).toBe('Cannot show the balance for a standard Stripe account');
    const link = await linus.request('POST', `/api/payments/accounts/${linked.body.stripe.id}/login-link`);
    expect(link.body).toEqual({ url: 'https://dashboard.stripe.com/' });
  });
});
