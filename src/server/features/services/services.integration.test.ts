import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { availabilities } from '../../db/schema/availabilities';
import { bookingPages } from '../../db/schema/booking-pages';
import { services } from '../../db/schema/services';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let carol: TestClient;

const db = () => t.services.deps.database.db;
const NO_PAGE = 'Please create a booking page before setting up your personal sessions.';

const coaching = {
  title: 'Career coaching',
  description: 'A focused hour on your next move.',
  duration: 60,
  price: 120,
  availabilityId: 'availability',
  customSchedulingRules: null,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
};

const weeklyRules = {
  minNotice: 1440,
  maxNotice: 43200,
  bufferBefore: 15,
  bufferAfter: 30,
  frequency: { period: 'weekly', maxCount: 3 },
  alignment: 30,
};

const setPlan = (email: string, plan: string) =>
  db().update(users).set({ pricingPlanId: plan }).where(eq(users.email, email));

async function withPage(email: string, slug: string): Promise<TestClient> {
  const client = await t.expert(email);
  const res = await client.request('POST', '/api/booking-page', {
    firstName: 'Test',
    lastName: 'Expert',
    slug,
  });
  if (res.status !== 201) throw new Error(`booking page for ${email}: ${res.status}`);
  return client;
}

async function create(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/api/services', { ...coaching, ...overrides });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const titles = async (client: TestClient) =>
  (await client.request('GET', '/api/services')).body.services.map((s: { title: string }) => s.title);

const rowsOf = (email: string) =>
  db()
    .select({ id: services.id, title: services.title, order: services.order, updatedAt: services.updatedAt })
    .from(services)
    .innerJoin(users, eq(users.id, services.userId))
    .where(eq(users.email, email))
    .orderBy(services.order);

beforeAll(async () => {
  t = await createTestApp();
  ada = await withPage('ada@example.com', 'ada-coaching');
  bob = await withPage('bob@example.com', 'bob-coaching');
  carol = await t.expert('carol@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('services without a booking page', () => {
  it('answer 409 with the spec sentence, whatever the call', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/services', undefined],
      ['POST', '/api/services', coaching],
      ['PUT', '/api/services/order', { ids: [] }],
      ['GET', '/api/services/abc', undefined],
      ['PUT', '/api/services/abc', coaching],
      ['DELETE', '/api/services/abc', undefined],
    ] as const) {
      const res = await carol.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.error.message).toBe(NO_PAGE);
    }
    expect(await db().select().from(services)).toEqual([]);
  });

  it('are described in /api/openapi.json', async () => {
    const paths = Object.keys((await t.client().request('GET', '/api/openapi.json')).body.paths);
    for (const path of ['/services', '/services/order', '/services/{id}', '/scheduling/rules'])
      expect(paths, path).toContain(path);
  });

  it('need a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/services')).status).toBe(401);
    expect((await t.client().request('POST', '/api/services', coaching)).status).toBe(401);
  });
});

describe('creating and reading services', () => {
  it('starts with no services', async () => {
    expect((await ada.request('GET', '/api/services')).body).toEqual({ services: [] });
  });

  it('creates a service on the default availability (Working hours), in the page currency', async () => {
    const res = await ada.request('POST', '/api/services', { ...coaching, title: '  Career coaching  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Career coaching',
      description: 'A focused hour on your next move.',
      duration: 60,
      price: { amount: 12000, currency: 'USD' },
      availability: { id: 'availability', name: 'Working hours' },
      hasCustomRules: false,
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
      order: 0,
    });
    expect((await ada.request('GET', `/api/services/${res.body.id}`)).body).toEqual(res.body);
  });

  it('adds each new service at the end of the list', async () => {
    const intro = await create(ada, { title: 'Intro call', duration: 15, price: 0, description: '' });
    expect(intro).toMatchObject({ order: 1, description: null, price: { amount: 0, currency: 'USD' } });
    const deep = await create(ada, { title: 'Deep dive', duration: 37, price: 249.99, hidden: true });
    expect(deep).toMatchObject({ order: 2, duration: 37, hidden: true, price: { amount: 24999 } });
    expect(await titles(ada)).toEqual(['Career coaching', 'Intro call', 'Deep dive']);
  });

  it('keeps custom scheduling rules, and drops them when switched off', async () => {
    const created = await create(ada, {
      title: 'Strategy day',
      duration: 240,
      customSchedulingRules: weeklyRules,
    });
    expect(created).toMatchObject({ hasCustomRules: true, customSchedulingRules: weeklyRules });
    const rules = await ada.request('GET', '/api/scheduling/rules');
    expect(rules.body.servicesWithCustomRules).toEqual([{ id: created.id, title: 'Strategy day' }]);

    const updated = await ada.request('PUT', `/api/services/${created.id}`, {
      ...coaching,
      title: 'Strategy day',
      duration: 240,
      customSchedulingRules: null,
    });
    expect(updated.body).toMatchObject({ hasCustomRules: false, customSchedulingRules: null, order: 3 });
    const [row] = await db().select().from(services).where(eq(services.id, created.id));
    expect([row?.minNotice, row?.bufferAfter, row?.frequencyPeriod, row?.alignment]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await ada.request('GET', '/api/scheduling/rules')).body.servicesWithCustomRules).toEqual([]);
  });

  it('takes a custom location of the expert, and refuses Zoom until it is connected', async () => {
    const location = await ada.request('POST', '/api/locations', { name: 'Studio', location: '1 Main St' });
    const [first] = (await ada.request('GET', '/api/services')).body.services;
    const res = await ada.request('PUT', `/api/services/${first.id}`, {
      ...coaching,
      locationType: 'custom',
      locationId: location.body.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locationType: 'custom', locationId: location.body.id });

    const zoom = await ada.request('PUT', `/api/services/${first.id}`, { ...coaching, locationType: 'zoom' });
    expect(zoom.status).toBe(400);
    expect(zoom.body.error).toEqual({
      code: 'bad_request',
      message: 'Connect your Zoom account first',
      fields: { locationType: 'Connect your Zoom account first' },
    });
    expect((await ada.request('GET', `/api/services/${first.id}`)).body.locationType).toBe('custom');
  });

  it('uses another availability of the expert and shows its name', async () => {
    const adaId = (await db().select().from(users).where(eq(users.email, 'ada@example.com')))[0]!.id;
    await db()
      .insert(availabilities)
      .values({ userId: adaId, id: 'deep-work', name: 'Deep work', timeZone: 'UTC' });
    const created = await create(ada, { title: 'Mentoring', availabilityId: 'deep-work' });
    expect(created.availability).toEqual({ id: 'deep-work', name: 'Deep work' });
  });
});

describe('validation', () => {
  const expectFields = async (body: Record<string, unknown>, fields: Record<string, string>) => {
    const before = await rowsOf('ada@example.com');
    const res = await ada.request('POST', '/api/services', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect(res.body.error.message).toBe(Object.values(fields)[0]);
    expect(await rowsOf('ada@example.com')).toEqual(before);
  };

  it('gives the title, description and duration messages', async () => {
    await expectFields(
      { ...coaching, title: ' ', description: 'd'.repeat(2001), duration: null },
      {
        title: 'Required',
        description: 'Too long, please limit the description to 2000 characters',
        duration: 'Please enter the length in minutes',
      },
    );
    await expectFields(
      { ...coaching, title: 't'.repeat(61), duration: 4 },
      { title: 'Too long, please limit the title to 60 characters', duration: 'Must be at least 5 minutes' },
    );
    await expectFields(
      { ...coaching, duration: 721 },
      { duration: 'Cannot be longer than 720 minutes (12 hours)' },
    );
    await expectFields({ ...coaching, duration: 30.5 }, { duration: 'Must be a whole number of minutes' });
  });

  it('gives the price messages', async () => {
    await expectFields(
      { ...coaching, price: 1000.01 },
      {
        price:
          "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
      },
    );
    await expectFields(
      { ...coaching, price: 0.49 },
      { price: 'Must be at least $0.50. Use $0.00 for a free service.' },
    );
    await expectFields({ ...coaching, price: undefined }, { price: 'Required' });
    await expectFields({ ...coaching, price: 'ten' }, { price: 'Must be a number' });
  });

  it('asks for whole amounts in a zero-decimal page currency', async () => {
    const yen = await withPage('yuki@example.com', 'yuki-coaching');
    await db().update(bookingPages).set({ currency: 'JPY' }).where(eq(bookingPages.slug, 'yuki-coaching'));
    const res = await yen.request('POST', '/api/services', { ...coaching, price: 4999.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ price: 'Must be a whole number, e.g. 5000' });
    const ok = await yen.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(ok.body.price).toEqual({ amount: 5000, currency: 'JPY' });
  });

  it('gives the availability, location and switch messages', async () => {
    await expectFields(
      { ...coaching, availabilityId: '', hidden: 'no', collectPhoneNumber: null },
      {
        availabilityId: 'Please choose an availability',
        hidden: 'Required',
        collectPhoneNumber: 'Required',
      },
    );
    await expectFields({ ...coaching, locationType: 'custom' }, { locationId: 'Please choose a location' });
    await expectFields({ ...coaching, locationType: 'teams' }, { locationType: 'Please choose a location' });
  });

  it('gives the custom rules messages under their fields', async () => {
    await expectFields(
      {
        ...coaching,
        customSchedulingRules: {
          minNotice: 7,
          maxNotice: 1,
          bufferBefore: 3,
          bufferAfter: 4,
          frequency: { period: 'monthly', maxCount: 51 },
          alignment: 45,
        },
      },
      {
        'customSchedulingRules.minNotice': 'Please choose one of the notice periods',
        'customSchedulingRules.maxNotice': 'Please choose one of the notice periods',
        'customSchedulingRules.bufferBefore': 'Please choose one of the buffer lengths',
        'customSchedulingRules.bufferAfter': 'Please choose one of the buffer lengths',
        'customSchedulingRules.frequency.period': 'Please choose daily or weekly',
        'customSchedulingRules.frequency.maxCount': 'Cannot be greater than 50',
        'customSchedulingRules.alignment': 'Please choose one of the start time intervals',
      },
    );
    await expectFields(
      { ...coaching, customSchedulingRules: { ...weeklyRules, minNotice: 10080, maxNotice: 10080 } },
      { 'customSchedulingRules.maxNotice': 'Must be longer than the minimum notice' },
    );
  });

  it('refuses a body that is not an object', async () => {
    const res = await ada.request('POST', '/api/services', undefined, { raw: '"Career coaching"' });
    expect(res.status).toBe(400);
  });

  it('changes nothing when an update is invalid', async () => {
    const [first] = (await ada.request('GET', '/api/services')).body.services;
    const res = await ada.request('PUT', `/api/services/${first.id}`, { ...coaching, title: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ title: 'Required' });
    expect((await ada.request('GET', `/api/services/${first.id}`)).body).toEqual(first);
  });
});

describe('the increased price limit', () => {
  const cap = (amount: string) =>
    `That's too much! The service price is limited to ${amount}. Contact us if you need this limit increased.`;

  it('is five times the cap on a plan with it, and only there', async () => {
    const [first] = (await bob.request('GET', '/api/services')).body.services ?? [];
    expect(first).toBeUndefined();
    const refused = await bob.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ price: cap('$1,000.00') });

    await setPlan('bob@example.com', 'pro');
    expect(
      (await bob.request('POST', '/api/services', { ...coaching, price: 1000.5 })).body.error.fields,
    ).toEqual({
      price: cap('$1,000.00'),
    });

    await setPlan('bob@example.com', 'growth');
    const allowed = await bob.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(allowed.status).toBe(201);
    expect(allowed.body.price).toEqual({ amount: 500000, currency: 'USD' });
    const above = await bob.request('POST', '/api/services', { ...coaching, price: 5000.01 });
    expect(above.status).toBe(400);
    expect(above.body.error.fields).toEqual({ price: cap('$5,000.00') });

    // Back on the free plan, saving the expensive service again is held to the base cap.
    await setPlan('bob@example.com', 'free');
    const edit = await bob.request('PUT', `/api/services/${allowed.body.id}`, { ...coaching, price: 5000 });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ price: cap('$1,000.00') });
    expect((await bob.request('GET', `/api/services/${allowed.body.id}`)).body.price.amount).toBe(500000);
  });
});

describe("another expert's services", () => {
  it('are not found, whatever the action, and stay as they were', async () => {
    const [mine] = (await ada.request('GET', '/api/services')).body.services;
    expect((await bob.request('GET', `/api/services/${mine.id}`)).status).toBe(404);
    const put = await bob.request('PUT', `/api/services/${mine.id}`, { ...coaching, title: 'Taken over' });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Not found');
    expect((await bob.request('DELETE', `/api/services/${mine.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/services/${mine.id}`)).body).toEqual(mine);
    expect((await bob.request('GET', `/api/services/${'x'.repeat(500)}`)).status).toBe(404);
  });

  it("cannot point a service at another expert's availability or location", async () => {
    const before = await rowsOf('bob@example.com');
    const availability = await bob.request('POST', '/api/services', {
      ...coaching,
      availabilityId: 'deep-work',
    });
    expect(availability.status).toBe(404);
    const adaLocation = (await ada.request('GET', '/api/locations')).body.locations[0];
    const location = await bob.request('POST', '/api/services', {
      ...coaching,
      locationType: 'custom',
      locationId: adaLocation.id,
    });
    expect(location.status).toBe(404);
    expect(await rowsOf('bob@example.com')).toEqual(before);
  });

  it('cannot be reordered into another page', async () => {
    const mine = (await ada.request('GET', '/api/services')).body.services.map((s: { id: string }) => s.id);
    const bobs = (await bob.request('GET', '/api/services')).body.services.map((s: { id: string }) => s.id);
    const res = await bob.request('PUT', '/api/services/order', { ids: [mine[0], ...bobs.slice(1)] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'The list has changed since you opened it. Reload the page and try again.',
    );
  });
});

describe('reordering', () => {
  let ids: string[];

  beforeAll(async () => {
    const dana = await withPage('dana@example.com', 'dana-coaching');
    for (const title of ['One', 'Two', 'Three', 'Four']) await create(dana, { title });
    ids = (await rowsOf('dana@example.com')).map((r) => r.id);
    reorderer = dana;
  });
  let reorderer: TestClient;

  it('saves a new order value only for the services whose order changed', async () => {
    const before = await rowsOf('dana@example.com');
    // Move Four above Three: only those two change.
    const res = await reorderer.request('PUT', '/api/services/order', {
      ids: [ids[0], ids[1], ids[3], ids[2]],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: 2 });
    const after = await rowsOf('dana@example.com');
    expect(after.map((r) => [r.title, r.order])).toEqual([
      ['One', 0],
      ['Two', 1],
      ['Four', 2],
      ['Three', 3],
    ]);
    const updatedAt = (rows: typeof after, title: string) => rows.find((r) => r.title === title)!.updatedAt;
    expect(updatedAt(after, 'One')).toEqual(updatedAt(before, 'One'));
    expect(updatedAt(after, 'Two')).toEqual(updatedAt(before, 'Two'));
    expect(updatedAt(after, 'Four')).not.toEqual(updatedAt(before, 'Four'));
    expect(await titles(reorderer)).toEqual(['One', 'Two', 'Four', 'Three']);
  });

  it('writes nothing when the order is unchanged', async () => {
    const current = (await rowsOf('dana@example.com')).map((r) => r.id);
    expect((await reorderer.request('PUT', '/api/services/order', { ids: current })).body).toEqual({
      changed: 0,
    });
  });

  it('moves the last to the top', async () => {
    const current = (await rowsOf('dana@example.com')).map((r) => r.id);
    const res = await reorderer.request('PUT', '/api/services/order', {
      ids: [current[3], current[0], current[1], current[2]],
    });
    expect(res.body).toEqual({ changed: 4 });
    expect(await titles(reorderer)).toEqual(['Three', 'One', 'Two', 'Four']);
  });

  it('answers 409 when the list changed since it was loaded, and changes nothing', async () => {
    const before = await rowsOf('dana@example.com');
    const current = before.map((r) => r.id);
    const stale = await reorderer.request('PUT', '/api/services/order', { ids: current.slice(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'The list has changed since you opened it. Reload the page and try again.',
    );
    const unknown = await reorderer.request('PUT', '/api/services/order', {
      ids: [...current.slice(1), 'nope'],
    });
    expect(unknown.status).toBe(409);
    const repeated = await reorderer.request('PUT', '/api/services/order', {
      ids: [current[0], ...current.slice(0, 3)],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error.fields).toEqual({
      ids: 'The list has changed since you opened it. Reload the page and try again.',
    });
    expect(await rowsOf('dana@example.com')).toEqual(before);
  });

  it('gives services created at the same time distinct places at the end', async () => {
    const created = await Promise.all(['Five', 'Six', 'Seven'].map((title) => create(reorderer, { title })));
    expect(created.map((s) => s.order).sort()).toEqual([4, 5, 6]);
  });

  it('deletes a service, which leaves the others in order', async () => {
    const rows = await rowsOf('dana@example.com');
    const two = rows.find((r) => r.title === 'Two')!;
    expect((await reorderer.request('DELETE', `/api/services/${two.id}`)).status).toBe(204);
    expect((await reorderer.request('GET', `/api/services/${two.id}`)).status).toBe(404);
    expect((await reorderer.request('DELETE', `/api/services/${two.id}`)).status).toBe(404);
    const left = await db()
      .select()
      .from(services)
      .where(inArray(services.id, [two.id]));
    expect(left).toEqual([]);
    expect((await titles(reorderer)).slice(0, 3)).toEqual(['Three', 'One', 'Four']);
  });
});
