import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services';
import { expertWithPage } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { coaching, create, insertDeepWork, rowsOf, titles } from './services-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

const db = () => t.services.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const adaExpert = await expertWithPage(t, 'ada@example.com', 'ada-coaching');
  ada = adaExpert.client;
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob-coaching'));
  // Ada has a service, a second availability and a location; Bob has a service of his own.
  await create(ada);
  await insertDeepWork(t, adaExpert.owner.userId);
  await ada.request('POST', '/api/locations', { name: 'Studio', location: '1 Main St' });
  await create(bob);
});
afterAll(async () => {
  await t.close();
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
    const before = await rowsOf(t, 'bob@example.com');
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
    expect(await rowsOf(t, 'bob@example.com')).toEqual(before);
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
    const { client: dana } = await expertWithPage(t, 'dana@example.com', 'dana-coaching');
    for (const title of ['One', 'Two', 'Three', 'Four']) await create(dana, { title });
    ids = (await rowsOf(t, 'dana@example.com')).map((r) => r.id);
    reorderer = dana;
  });
  let reorderer: TestClient;

  it('saves a new order value only for the services whose order changed', async () => {
    const before = await rowsOf(t, 'dana@example.com');
    // Move Four above Three: only those two change.
    const res = await reorderer.request('PUT', '/api/services/order', {
      ids: [ids[0], ids[1], ids[3], ids[2]],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: 2 });
    const after = await rowsOf(t, 'dana@example.com');
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
    const current = (await rowsOf(t, 'dana@example.com')).map((r) => r.id);
    expect((await reorderer.request('PUT', '/api/services/order', { ids: current })).body).toEqual({
      changed: 0,
    });
  });

  it('moves the last to the top', async () => {
    const current = (await rowsOf(t, 'dana@example.com')).map((r) => r.id);
    const res = await reorderer.request('PUT', '/api/services/order', {
      ids: [current[3], current[0], current[1], current[2]],
    });
    expect(res.body).toEqual({ changed: 4 });
    expect(await titles(reorderer)).toEqual(['Three', 'One', 'Two', 'Four']);
  });

  it('answers 409 when the list changed since it was loaded, and changes nothing', async () => {
    const before = await rowsOf(t, 'dana@example.com');
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
    expect(await rowsOf(t, 'dana@example.com')).toEqual(before);
  });

  it('gives services created at the same time distinct places at the end', async () => {
    const created = await Promise.all(['Five', 'Six', 'Seven'].map((title) => create(reorderer, { title })));
    expect(created.map((s) => s.order).sort()).toEqual([4, 5, 6]);
  });

  it('deletes a service, which leaves the others in order', async () => {
    const rows = await rowsOf(t, 'dana@example.com');
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
