import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';
import { newId } from '../../ids';
import { expertWithPage, type Owner, setPageCurrency, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertGroupSession, insertSeries, insertService } from '../packages/packages-testing';
import { createDiscount, discountBody, insertClient } from './discounts-testing';

let t: TestApp;
let ada: TestClient;
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
  await setPlan(t, 'ada@example.com', 'starter');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;

describe('discount codes need a booking page', () => {
  it('answers 409 with the spec message before the page exists', async () => {
    const bob = await t.expert('nopage@example.com');
    await setPlan(t, 'nopage@example.com', 'starter');
    for (const [method, path, body] of [
      ['GET', '/api/discounts'],
      ['GET', '/api/discounts/products'],
      ['POST', '/api/discounts', discountBody()],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Please create a booking page before setting up your personal sessions.',
      );
    }
  });
});

describe('creating, reading and listing codes', () => {
  it('starts with no codes', async () => {
    const res = await ada.request('GET', '/api/discounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('creates a percentage code, active with 0 redemptions, trimmed, and lists it', async () => {
    const res = await ada.request(
      'POST',
      '/api/discounts',
      discountBody({ code: ' Spring10 ', amountOff: 3 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      code: 'Spring10',
      valueType: 'percentage',
      percentOff: 10,
      amountOff: null,
      currency: null,
      active: true,
      timesRedeemed: 0,
      maxRedemptions: null,
      usedUp: false,
      client: null,
      products: null,
      createdAt: expect.any(String),
    });
    const list = await ada.request('GET', '/api/discounts');
    expect(list.body).toEqual([res.body]);
    const read = await ada.request('GET', `/api/discounts/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ discount: res.body, usage: [] });
    await ada.request('DELETE', `/api/discounts/${res.body.id}`);
  });

  it('stores a fixed amount in minor units of the page currency, whole for zero-decimal ones', async () => {
    const usd = await ada.request(
      'POST',
      '/api/discounts',
      discountBody({ code: 'TENOFF', valueType: 'fixed', percentOff: 50, amountOff: 10.5 }),
    );
    expect(usd.status).toBe(201);
    expect(usd.body).toMatchObject({
      valueType: 'fixed',
      percentOff: null,
      amountOff: 1050,
      currency: 'USD',
    });

    await setPageCurrency(t, owner.pageId, 'JPY');
    const half = await ada.request(
      'POST',
      '/api/discounts',
      discountBody({ code: 'YEN', valueType: 'fixed', percentOff: null, amountOff: 500.5 }),
    );
    expect(half.status).toBe(400);
    expect(half.body.error).toEqual({
      code: 'bad_request',
      message: 'Must be a whole number, e.g. 501',
      fields: { amountOff: 'Must be a whole number, e.g. 501' },
    });
    const yen = await ada.request(
      'POST',
      '/api/discounts',
      discountBody({ code: 'YEN', valueType: 'fixed', percentOff: null, amountOff: 500 }),
    );
    expect(yen.body).toMatchObject({ amountOff: 500, currency: 'JPY' });
    await setPageCurrency(t, owner.pageId, 'USD');
    for (const id of [usd.body.id, yen.body.id]) await ada.request('DELETE', `/api/discounts/${id}`);
  });

  it('restricts a code to one client and to products, and shows them by name', async () => {
    const grace = await insertClient(t, owner, 'Grace', 'Hopper');
    const service = await insertService(t, owner, 'Coaching call');
    const series = await insertSeries(t, owner, 'Yoga series');
    const session = await insertGroupSession(t, owner, 'Breathwork circle', { inHours: 48 });
    const options = await ada.request('GET', '/api/discounts/products');
    expect(options.body).toEqual({
      services: [{ id: service, title: 'Coaching call' }],
      packages: [],
      series: [{ id: series, title: 'Yoga series' }],
      sessions: [{ id: session.id, title: 'Breathwork circle', start: session.start }],
    });
    const res = await ada.request(
      'POST',
      '/api/discounts',
      discountBody({
        code: 'GRACE',
        clientId: grace,
        products: [
          { type: 'service', id: service },
          { type: 'session', id: session.id },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.client).toEqual({ id: grace, firstName: 'Grace', lastName: 'Hopper' });
    expect(res.body.products).toEqual(
      expect.arrayContaining([
        { type: 'service', id: service, title: 'Coaching call', start: null },
        { type: 'session', id: session.id, title: 'Breathwork circle', start: session.start },
      ]),
    );
    expect(res.body.products).toHaveLength(2);

    // spec §5: unchecking clears the restrictions.
    const cleared = await ada.request(
      'PUT',
      `/api/discounts/${res.body.id}`,
      discountBody({ code: 'GRACE', clientId: null, products: null }),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ client: null, products: null });
    const rows = await db()
      .select()
      .from(discountCodeProducts)
      .where(eq(discountCodeProducts.discountCodeId, res.body.id));
    expect(rows).toEqual([]);
    await ada.request('DELETE', `/api/discounts/${res.body.id}`);
  });
});

describe('usage', () => {
  it('lists the bookings and booked packages carrying the code, newest first, without expired holds', async () => {
    const code = await createDiscount(ada, { code: 'USAGE', maxRedemptions: 2 });
    const session = await insertGroupSession(t, owner, 'Circle', { inHours: 24 });
    const snapshot = {
      discountCodeId: code.id,
      discountCode: 'usage',
      discountValueType: 'percentage' as const,
      discountValuePercentOff: 10,
      currency: 'USD',
    };
    const bookingId = newId();
    await db()
      .insert(bookings)
      .values({
        id: bookingId,
        sessionId: session.id,
        expertId: owner.userId,
        pageId: owner.pageId,
        clientFirstName: 'Grace',
        clientLastName: 'Hopper',
        clientEmail: 'grace@example.com',
        paymentAmount: 4500,
        discountAmountOff: 500,
        createdAt: new Date('2026-11-01T10:00:00Z'),
        ...snapshot,
      });
    await db()
      .insert(bookings)
      .values({
        id: newId(),
        sessionId: session.id,
        expertId: owner.userId,
        pageId: owner.pageId,
        status: 'expired',
        clientFirstName: 'Gone',
        clientLastName: 'Away',
        clientEmail: 'gone@example.com',
        discountAmountOff: 500,
        ...snapshot,
      });
    const packageId = newId();
    await db()
      .insert(bookedPackages)
      .values({
        id: packageId,
        pageId: owner.pageId,
        packageTitle: 'Five calls',
        clientFirstName: 'Alan',
        clientLastName: 'Turing',
        clientEmail: 'alan@example.com',
        paymentAmount: 36000,
        discountAmountOff: 4000,
        createdAt: new Date('2026-11-05T10:00:00Z'),
        ...snapshot,
        discountValueType: 'fixed',
        discountValuePercentOff: null,
        discountValueAmountOff: 4000,
        discountValueCurrency: 'USD',
      });
    await db().update(discountCodes).set({ timesRedeemed: 2 }).where(eq(discountCodes.id, code.id));

    const res = await ada.request('GET', `/api/discounts/${code.id}`);
    expect(res.status).toBe(200);
    expect(res.body.discount).toMatchObject({ timesRedeemed: 2, maxRedemptions: 2, usedUp: true });
    expect(res.body.usage).toEqual([
      {
        kind: 'package',
        id: packageId,
        firstName: 'Alan',
        lastName: 'Turing',
        createdAt: '2026-11-05T10:00:00.000Z',
        discountAmountOff: 4000,
        currency: 'USD',
        discount: { valueType: 'fixed', percentOff: null, amountOff: 4000, currency: 'USD' },
      },
      {
        kind: 'booking',
        id: bookingId,
        firstName: 'Grace',
        lastName: 'Hopper',
        createdAt: '2026-11-01T10:00:00.000Z',
        discountAmountOff: 500,
        currency: 'USD',
        discount: { valueType: 'percentage', percentOff: 10, amountOff: null, currency: null },
      },
    ]);

    // Deleting the code leaves the bookings their discount snapshot.
    expect((await ada.request('DELETE', `/api/discounts/${code.id}`)).status).toBe(204);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept).toMatchObject({ discountCodeId: null, discountCode: 'usage', discountAmountOff: 500 });
  });
});

describe('enable, disable and delete', () => {
  it('disables and enables a code', async () => {
    const code = await createDiscount(ada, { code: 'TOGGLE' });
    const off = await ada.request('PUT', `/api/discounts/${code.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const on = await ada.request('PUT', `/api/discounts/${code.id}/active`, { active: true });
    expect(on.body.active).toBe(true);
    expect((await ada.request('PUT', `/api/discounts/${code.id}/active`, {})).body.error.message).toBe(
      'Required',
    );
    expect((await ada.request('DELETE', `/api/discounts/${code.id}`)).status).toBe(204);
    const gone = await ada.request('GET', `/api/discounts/${code.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Discount code not found.');
  });
});

describe('plan gate', () => {
  it('refuses creating, changing and enabling without the plan; seeing, disabling and deleting still work', async () => {
    const code = await createDiscount(ada, { code: 'KEEP' });
    await setPlan(t, 'ada@example.com', 'free');
    const message = 'Upgrade to Starter to use Discount codes';
    const create = await ada.request('POST', '/api/discounts', discountBody({ code: 'NEWONE' }));
    expect(create.status).toBe(403);
    expect(create.body.error.message).toBe(message);
    const update = await ada.request('PUT', `/api/discounts/${code.id}`, discountBody({ code: 'CHANGED' }));
    expect(update.status).toBe(403);
    expect((await ada.request('GET', '/api/discounts')).body.map((c: { code: string }) => c.code)).toEqual([
      'KEEP',
    ]);
    expect((await ada.request('PUT', `/api/discounts/${code.id}/active`, { active: false })).status).toBe(
      200,
    );
    const enable = await ada.request('PUT', `/api/discounts/${code.id}/active`, { active: true });
    expect(enable.status).toBe(403);
    expect(enable.body.error.message).toBe(message);
    expect((await ada.request('DELETE', `/api/discounts/${code.id}`)).status).toBe(204);
    await setPlan(t, 'ada@example.com', 'starter');
  });
});
