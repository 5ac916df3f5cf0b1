import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';
import { expertWithPage, type Owner, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertGroupSession, insertSeries, insertService } from '../packages/packages-testing';
import { createDiscount, discountBody, insertClient } from './discounts-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaOwner: Owner;
let bobOwner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
  ({ client: bob, owner: bobOwner } = await expertWithPage(t, 'bob@example.com', 'bob-tutoring'));
  await setPlan(t, 'ada@example.com', 'starter');
  await setPlan(t, 'bob@example.com', 'pro');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const rowsOf = (pageId: string) => db().select().from(discountCodes).where(eq(discountCodes.pageId, pageId));

describe('tenancy', () => {
  it("answers 404 'Discount code not found.' for another expert's code, whatever the action, and leaves it alone", async () => {
    const mine = await createDiscount(ada, { code: 'ADAONLY' });
    for (const [method, path, body] of [
      ['GET', `/api/discounts/${mine.id}`],
      ['PUT', `/api/discounts/${mine.id}`, discountBody({ code: 'TAKEN' })],
      ['PUT', `/api/discounts/${mine.id}/active`, { active: false }],
      ['DELETE', `/api/discounts/${mine.id}`],
      ['GET', `/api/discounts/${'x'.repeat(500)}`],
      ['GET', '/api/discounts/no-such-code'],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Discount code not found.');
    }
    expect((await bob.request('GET', '/api/discounts')).body).toEqual([]);
    const [row] = await rowsOf(adaOwner.pageId);
    expect(row).toMatchObject({ code: 'ADAONLY', active: true });
    await ada.request('DELETE', `/api/discounts/${mine.id}`);
  });

  it("answers 404 when a code would be restricted to another expert's client or product, and writes nothing", async () => {
    const adaClient = await insertClient(t, adaOwner, 'Grace', 'Hopper');
    const adaService = await insertService(t, adaOwner, 'Coaching call');
    const adaSeries = await insertSeries(t, adaOwner, 'Yoga series');
    const adaSession = await insertGroupSession(t, adaOwner, 'Breathwork circle');
    const bobService = await insertService(t, bobOwner, 'Maths tutoring');
    for (const body of [
      { clientId: adaClient },
      { clientId: 'no-such-client' },
      { products: [{ type: 'service' as const, id: adaService }] },
      {
        products: [
          { type: 'service' as const, id: bobService },
          { type: 'series' as const, id: adaSeries },
        ],
      },
      { products: [{ type: 'session' as const, id: adaSession.id }] },
      // An id of one kind named as another is not found either.
      { products: [{ type: 'package' as const, id: bobService }] },
    ]) {
      const res = await bob.request('POST', '/api/discounts', discountBody({ code: 'BOBS', ...body }));
      expect(res.status).toBe(404);
    }
    expect(await rowsOf(bobOwner.pageId)).toEqual([]);

    // And on an edit: the code keeps what it had.
    const code = await createDiscount(bob, { code: 'BOBS', products: [{ type: 'service', id: bobService }] });
    const put = await bob.request(
      'PUT',
      `/api/discounts/${code.id}`,
      discountBody({ code: 'BOBS', products: [{ type: 'service', id: adaService }] }),
    );
    expect(put.status).toBe(404);
    const products = await db()
      .select()
      .from(discountCodeProducts)
      .where(eq(discountCodeProducts.discountCodeId, code.id));
    expect(products.map((p) => p.serviceId)).toEqual([bobService]);
    await bob.request('DELETE', `/api/discounts/${code.id}`);
  });
});

describe('bad input', () => {
  it('answers 400 with the exact message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: '' }, 'code', 'Required'],
      [{ code: 'A'.repeat(21) }, 'code', 'Too long, please limit the code to 20 characters'],
      [{ code: 'SPRING 10' }, 'code', 'Code can only contain letters and digits without spaces'],
      [{ percentOff: 0 }, 'percentOff', 'Must be at least 1%'],
      [{ percentOff: 101 }, 'percentOff', 'Must be at most 100%'],
      [{ percentOff: null }, 'percentOff', 'Required'],
      [{ valueType: 'fixed', amountOff: null }, 'amountOff', 'Required'],
      [{ valueType: 'fixed', amountOff: 0 }, 'amountOff', 'Must be greater than 0'],
      [{ valueType: 'fixed', amountOff: 'ten' }, 'amountOff', 'Must be a number'],
      [{ valueType: 'fixed', amountOff: 1e308 }, 'amountOff', 'Cannot be greater than $30,000.00'],
      [{ maxRedemptions: 0 }, 'maxRedemptions', 'Must be greater than 0'],
      [{ maxRedemptions: 101 }, 'maxRedemptions', 'Cannot be greater than 100'],
      [{ products: [] }, 'products', 'Please choose at least one product'],
    ];
    for (const [override, field, message] of cases) {
      const res = await ada.request('POST', '/api/discounts', {
        ...discountBody({ code: 'BAD' }),
        ...override,
      });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await rowsOf(adaOwner.pageId)).toEqual([]);

    // An edit with bad input leaves the code as it was.
    const code = await createDiscount(ada, { code: 'GOOD', percentOff: 15 });
    const put = await ada.request(
      'PUT',
      `/api/discounts/${code.id}`,
      discountBody({ code: 'GOOD', percentOff: 150 }),
    );
    expect(put.status).toBe(400);
    expect(put.body.error.message).toBe('Must be at most 100%');
    const [row] = await rowsOf(adaOwner.pageId);
    expect(row).toMatchObject({ code: 'GOOD', percentOff: 15 });
    await ada.request('DELETE', `/api/discounts/${code.id}`);
  });
});

describe('unique codes ignoring case', () => {
  const taken = 'Code is already in use. Codes must be unique and are not case-sensitive.';

  it('refuses a code that differs only in case, on create and on edit; its own code is exempt', async () => {
    const spring = await createDiscount(ada, { code: 'Spring' });
    const dup = await ada.request('POST', '/api/discounts', discountBody({ code: 'SPRING' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toEqual({ code: 'conflict', message: taken, fields: { code: taken } });

    const summer = await createDiscount(ada, { code: 'summer' });
    const rename = await ada.request('PUT', `/api/discounts/${summer.id}`, discountBody({ code: 'sPrInG' }));
    expect(rename.status).toBe(409);
    expect(rename.body.error.message).toBe(taken);

    // Its own value, in another case, is fine.
    const own = await ada.request(
      'PUT',
      `/api/discounts/${spring.id}`,
      discountBody({ code: 'SPRING', percentOff: 20 }),
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: 'SPRING', percentOff: 20 });

    // Another page may use the same code.
    const bobs = await bob.request('POST', '/api/discounts', discountBody({ code: 'spring' }));
    expect(bobs.status).toBe(201);

    expect((await rowsOf(adaOwner.pageId)).map((r) => r.code).sort()).toEqual(['SPRING', 'summer']);
    for (const id of [spring.id, summer.id]) await ada.request('DELETE', `/api/discounts/${id}`);
    await bob.request('DELETE', `/api/discounts/${bobs.body.id}`);
  });

  it('creates one code when the same code is sent twice at once', async () => {
    const results = await Promise.all(
      ['RACE', 'race', 'Race', 'RACE'].map((code) =>
        ada.request('POST', '/api/discounts', discountBody({ code })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.message).toBe(taken);
    expect(await rowsOf(adaOwner.pageId)).toHaveLength(1);
  });
});
