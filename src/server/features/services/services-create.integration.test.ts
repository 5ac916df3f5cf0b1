import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services';
import { expertWithPage, type Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { coaching, create, insertDeepWork, titles, weeklyRules } from './services-testing';

let t: TestApp;
let ada: TestClient;
let adaOwner: Owner;
let carol: TestClient;

const db = () => t.services.deps.database.db;
const NO_PAGE = 'Please create a booking page before setting up your personal sessions.';

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
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
      workflowsIds: [],
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
    await insertDeepWork(t, adaOwner.userId);
    const created = await create(ada, { title: 'Mentoring', availabilityId: 'deep-work' });
    expect(created.availability).toEqual({ id: 'deep-work', name: 'Deep work' });
  });
});
