import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilities } from '../../db/schema/availabilities';
import { setPlan, userIdOf } from '../../testing/experts';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  officeHours,
  startAvailabilityTests,
  stored,
  weekend,
  weekendSorted,
  workingHours,
} from './availabilities-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaId: string;

const db = () => t.services.deps.database.db;

beforeAll(async () => {
  ({ t, ada, bob, adaId } = await startAvailabilityTests());
});
afterAll(async () => {
  await t.close();
});

describe('listing and reading', () => {
  it('gives a new expert Working hours, Monday to Friday 09:00-17:00 in their zone', async () => {
    const res = await ada.request('GET', '/api/availabilities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ availabilities: [workingHours] });
    const one = await ada.request('GET', '/api/availabilities/availability');
    expect(one.body).toEqual(workingHours);
  });

  it('gives each expert their own default, under the same id', async () => {
    const res = await bob.request('GET', '/api/availabilities/availability');
    expect(res.body).toEqual({ ...workingHours, timeZone: 'UTC' });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.client().request('GET', '/api/openapi.json')).body.paths);
    for (const path of [
      '/availabilities',
      '/availabilities/{id}',
      '/availabilities/{id}/schedule',
      '/availabilities/{id}/name',
    ])
      expect(paths, path).toContain(path);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/availabilities')).status).toBe(401);
    expect((await t.client().request('POST', '/api/availabilities', { name: 'x' })).status).toBe(401);
  });
});

describe('the plan gate (multipleAvailabilities)', () => {
  it('refuses a second availability on the free plan with the upgrade message, creating nothing', async () => {
    const before = await stored(t, adaId);
    const res = await ada.request('POST', '/api/availabilities', { name: 'New Hours', cloneFromId: null });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'forbidden',
      message: 'Upgrade to Pro to use Multiple availabilities',
    });
    expect(await stored(t, adaId)).toEqual(before);
  });

  it('holds against a double submit, even before the default exists', async () => {
    const carol = await t.expert('carol@example.com');
    const carolId = await userIdOf(t, 'carol@example.com');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => carol.request('POST', '/api/availabilities', { name: 'New Hours' })),
    );
    expect(results.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const rows = await db().select().from(availabilities).where(eq(availabilities.userId, carolId));
    expect(rows.map((r) => r.id)).toEqual(['availability']);
  });

  it('with the feature, creates a new one with office hours in the expert zone, ordered last', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    const res = await ada.request('POST', '/api/availabilities', { name: ' New Hours ', cloneFromId: null });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{20}$/),
      name: 'New Hours',
      timeZone: 'Europe/Paris',
      order: 1,
      isDefault: false,
      weeklyPeriods: officeHours,
      serviceCount: 0,
    });
    expect((await ada.request('GET', `/api/availabilities/${res.body.id}`)).body).toEqual(res.body);
  });

  it('gives concurrent creates distinct places in the order', async () => {
    const created = await Promise.all(
      ['A', 'B', 'C'].map((name) => ada.request('POST', '/api/availabilities', { name })),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(created.map((r) => r.body.order).sort()).toEqual([2, 3, 4]);
    for (const r of created)
      expect((await ada.request('DELETE', `/api/availabilities/${r.body.id}`)).status).toBe(200);
  });

  it('refuses another one after a downgrade, while the existing ones keep working', async () => {
    await setPlan(t, 'ada@example.com', 'free');
    const res = await ada.request('POST', '/api/availabilities', { name: 'Third' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Upgrade to Pro to use Multiple availabilities');
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Working hours', 'New Hours']);
    await setPlan(t, 'ada@example.com', 'pro');
  });
});

describe('cloning', () => {
  beforeAll(async () => {
    // The source: the availability created above, given weekend hours in New York.
    const [, source] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    await ada.request('PUT', `/api/availabilities/${source.id}/schedule`, weekend);
  });

  it("copies the source's weekly hours and zone under the name given", async () => {
    const [, source] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('POST', '/api/availabilities', {
      name: 'New Hours (clone)',
      cloneFromId: source.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'New Hours (clone)',
      timeZone: 'America/New_York',
      weeklyPeriods: weekendSorted,
      isDefault: false,
      // max + 1: the three created concurrently above are gone again.
      order: 2,
      serviceCount: 0,
    });
    // A copy, not a link: changing the clone leaves the source alone.
    await ada.request('PUT', `/api/availabilities/${res.body.id}/schedule`, {
      timeZone: 'UTC',
      weeklyPeriods: [],
    });
    expect((await ada.request('GET', `/api/availabilities/${source.id}`)).body.weeklyPeriods).toEqual(
      weekendSorted,
    );
    await ada.request('DELETE', `/api/availabilities/${res.body.id}`);
  });

  it('clones the default', async () => {
    const res = await ada.request('POST', '/api/availabilities', {
      name: 'Working hours (clone)',
      cloneFromId: 'availability',
    });
    expect(res.body).toMatchObject({ timeZone: 'Europe/Paris', weeklyPeriods: officeHours });
    await ada.request('DELETE', `/api/availabilities/${res.body.id}`);
  });

  it("answers 404 for another expert's or an unknown source, creating nothing", async () => {
    const before = await stored(t, adaId);
    await setPlan(t, 'bob@example.com', 'pro');
    const [, adas] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const foreign = await bob.request('POST', '/api/availabilities', { name: 'Mine', cloneFromId: adas.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Not found');
    const unknown = await ada.request('POST', '/api/availabilities', { name: 'Mine', cloneFromId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await stored(t, adaId)).toEqual(before);
    expect((await bob.request('GET', '/api/availabilities')).body.availabilities).toHaveLength(1);
  });
});
