import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { setPageCurrency, setPlan } from '../../testing/experts';
import { TEST_PUBLIC_URL } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { openCheckout } from './open-checkout';
import { startStripeChargeApp } from './stripe-testing';

// spec §6 (plan gate 'local payment methods') and §9 (payment methods), ADR 035: the methods a
// Stripe Checkout Session is created with, by the expert's plan and the page's currency.

let s: Awaited<ReturnType<typeof startStripeChargeApp>>;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let serviceId: string;
let hour = 8;
async function book() {
  hour += 1;
  const res = await s.t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId,
    start: at(`${String(hour).padStart(2, '0')}:00`),
    client: client({ email: `client${hour}@example.com` }),
  });
  expect(res.status).toBe(201);
  return s.lastCheckout();
}

beforeAll(async () => {
  s = await startStripeChargeApp();
  ada = await setUpExpert(s.t, 'ada@example.com', 'ada');
  await s.connect(ada.expert);
  await setPageCurrency(s.t, ada.pageId, 'EUR');
  serviceId = await ada.service({ title: 'Strategy call', price: 50 });
});
afterAll(async () => {
  await s.close();
});

describe('payment methods of a Stripe checkout', () => {
  it('offers a free plan expert the card only (Google Pay and Apple Pay come with it), even in EUR', async () => {
    const params = await book();
    expect(params.line_items[0].price_data.currency).toBe('eur');
    expect(params.payment_method_types).toEqual(['card']);
    expect(params).not.toHaveProperty('payment_method_options');
  });

  it('adds the local methods that take EUR for a Pro plan expert, never the withdrawn giropay', async () => {
    await setPlan(s.t, 'ada@example.com', 'pro');
    const params = await book();
    expect(params.payment_method_types).toEqual([
      'card',
      'bancontact',
      'ideal',
      'p24',
      'eps',
      'alipay',
      'wechat_pay',
    ]);
    expect(params.payment_method_options).toEqual({ wechat_pay: { client: 'web' } });
  });

  it('offers a Growth plan expert selling in USD the card, Alipay and WeChat Pay', async () => {
    await setPlan(s.t, 'ada@example.com', 'growth');
    await setPageCurrency(s.t, ada.pageId, 'USD');
    const usd = await ada.service({ title: 'Strategy call in dollars', price: 50 });
    hour += 1;
    const res = await s.t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: usd,
      start: at(`${String(hour).padStart(2, '0')}:00`),
      client: client({ email: 'usd@example.com' }),
    });
    expect(res.status).toBe(201);
    const params = s.lastCheckout();
    expect(params.line_items[0].price_data.currency).toBe('usd');
    expect(params.payment_method_types).toEqual(['card', 'alipay', 'wechat_pay']);
  });

  it('keeps a payment plan card only: its card is saved for the later installments', async () => {
    const deps = { db: s.t.services.deps.database.db, payments: s.t.services.deps.payments };
    await openCheckout(deps, ada.userId, {
      amount: 12000,
      currency: 'EUR',
      description: 'Five calls with Ada Lovelace',
      returnUrl: `${TEST_PUBLIC_URL}/packages/p1`,
      idempotencyKey: 'package-purchase:plan',
      saveCard: true,
    });
    const params = s.lastCheckout();
    expect(params.payment_method_types).toEqual(['card']);
    expect(params.payment_intent_data.setup_future_usage).toBe('off_session');
  });
});

describe('local methods at Stripe onboarding', () => {
  const capabilityRequests = (accountId: string) =>
    s.fake.calls
      .filter((c) => c.method === 'POST' && c.path === `/v1/accounts/${accountId}`)
      .map((c) => Object.keys(c.params.capabilities as object));

  it('asks Stripe for each offerable local method, one at a time, never giropay', async () => {
    const accountId = s.fake.calls
      .find((c) => c.path.startsWith('/v1/accounts/'))!
      .path.split('/')
      .at(-1)!;
    expect(capabilityRequests(accountId)).toEqual([
      ['bancontact_payments'],
      ['ideal_payments'],
      ['p24_payments'],
      ['eps_payments'],
      ['alipay_payments'],
      ['wechat_pay_payments'],
    ]);
  });

  it('connects an expert whose country lacks some methods, and their EUR checkout falls back to the card', async () => {
    const kai = await setUpExpert(s.t, 'kai@example.com', 'kai');
    await s.t.services.deps.database.db.update(users).set({ country: 'au' }).where(eq(users.id, kai.userId));
    const accountId = await s.connect(kai.expert);
    expect(s.fake.accounts.get(accountId)!.capabilities).toEqual({
      card_payments: 'active',
      transfers: 'active',
      alipay_payments: 'active',
      wechat_pay_payments: 'active',
    });
    await setPlan(s.t, 'kai@example.com', 'pro');
    await setPageCurrency(s.t, kai.pageId, 'EUR');
    const service = await kai.service({ title: 'Surf coaching', price: 40 });
    const res = await s.t.client().request('POST', '/api/public/pages/kai/bookings', {
      serviceId: service,
      start: at('10:00'),
      client: client({ email: 'kai-client@example.com' }),
    });
    expect(res.status).toBe(201);
    const creates = s.fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.account === accountId);
    expect(creates.map((c) => c.params.payment_method_types)).toEqual([
      ['card', 'bancontact', 'ideal', 'p24', 'eps', 'alipay', 'wechat_pay'],
      ['card'],
    ]);
    expect(creates.map((c) => c.idempotencyKey)).toEqual([
      expect.stringMatching(/^checkout:[^:]+$/),
      expect.stringMatching(/^checkout:[^:]+:card$/),
    ]);
    expect(res.body.checkoutUrl).toBe(`${s.fake.url}/c/pay/${[...s.fake.sessions.values()].at(-1)!.id}`);
  });
});
