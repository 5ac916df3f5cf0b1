import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../db/schema/packages';
import { type Owner, setPageCurrency, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { adaWithOfferings, createPackage, packageBody } from './packages-testing';

let t: TestApp;
let ada: TestClient;
let owner: Owner;
let coaching: string;
let yoga: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ada, owner, coaching, yoga } = await adaWithOfferings(t));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const countPackages = async () => (await db().select({ id: packages.id }).from(packages)).length;

describe('validation', () => {
  async function refused(body: Record<string, unknown>, fields: Record<string, string>) {
    const before = await countPackages();
    const res = await ada.request('POST', '/api/packages', { ...packageBody(), ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect(res.body.error.message).toBe(Object.values(fields)[0]);
    expect(await countPackages()).toBe(before);
  }

  it('answers every title message', async () => {
    await refused({ title: '' }, { title: 'Required' });
    await refused({ title: null }, { title: 'Required' });
    await refused({ title: 'Four' }, { title: 'Too short, please use at least 5 characters' });
    await refused({ title: 't'.repeat(61) }, { title: 'Too long, please limit the title to 60 characters' });
  });

  it('answers the description messages and stores no markup', async () => {
    const long = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'd'.repeat(1251) }] }],
    };
    await refused(
      { description: long },
      { description: 'Too long, please limit the description to 1250 characters' },
    );
    const invalid = 'The formatting could not be read. Please edit the text and try again.';
    await refused({ description: '<script>alert(1)</script>' }, { description: invalid });
    await refused(
      {
        description: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        },
      },
      { description: invalid },
    );
    await refused(
      { description: { type: 'doc', content: [{ type: 'html', html: '<img onerror=x>' }] } },
      { description: invalid },
    );
  });

  it('answers the count, group session and duplicate messages', async () => {
    await refused(
      { personalSessions: [{ serviceId: coaching, count: 0 }] },
      { 'personalSessions.0.count': 'Must be at least 1 session' },
    );
    await refused(
      { series: [{ seriesId: yoga, count: 11 }] },
      { 'series.0.count': 'Cannot be greater than 10 sessions' },
    );
    await refused(
      { groupSessionIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { groupSessionIds: 'You can include up to 5 group sessions' },
    );
    await refused(
      { groupSessionIds: ['a', 'a'] },
      { groupSessionIds: 'Each group session can only be added once' },
    );
    await refused(
      {
        personalSessions: [
          { serviceId: coaching, count: 1 },
          { serviceId: coaching, count: 2 },
        ],
      },
      { personalSessions: 'Each service can only be added once' },
    );
  });

  it('asks for something to be included unless the empty package was confirmed', async () => {
    await refused({ confirmedEmpty: false }, { _: 'Please add services or group sessions to the package.' });
    await refused(
      { confirmedEmpty: undefined },
      { _: 'Please add services or group sessions to the package.' },
    );
    const res = await ada.request(
      'POST',
      '/api/packages',
      packageBody({ title: 'Nothing yet', confirmedEmpty: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ personalSessions: [], groupSessions: [], series: [] });
    await ada.request('DELETE', `/api/packages/${res.body.id}`);
  });

  it('answers the price messages: required, minimum (0 is free) and the cap', async () => {
    await refused({ price: undefined }, { price: 'Required' });
    await refused({ price: 'ten' }, { price: 'Must be a number' });
    await refused({ price: 0.49 }, { price: 'Must be at least $0.50. Use $0.00 for a free package.' });
    await refused(
      { price: 3000.01 },
      {
        price:
          "That's too much! The package price is limited to $3,000.00. Contact us if you need this limit increased.",
      },
    );
    const free = await ada.request('POST', '/api/packages', packageBody({ title: 'Free taster', price: 0 }));
    expect(free.body).toMatchObject({ price: 0, paymentPlan: null });
    await ada.request('DELETE', `/api/packages/${free.body.id}`);
  });

  it('answers the payment plan and expiry messages', async () => {
    await refused({ paymentPlanMonths: undefined }, { paymentPlanMonths: 'Required' });
    await refused({ paymentPlanMonths: 1 }, { paymentPlanMonths: 'Must be at least 2 months' });
    await refused({ paymentPlanMonths: 13 }, { paymentPlanMonths: 'Cannot be greater than 12 months' });
    await refused(
      { price: 5.88, paymentPlanMonths: 12 },
      { paymentPlanMonths: 'Must be at least $0.50 per month' },
    );
    await refused(
      { price: 0, paymentPlanMonths: 3 },
      { paymentPlanMonths: 'A free package cannot have a payment plan' },
    );
    await refused({ expiryDays: undefined }, { expiryDays: 'Required' });
    await refused({ expiryDays: 0 }, { expiryDays: 'Must be greater than 0 days' });
    await refused({ expiryDays: 36501 }, { expiryDays: 'Cannot be greater than 36500 days' });
  });

  it("judges the price in the booking page's currency", async () => {
    await setPageCurrency(t, owner.pageId, 'JPY');
    await refused({ price: 10.5 }, { price: 'Must be a whole number, e.g. 11' });
    const res = await ada.request(
      'POST',
      '/api/packages',
      packageBody({ title: 'Yen package', price: 5000 }),
    );
    expect(res.body).toMatchObject({ price: 5000, currency: 'JPY' });
    await ada.request('DELETE', `/api/packages/${res.body.id}`);
    await setPageCurrency(t, owner.pageId, 'USD');
  });
});

describe('plan gates', () => {
  it('needs a paid plan (Pro) for a monthly payment plan', async () => {
    const body = packageBody({ title: 'Monthly', price: 120, paymentPlanMonths: 3 });
    const before = await countPackages();
    const gated = await ada.request('POST', '/api/packages', body);
    expect(gated.status).toBe(403);
    expect(gated.body.error.message).toBe('Upgrade to Pro to use Monthly payment plans for packages');
    expect(await countPackages()).toBe(before);

    await setPlan(t, 'ada@example.com', 'pro');
    const res = await ada.request('POST', '/api/packages', body);
    expect(res.status).toBe(201);
    expect(res.body.paymentPlan).toEqual({ months: 3, amount: 4000 });
    const odd = await ada.request('PUT', `/api/packages/${res.body.id}`, { ...body, price: 100 });
    expect(odd.body.paymentPlan).toEqual({ months: 3, amount: 3334 });
    await ada.request('DELETE', `/api/packages/${res.body.id}`);
  });

  it('needs Growth for an expiry and for prices above 3000 units', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    const expiring = packageBody({ title: 'Expiring', expiryDays: 90 });
    const gated = await ada.request('POST', '/api/packages', expiring);
    expect(gated.status).toBe(403);
    expect(gated.body.error.message).toBe('Upgrade to Growth to use Time-limited packages');
    const pricey = await ada.request('POST', '/api/packages', packageBody({ price: 30000 }));
    expect(pricey.status).toBe(400);
    expect(pricey.body.error.fields).toEqual({
      price:
        "That's too much! The package price is limited to $3,000.00. Contact us if you need this limit increased.",
    });

    await setPlan(t, 'ada@example.com', 'growth');
    const res = await ada.request('POST', '/api/packages', expiring);
    expect(res.status).toBe(201);
    expect(res.body.expiryDays).toBe(90);
    const high = await ada.request('POST', '/api/packages', packageBody({ title: 'High end', price: 30000 }));
    expect(high.status).toBe(201);
    expect(high.body.price).toBe(3_000_000);
    const tooHigh = await ada.request('POST', '/api/packages', packageBody({ price: 30000.01 }));
    expect(tooHigh.body.error.fields.price).toBe(
      "That's too much! The package price is limited to $30,000.00. Contact us if you need this limit increased.",
    );
    for (const id of [res.body.id, high.body.id]) await ada.request('DELETE', `/api/packages/${id}`);
    await setPlan(t, 'ada@example.com', 'free');
  });

  it('lets a downgraded expert remove a payment plan or expiry they can no longer use', async () => {
    await setPlan(t, 'ada@example.com', 'growth');
    const created = await createPackage(ada, { title: 'Legacy', paymentPlanMonths: 2, expiryDays: 30 });
    await setPlan(t, 'ada@example.com', 'free');
    const kept = await ada.request(
      'PUT',
      `/api/packages/${created.id}`,
      packageBody({ title: 'Legacy', paymentPlanMonths: 2 }),
    );
    expect(kept.status).toBe(403);
    const res = await ada.request('PUT', `/api/packages/${created.id}`, packageBody({ title: 'Legacy' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentPlan: null, expiryDays: null });
    await ada.request('DELETE', `/api/packages/${created.id}`);
  });
});
