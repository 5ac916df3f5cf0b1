import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertWithPage, type Owner, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  at,
  createSeries,
  groupFixtures,
  schedule,
  validSession,
} from '../group-sessions/group-sessions-testing';
import { createPackage } from '../packages/packages-testing';
import { create as createService } from '../services/services-testing';
import { sessionsById, storedPrices } from './payments-settings-testing';

// spec (doc 2, §5, §7, §8, §9): the currency change re-prices everything with a price in one
// batch write; issue 14: packages and group sessions follow the same rule, bookings keep theirs.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaOwner: Owner;
let bobServiceId: string;
const ids: Record<string, string> = {};
const fixtures = groupFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
  await setPlan(t, 'ada@example.com', 'growth');
  ids.coaching = (await createService(ada, { title: 'Career coaching', price: 120 })).id;
  ids.intro = (await createService(ada, { title: 'Free intro', price: 0 })).id;
  ids.circle = (await createSeries(ada, { title: 'Weekly circle', price: 20 })).id;
  ids.circleOpen = (await schedule(ada, ids.circle!, at(5, 9))).id;
  ids.circleBooked = (await schedule(ada, ids.circle!, at(6, 9))).id;
  await fixtures.book(ids.circleBooked!);
  ids.bundle = (
    await createPackage(ada, { title: 'Five coaching calls', price: 400, paymentPlanMonths: 4 })
  ).id;
  ids.breath = (
    await ada.request('POST', '/api/group-sessions', validSession({ title: 'Breathwork', price: 25 }))
  ).body.id;
  ids.booked = (
    await ada.request(
      'POST',
      '/api/group-sessions',
      validSession({ title: 'Booked workshop', price: 30, start: at(4, 9), end: at(4, 10) }),
    )
  ).body.id;
  await fixtures.book(ids.booked!);
  bobServiceId = (await createService(bob, { title: 'Bob coaching', price: 80 })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const settings = async (client: TestClient = ada) => {
  const res = await client.request('GET', '/api/payments/currency');
  expect(res.status).toBe(200);
  return res.body as {
    currency: string;
    version: string;
    items: Array<{ kind: string; id: string; title: string }>;
  };
};

/** A body giving every listed item a price (by title), against the current version. */
async function bodyFor(currency: string, prices: Record<string, unknown>) {
  const current = await settings();
  return {
    currency,
    version: current.version,
    prices: current.items.map((item) => ({ kind: item.kind, id: item.id, price: prices[item.title] })),
  };
}

const MISSING = 'Every listed item needs a price in the new currency';
const eurPrices = {
  'Career coaching': 110,
  'Weekly circle': 18.5,
  'Five coaching calls': 370,
  Breathwork: 23,
};

describe('GET /api/payments/currency', () => {
  it('lists what has a price: services, series, packages and unbooked group sessions', async () => {
    const res = await ada.request('GET', '/api/payments/currency');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'USD',
      version: expect.any(String),
      items: [
        {
          kind: 'service',
          id: ids.coaching,
          title: 'Career coaching',
          price: { amount: 12000, currency: 'USD' },
          paymentPlanMonths: null,
        },
        {
          kind: 'series',
          id: ids.circle,
          title: 'Weekly circle',
          price: { amount: 2000, currency: 'USD' },
          paymentPlanMonths: null,
        },
        {
          kind: 'package',
          id: ids.bundle,
          title: 'Five coaching calls',
          price: { amount: 40000, currency: 'USD' },
          paymentPlanMonths: 4,
        },
        {
          kind: 'groupSession',
          id: ids.breath,
          title: 'Breathwork',
          price: { amount: 2500, currency: 'USD' },
          paymentPlanMonths: null,
        },
      ],
    });
  });

  it('needs a signed-in expert with a booking page', async () => {
    expect((await t.client().request('GET', '/api/payments/currency')).status).toBe(401);
    const carol = await t.expert('carol@example.com');
    const res = await carol.request('GET', '/api/payments/currency');
    expect(res.status).toBe(409);
  });
});

describe('PUT /api/payments/currency refusals change nothing', () => {
  let before: Awaited<ReturnType<typeof storedPrices>>;
  beforeAll(async () => {
    before = await storedPrices(t, adaOwner.pageId);
  });

  it('answers a price above 5000 units with the spec message', async () => {
    const res = await ada.request(
      'PUT',
      '/api/payments/currency',
      await bodyFor('EUR', { ...eurPrices, Breathwork: 5000.01 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'bad_request',
      message: "That's too much! Our sessions price is limited to €5,000.00.",
      fields: { 'prices.3.price': "That's too much! Our sessions price is limited to €5,000.00." },
    });
    expect(await storedPrices(t, adaOwner.pageId)).toEqual(before);
  });

  it('answers a price under the minimum, a fraction of a yen and a missing price', async () => {
    const low = await ada.request(
      'PUT',
      '/api/payments/currency',
      await bodyFor('GBP', { ...eurPrices, 'Career coaching': 0.29 }),
    );
    expect(low.status).toBe(400);
    expect(low.body.error.fields).toEqual({ 'prices.0.price': 'Must be at least £0.30.' });
    const yen = await ada.request(
      'PUT',
      '/api/payments/currency',
      await bodyFor('JPY', {
        'Career coaching': 18000.5,
        'Weekly circle': 3000,
        'Five coaching calls': 60000,
        Breathwork: 3500,
      }),
    );
    expect(yen.status).toBe(400);
    expect(yen.body.error.fields).toEqual({ 'prices.0.price': 'Must be a whole number, e.g. 18001' });
    const missing = await bodyFor('EUR', eurPrices);
    missing.prices.pop();
    const res = await ada.request('PUT', '/api/payments/currency', missing);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'bad_request',
      message: MISSING,
      fields: { prices: MISSING },
    });
    expect(await storedPrices(t, adaOwner.pageId)).toEqual(before);
  });

  it("checks a package's monthly instalment in the new currency", async () => {
    const res = await ada.request(
      'PUT',
      '/api/payments/currency',
      await bodyFor('EUR', { ...eurPrices, 'Five coaching calls': 1.5 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'prices.2.price': 'Must be at least €0.50 per month' });
  });

  it("answers another expert's item 404, like an unknown one", async () => {
    for (const id of [bobServiceId, 'no-such-service']) {
      const body = await bodyFor('EUR', eurPrices);
      body.prices.push({ kind: 'service', id, price: 10 });
      const res = await ada.request('PUT', '/api/payments/currency', body);
      expect(res.status).toBe(404);
    }
    // The free service is not listed, so it cannot be given a price either.
    const free = await bodyFor('EUR', eurPrices);
    free.prices.push({ kind: 'service', id: ids.intro!, price: 10 });
    expect((await ada.request('PUT', '/api/payments/currency', free)).status).toBe(404);
    expect(await storedPrices(t, adaOwner.pageId)).toEqual(before);
  });

  it('answers 409 when the list changed since the form was loaded', async () => {
    const body = await bodyFor('EUR', eurPrices);
    const extra = await createService(ada, { title: 'Late addition', price: 60 });
    const res = await ada.request('PUT', '/api/payments/currency', body);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'Cannot change the currency at this time. Please try again later',
    });
    expect((await ada.request('DELETE', `/api/services/${extra.id}`)).status).toBe(204);
    expect(await storedPrices(t, adaOwner.pageId)).toEqual(before);
  });

  it('writes nothing when a write fails halfway (one transaction)', async () => {
    const db = t.services.deps.database.db;
    // The group session is written last: make the database refuse its new price.
    await db.execute(sql`alter table sessions add constraint test_refuse_2301 check (price <> 2301)`);
    try {
      const res = await ada.request(
        'PUT',
        '/api/payments/currency',
        await bodyFor('EUR', { ...eurPrices, Breathwork: 23.01 }),
      );
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`alter table sessions drop constraint test_refuse_2301`);
    }
    expect(await storedPrices(t, adaOwner.pageId)).toEqual(before);
  });
});

describe('PUT /api/payments/currency', () => {
  it('changes the currency and every listed price together; bookings keep theirs', async () => {
    const res = await ada.request('PUT', '/api/payments/currency', await bodyFor('EUR', eurPrices));
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.items.map((i: { price: unknown }) => i.price)).toEqual([
      { amount: 11000, currency: 'EUR' },
      { amount: 1850, currency: 'EUR' },
      { amount: 37000, currency: 'EUR' },
      { amount: 2300, currency: 'EUR' },
    ]);
    const stored = await storedPrices(t, adaOwner.pageId);
    expect(stored.currency).toBe('EUR');
    expect(stored.services).toEqual([
      { title: 'Career coaching', price: 11000 },
      { title: 'Free intro', price: 0 },
    ]);
    expect(stored.series).toEqual([{ title: 'Weekly circle', price: 1850, currency: 'EUR' }]);
    // 370 over 4 months: 92.50 a month.
    expect(stored.packages).toEqual([
      { title: 'Five coaching calls', price: 37000, currency: 'EUR', plan: 9250 },
    ]);
    expect(
      Object.fromEntries(
        (await sessionsById(t, [ids.circleOpen!, ids.circleBooked!, ids.breath!, ids.booked!])).map((s) => [
          s.id,
          s,
        ]),
      ),
    ).toEqual({
      [ids.circleOpen!]: { id: ids.circleOpen, price: 1850, currency: 'EUR' },
      [ids.circleBooked!]: { id: ids.circleBooked, price: 2000, currency: 'USD' },
      [ids.breath!]: { id: ids.breath, price: 2300, currency: 'EUR' },
      [ids.booked!]: { id: ids.booked, price: 3000, currency: 'USD' },
    });
    const list = await ada.request('GET', '/api/services');
    expect(list.body.services.map((s: { title: string; price: unknown }) => [s.title, s.price])).toEqual([
      ['Career coaching', { amount: 11000, currency: 'EUR' }],
      ['Free intro', { amount: 0, currency: 'EUR' }],
    ]);
    const page = await t.client().request('GET', '/api/public/pages/ada');
    expect(JSON.stringify(page.body)).toContain('"currency":"EUR"');
    // Bob's page is his own.
    expect((await settings(bob)).currency).toBe('USD');
  });

  it('lets one of two identical submits through and answers the other 409', async () => {
    const body = await bodyFor('JPY', {
      'Career coaching': 18000,
      'Weekly circle': 3000,
      'Five coaching calls': 60000,
      Breathwork: 3500,
    });
    const results = await Promise.all([
      ada.request('PUT', '/api/payments/currency', body),
      ada.request('PUT', '/api/payments/currency', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(
      'Cannot change the currency at this time. Please try again later',
    );
    const stored = await storedPrices(t, adaOwner.pageId);
    expect(stored.currency).toBe('JPY');
    expect(stored.services[0]).toEqual({ title: 'Career coaching', price: 18000 });
    // 60000 yen over 4 months.
    expect(stored.packages).toEqual([
      { title: 'Five coaching calls', price: 60000, currency: 'JPY', plan: 15000 },
    ]);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await ada.request('PUT', '/api/payments/currency', {
      currency: 'EUR',
      version: 'x',
      prices: 'all',
    });
    expect(res.status).toBe(400);
    const unknown = await ada.request('PUT', '/api/payments/currency', {
      currency: 'XXX',
      version: 'x',
      prices: [],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ currency: 'Please choose a currency' });
  });
});
