import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
  await ada.request('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'L', slug: 'ada-rules' });
  await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'R', slug: 'bob-rules' });
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS = {
  minNotice: 0,
  maxNotice: null,
  bufferBefore: 0,
  bufferAfter: 0,
  frequency: null,
  alignment: null,
};
const rules = {
  minNotice: 240,
  maxNotice: 86400,
  bufferBefore: 10,
  bufferAfter: 15,
  frequency: { period: 'daily', maxCount: 4 },
  alignment: 15,
};
const service = {
  title: 'Coaching',
  duration: 60,
  price: 80,
  availabilityId: 'availability',
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
};

describe('scheduling rules', () => {
  it('start as the defaults: no notice, no limit ahead, no buffers, no cap, any start', async () => {
    const res = await ada.request('GET', '/api/scheduling/rules');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rules: DEFAULTS, servicesWithCustomRules: [] });
  });

  it('are saved and read back', async () => {
    const res = await ada.request('PUT', '/api/scheduling/rules', rules);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rules, servicesWithCustomRules: [] });
    expect((await ada.request('GET', '/api/scheduling/rules')).body.rules).toEqual(rules);
    const cleared = await ada.request('PUT', '/api/scheduling/rules', {
      ...rules,
      frequency: null,
      alignment: null,
    });
    expect(cleared.body.rules).toEqual({ ...rules, frequency: null, alignment: null });
  });

  it('answer 400 with the field messages and change nothing', async () => {
    await ada.request('PUT', '/api/scheduling/rules', rules);
    const res = await ada.request('PUT', '/api/scheduling/rules', {
      minNotice: 5,
      maxNotice: 0,
      bufferBefore: -5,
      bufferAfter: 1000,
      frequency: { period: 'hourly', maxCount: 0 },
      alignment: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      minNotice: 'Please choose one of the notice periods',
      maxNotice: 'Please choose one of the notice periods',
      bufferBefore: 'Please choose one of the buffer lengths',
      bufferAfter: 'Please choose one of the buffer lengths',
      'frequency.period': 'Please choose daily or weekly',
      'frequency.maxCount': 'Must be at least 1',
      alignment: 'Please choose one of the start time intervals',
    });
    expect(res.body.error.message).toBe('Please choose one of the notice periods');

    const cap = await ada.request('PUT', '/api/scheduling/rules', {
      ...rules,
      frequency: { period: 'weekly', maxCount: 51 },
    });
    expect(cap.body.error.fields).toEqual({ 'frequency.maxCount': 'Cannot be greater than 50' });
    const whole = await ada.request('PUT', '/api/scheduling/rules', {
      ...rules,
      frequency: { period: 'weekly', maxCount: 1.5 },
    });
    expect(whole.body.error.fields).toEqual({ 'frequency.maxCount': 'Must be a whole number' });
    const missing = await ada.request('PUT', '/api/scheduling/rules', { ...rules, frequency: undefined });
    expect(missing.body.error.fields).toEqual({
      frequency: 'Please choose a limit per day or week, or no limit',
    });
    const count = await ada.request('PUT', '/api/scheduling/rules', {
      ...rules,
      frequency: { period: 'weekly', maxCount: null },
    });
    expect(count.body.error.fields).toEqual({ 'frequency.maxCount': 'Please enter a number' });
    const window = await ada.request('PUT', '/api/scheduling/rules', {
      ...rules,
      minNotice: 10080,
      maxNotice: 10080,
    });
    expect(window.body.error.fields).toEqual({ maxNotice: 'Must be longer than the minimum notice' });

    expect((await ada.request('GET', '/api/scheduling/rules')).body.rules).toEqual(rules);
  });

  it("list the expert's services with rules of their own, in the page's order", async () => {
    const custom = { ...rules, minNotice: 1440 };
    const first = await ada.request('POST', '/api/services', {
      ...service,
      title: 'Workshop',
      customSchedulingRules: custom,
    });
    await ada.request('POST', '/api/services', { ...service, title: 'Plain' });
    const third = await ada.request('POST', '/api/services', {
      ...service,
      title: 'Intensive',
      customSchedulingRules: custom,
    });
    await bob.request('POST', '/api/services', { ...service, title: "Bob's", customSchedulingRules: custom });

    const res = await ada.request('GET', '/api/scheduling/rules');
    expect(res.body.servicesWithCustomRules).toEqual([
      { id: first.body.id, title: 'Workshop' },
      { id: third.body.id, title: 'Intensive' },
    ]);
    const ids = (await ada.request('GET', '/api/services')).body.services.map((s: { id: string }) => s.id);
    await ada.request('PUT', '/api/services/order', { ids: [...ids].reverse() });
    expect(
      (await ada.request('GET', '/api/scheduling/rules')).body.servicesWithCustomRules.map(
        (s: { title: string }) => s.title,
      ),
    ).toEqual(['Intensive', 'Workshop']);
  });

  it("are the expert's own", async () => {
    const res = await bob.request('GET', '/api/scheduling/rules');
    expect(res.body.rules).toEqual(DEFAULTS);
    expect(res.body.servicesWithCustomRules.map((s: { title: string }) => s.title)).toEqual(["Bob's"]);
  });

  it('need a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/scheduling/rules')).status).toBe(401);
    expect((await t.client().request('PUT', '/api/scheduling/rules', rules)).status).toBe(401);
  });
});
