import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageGroupSessions, packageSeries, packageServices, packages } from '../../db/schema/packages';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  createPackage,
  expertWithPage,
  insertGroupSession,
  insertSeries,
  insertService,
  type Owner,
  packageBody,
  setCurrency,
  setPlan,
} from './package-fixtures';

let t: TestApp;
let ada: TestClient;
let owner: Owner;
let coaching: string;
let review: string;
let yoga: string;
let circle: { id: string; start: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
  coaching = await insertService(t, owner, 'Coaching call', 1);
  review = await insertService(t, owner, 'CV review', 2);
  yoga = await insertSeries(t, owner, 'Yoga series');
  circle = await insertGroupSession(t, owner, 'Breathwork circle', { inHours: 48 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const countPackages = async () => (await db().select({ id: packages.id }).from(packages)).length;

const description = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Five ' },
        { type: 'text', text: 'deep', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' dives', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Notes' }] }] },
      ],
    },
  ],
};

describe('packages need a booking page', () => {
  it('answers 409 with the spec message before the page exists', async () => {
    const bob = await t.expert('nopage@example.com');
    for (const [method, path, body] of [
      ['GET', '/api/packages'],
      ['GET', '/api/packages/options'],
      ['POST', '/api/packages', packageBody()],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Please create a booking page before setting up your personal sessions.',
      );
    }
  });
});

describe('creating and reading packages', () => {
  it('starts with no packages', async () => {
    const res = await ada.request('GET', '/api/packages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('offers the services, series and upcoming confirmed group sessions to include', async () => {
    await insertGroupSession(t, owner, 'Past circle', { inHours: -2 });
    await insertGroupSession(t, owner, 'Cancelled circle', { status: 'cancelled' });
    await insertGroupSession(t, owner, 'A personal session', { type: 'personal' });
    const res = await ada.request('GET', '/api/packages/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      services: [
        { id: coaching, title: 'Coaching call', duration: 60, hidden: false },
        { id: review, title: 'CV review', duration: 60, hidden: false },
      ],
      series: [{ id: yoga, title: 'Yoga series', duration: 45, hidden: false }],
      groupSessions: [
        {
          id: circle.id,
          title: 'Breathwork circle',
          start: circle.start,
          end: new Date(Date.parse(circle.start) + 3_600_000).toISOString(),
          seriesId: null,
        },
      ],
    });
  });

  it('creates a package with what it includes, ordered by its creation time', async () => {
    const before = Date.now();
    const res = await ada.request('POST', '/api/packages', {
      title: '  Five coaching calls  ',
      description,
      personalSessions: [
        { serviceId: review, count: 1 },
        { serviceId: coaching, count: 3 },
      ],
      groupSessionIds: [circle.id],
      series: [{ seriesId: yoga, count: 2 }],
      price: 120,
      paymentPlanMonths: null,
      expiryDays: null,
      hidden: false,
    });
    expect(res.status).toBe(201);
    const { id, order, createdAt, ...rest } = res.body;
    expect(rest).toEqual({
      title: 'Five coaching calls',
      description,
      personalSessions: [
        { serviceId: coaching, title: 'Coaching call', count: 3 },
        { serviceId: review, title: 'CV review', count: 1 },
      ],
      groupSessions: [{ sessionId: circle.id, title: 'Breathwork circle', start: circle.start }],
      series: [{ seriesId: yoga, title: 'Yoga series', count: 2 }],
      price: 12000,
      currency: 'USD',
      paymentPlan: null,
      expiryDays: null,
      hidden: false,
    });
    expect(order).toBeGreaterThanOrEqual(before);
    expect(order).toBeLessThanOrEqual(Date.now());
    expect((await ada.request('GET', `/api/packages/${id}`)).body).toEqual(res.body);
    expect((await ada.request('GET', '/api/packages')).body).toEqual([res.body]);
    const [row] = await db().select().from(packages).where(eq(packages.id, id));
    expect(row).toMatchObject({ pageId: owner.pageId, isDeleted: false, paymentPlanType: null });
  });

  it('stores an empty description as none', async () => {
    const created = await createPackage(ada, {
      title: 'Empty words',
      description: {
        type: 'doc',
        content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: '  ' }] }],
      },
    });
    expect((await ada.request('GET', `/api/packages/${created.id}`)).body.description).toBeNull();
    await ada.request('DELETE', `/api/packages/${created.id}`);
  });

  it('updates every field and replaces what is included', async () => {
    const [first] = (await ada.request('GET', '/api/packages')).body;
    const res = await ada.request(
      'PUT',
      `/api/packages/${first.id}`,
      packageBody({
        title: 'Three calls',
        personalSessions: [{ serviceId: coaching, count: 10 }],
        price: 99.99,
        hidden: true,
        confirmedEmpty: false,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: first.id,
      title: 'Three calls',
      description: null,
      personalSessions: [{ serviceId: coaching, title: 'Coaching call', count: 10 }],
      groupSessions: [],
      series: [],
      price: 9999,
      hidden: true,
      order: first.order,
    });
    const included = await Promise.all([
      db().select().from(packageServices).where(eq(packageServices.packageId, first.id)),
      db().select().from(packageGroupSessions).where(eq(packageGroupSessions.packageId, first.id)),
      db().select().from(packageSeries).where(eq(packageSeries.packageId, first.id)),
    ]);
    expect(included.map((rows) => rows.length)).toEqual([1, 0, 0]);
  });

  it('keeps an included group session that has taken place, but adds only upcoming ones', async () => {
    const soon = await insertGroupSession(t, owner, 'Soon circle', { inHours: 1 });
    const created = await createPackage(ada, { title: 'Circle pass', groupSessionIds: [soon.id] });
    // The session takes place.
    await db()
      .update(sessions)
      .set({ start: new Date(Date.now() - 7_200_000), end: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, soon.id));
    const kept = await ada.request(
      'PUT',
      `/api/packages/${created.id}`,
      packageBody({ title: 'Circle pass', groupSessionIds: [soon.id] }),
    );
    expect(kept.status).toBe(200);

    const message = 'This group session has already started or was cancelled. Please choose an upcoming one.';
    const cancelled = await insertGroupSession(t, owner, 'Called off', { status: 'cancelled' });
    for (const sessionId of [cancelled.id, soon.id]) {
      const res = await ada.request('POST', '/api/packages', packageBody({ groupSessionIds: [sessionId] }));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'bad_request', message, fields: { groupSessionIds: message } });
    }
    await ada.request('DELETE', `/api/packages/${created.id}`);
  });
});

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
    await setCurrency(t, owner, 'JPY');
    await refused({ price: 10.5 }, { price: 'Must be a whole number, e.g. 11' });
    const res = await ada.request(
      'POST',
      '/api/packages',
      packageBody({ title: 'Yen package', price: 5000 }),
    );
    expect(res.body).toMatchObject({ price: 5000, currency: 'JPY' });
    await ada.request('DELETE', `/api/packages/${res.body.id}`);
    await setCurrency(t, owner, 'USD');
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

    await setPlan(t, owner, 'pro');
    const res = await ada.request('POST', '/api/packages', body);
    expect(res.status).toBe(201);
    expect(res.body.paymentPlan).toEqual({ months: 3, amount: 4000 });
    const odd = await ada.request('PUT', `/api/packages/${res.body.id}`, { ...body, price: 100 });
    expect(odd.body.paymentPlan).toEqual({ months: 3, amount: 3334 });
    await ada.request('DELETE', `/api/packages/${res.body.id}`);
  });

  it('needs Growth for an expiry and for prices above 3000 units', async () => {
    await setPlan(t, owner, 'pro');
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

    await setPlan(t, owner, 'growth');
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
    await setPlan(t, owner, 'free');
  });

  it('lets a downgraded expert remove a payment plan or expiry they can no longer use', async () => {
    await setPlan(t, owner, 'growth');
    const created = await createPackage(ada, { title: 'Legacy', paymentPlanMonths: 2, expiryDays: 30 });
    await setPlan(t, owner, 'free');
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
