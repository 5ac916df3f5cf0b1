import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
