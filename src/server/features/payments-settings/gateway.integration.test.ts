// Before any domain schema, so the schemas the routes document can be extended.
import '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '../../../domain/payments/gateway';
import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { clients } from '../../db/schema/clients';
import { discountCodes } from '../../db/schema/discount-codes';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { sessions } from '../../db/schema/sessions';
import { userSettings } from '../../db/schema/user-settings';
import { newId } from '../../ids';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { buy, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';

// Issue 14, ADR 034: the expert chooses the payment gateway (stripe, paypal, none). Choosing a
// provider needs its account connected (a sandbox installation stands in for both); with none,
// paid bookings, seats, series and packages are refused (409, nothing written) and the public
// pages say so, while free ones book as always.

const refused = {
  status: 409,
  body: { error: { code: 'payments_unavailable', message: PAYMENTS_UNAVAILABLE } },
};

const choose = (expert: TestClient, gateway: unknown) =>
  expert.request('PUT', '/api/payments/gateway', { gateway });
const gatewayOf = async (expert: TestClient) => {
  const res = await expert.request('GET', '/api/payments/gateway');
  expect(res.status).toBe(200);
  return res.body;
};

describe('on an installation that takes real payments (Stripe)', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof setUpExpert>>;
  let paidService: string;
  const db = () => t.services.deps.database.db;
  const stored = async () => {
    const [row] = await db()
      .select({ gateway: userSettings.paymentsGateway })
      .from(userSettings)
      .where(eq(userSettings.userId, ada.userId));
    return row?.gateway ?? null;
  };

  beforeAll(async () => {
    // Nothing here reaches Stripe: the keys only make this a Stripe installation.
    t = await createTestApp({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    ada = await setUpExpert(t, 'ada@example.com', 'ada');
    paidService = await ada.service({ title: 'Strategy call', price: 50 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/payments/gateway')).status).toBe(401);
    expect((await choose(t.client(), 'none')).status).toBe(401);
  });

  it('shows a gateway never chosen, nothing connected and paid bookings refused', async () => {
    expect(await gatewayOf(ada.expert)).toEqual({
      gateway: null,
      inUse: 'none',
      connected: { stripe: false, paypal: false },
      sandbox: false,
      acceptsPayments: false,
    });
  });

  it('refuses Stripe or PayPal without a connected account, naming what to connect, and changes nothing', async () => {
    expect(await choose(ada.expert, 'stripe')).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: GATEWAY_MESSAGES.stripeNeeded } },
    });
    expect(await choose(ada.expert, 'paypal')).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: GATEWAY_MESSAGES.paypalNeeded } },
    });
    expect(await stored()).toBeNull();
  });

  it('answers bad input 400 with the message, and changes nothing', async () => {
    for (const bad of ['sandbox', 'Stripe', null, 3]) {
      expect(await choose(ada.expert, bad)).toMatchObject({
        status: 400,
        body: { error: { message: GATEWAY_MESSAGES.choose } },
      });
    }
    expect((await ada.expert.request('PUT', '/api/payments/gateway', {})).status).toBe(400);
    expect(
      (await ada.expert.request('PUT', '/api/payments/gateway', undefined, { raw: 'gateway=none' })).status,
    ).toBe(400);
    expect(await stored()).toBeNull();
  });

  it('takes none at any time', async () => {
    const res = await choose(ada.expert, 'none');
    expect(res).toMatchObject({
      status: 200,
      body: { gateway: 'none', inUse: 'none', acceptsPayments: false },
    });
    expect(await stored()).toBe('none');
    expect(await gatewayOf(ada.expert)).toMatchObject({ gateway: 'none' });
  });

  it('takes Stripe once a Stripe account is connected, and none again refuses paid bookings before Stripe is asked', async () => {
    await db().insert(paymentAccounts).values({
      id: 'pa-stripe',
      userId: ada.userId,
      provider: 'stripe',
      stripeAccountId: 'acct_ada',
      stripeAccountType: 'express',
      stripeChargesEnabled: true,
    });
    expect(await choose(ada.expert, 'stripe')).toMatchObject({
      status: 200,
      body: { gateway: 'stripe', inUse: 'stripe', connected: { stripe: true }, acceptsPayments: true },
    });
    expect((await ada.expert.request('GET', '/api/payments/overview')).body).toMatchObject({
      gateway: 'stripe',
      status: { state: 'connected', acceptingPayments: true },
      acceptsPayments: true,
    });

    await choose(ada.expert, 'none');
    expect((await t.client().request('GET', '/api/public/pages/ada')).body.acceptsPayments).toBe(false);
    const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: paidService,
      start: at('10:00'),
      client: client(),
    });
    expect(res).toMatchObject(refused);
    expect(await db().select().from(bookings)).toEqual([]);
    expect((await ada.expert.request('GET', '/api/payments/overview')).body).toMatchObject({
      gateway: 'none',
      status: { state: 'not_connected', acceptingPayments: false },
      acceptsPayments: false,
    });
  });

  it('takes PayPal once a PayPal account is connected, and refuses it again once disconnected', async () => {
    await db().insert(paymentAccounts).values({
      id: 'pa-paypal',
      userId: ada.userId,
      provider: 'paypal',
      paypalAccountEmail: 'ada@example.com',
      paypalAccountVerified: true,
    });
    expect(await choose(ada.expert, 'paypal')).toMatchObject({
      status: 200,
      // This installation has no PayPal adapter: chosen, but paid bookings are not taken.
      body: { gateway: 'paypal', connected: { stripe: true, paypal: true }, acceptsPayments: false },
    });
    await db()
      .update(paymentAccounts)
      .set({ disconnectedAt: new Date() })
      .where(and(eq(paymentAccounts.userId, ada.userId), eq(paymentAccounts.provider, 'paypal')));
    await choose(ada.expert, 'stripe');
    expect(await choose(ada.expert, 'paypal')).toMatchObject({
      status: 409,
      body: { error: { message: GATEWAY_MESSAGES.paypalNeeded } },
    });
    expect(await stored()).toBe('stripe');
  });
});

describe('on a sandbox installation', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
  let paidService: string;
  let freeService: string;
  let paidCircle: string;
  const db = () => t.services.deps.database.db;
  const written = async () => ({
    sessions: (await db().select().from(sessions)).length,
    bookings: (await db().select().from(bookings)).length,
    clients: (await db().select().from(clients)).length,
    bookedPackages: (await db().select().from(bookedPackages)).length,
  });
  const bookService = (serviceId: string, start: string, email: string) =>
    t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId,
      start: at(start),
      client: client({ email }),
    });
  const bookSeat = (sessionId: string, email: string) =>
    t
      .client()
      .request('POST', `/api/public/group-sessions/${sessionId}/bookings`, { client: client({ email }) });

  beforeAll(async () => {
    t = await createTestApp();
    seller = await setUpPackageSeller(t);
    paidService = seller.coaching;
    freeService = await seller.service({ title: 'Free intro', price: 0 });
    paidCircle = await createGroupSession(seller.expert, { title: 'Paid circle', price: 30 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes paid bookings through the sandbox while no gateway is chosen', async () => {
    expect(await gatewayOf(seller.expert)).toEqual({
      gateway: null,
      inUse: 'none',
      connected: { stripe: false, paypal: false },
      sandbox: true,
      acceptsPayments: true,
    });
    expect((await t.client().request('GET', '/api/public/pages/ada')).body.acceptsPayments).toBe(true);
  });

  describe('with the gateway none', () => {
    beforeAll(async () => {
      expect((await choose(seller.expert, 'none')).status).toBe(200);
    });

    it('tells every public page that paid things cannot be paid for', async () => {
      const pages = [
        '/api/public/pages/ada',
        `/api/public/pages/ada/services/${paidService}`,
        `/api/public/group-sessions/${paidCircle}`,
        `/api/public/series/${seller.yoga}`,
        `/api/public/packages/${(await seller.sell({ title: 'Shown bundle' })).id}`,
      ];
      for (const page of pages) {
        const res = await t.client().request('GET', page);
        expect(res.status).toBe(200);
        expect(res.body.acceptsPayments).toBe(false);
      }
    });

    it('refuses a paid one-to-one booking, and writes nothing', async () => {
      const before = await written();
      expect(await bookService(paidService, '10:00', 'one@example.com')).toMatchObject(refused);
      expect(await written()).toEqual(before);
    });

    it('refuses a paid seat in a group session, and writes nothing', async () => {
      const before = await written();
      expect(await bookSeat(paidCircle, 'seat@example.com')).toMatchObject(refused);
      expect(await written()).toEqual(before);
    });

    it('refuses a seat in a paid series, and writes nothing', async () => {
      const before = await written();
      expect(await bookSeat(seller.yogaClasses[0]!.id, 'series@example.com')).toMatchObject(refused);
      expect(await written()).toEqual(before);
    });

    it('refuses a paid package, in full or monthly, and writes nothing', async () => {
      const bundle = (await seller.sell({ title: 'Monthly bundle', paymentPlanMonths: 3 })).id;
      const before = await written();
      expect(await buy(t, bundle)).toMatchObject(refused);
      expect(await buy(t, bundle, purchase({ paymentOption: 'monthly' }))).toMatchObject(refused);
      expect(await written()).toEqual(before);
    });

    it('refuses paid things even with a code that covers the whole price, as the closed pages say', async () => {
      await db().insert(discountCodes).values({
        id: newId(),
        pageId: seller.pageId,
        code: 'ONTHEHOUSE',
        valueType: 'percentage',
        percentOff: 100,
      });
      const bundle = (await seller.sell({ title: 'Gift bundle' })).id;
      const before = await written();
      const withCode = { discountCode: 'onthehouse' };
      expect(
        await t.client().request('POST', '/api/public/pages/ada/bookings', {
          serviceId: paidService,
          start: at('10:00'),
          client: client({ email: 'gift@example.com' }),
          ...withCode,
        }),
      ).toMatchObject(refused);
      expect(
        await t.client().request('POST', `/api/public/group-sessions/${paidCircle}/bookings`, {
          client: client({ email: 'gift@example.com' }),
          ...withCode,
        }),
      ).toMatchObject(refused);
      expect(await buy(t, bundle, purchase({ ...withCode }))).toMatchObject(refused);
      expect(await written()).toEqual(before);
      const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'ONTHEHOUSE'));
      expect(code!.timesRedeemed).toBe(0);
    });

    it('still books free sessions, seats and packages', async () => {
      const booked = await bookService(freeService, '11:00', 'free@example.com');
      expect(booked).toMatchObject({ status: 201, body: { status: 'confirmed', checkoutUrl: null } });
      const seat = await bookSeat(seller.circle.id, 'circle@example.com');
      expect(seat).toMatchObject({ status: 201, body: { status: 'confirmed', checkoutUrl: null } });
      const freebie = (await seller.sell({ title: 'Free taster', price: 0 })).id;
      const bought = await buy(t, freebie, purchase({ client: client({ email: 'taster@example.com' }) }));
      expect(bought.status).toBe(201);
      expect(bought.body.checkoutUrl).toBeNull();
    });
  });

  it('lets the sandbox stand in for Stripe: choosing it takes paid bookings again', async () => {
    expect(await choose(seller.expert, 'stripe')).toMatchObject({
      status: 200,
      body: { gateway: 'stripe', inUse: 'stripe', connected: { stripe: false }, acceptsPayments: true },
    });
    const res = await bookService(paidService, '12:00', 'again@example.com');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'awaiting_payment',
      checkoutUrl: expect.stringContaining('/checkout/sandbox/'),
    });
  });
});
