import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { series } from '../../db/schema/series';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  at,
  createSeries,
  groupFixtures,
  iso,
  schedule,
  startGroupTestApp,
  validSeries,
} from '../group-sessions/group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const { db, book } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada, bob } = await startGroupTestApp({ pages: true }));
  // Ada already has a series when these tests start, as in the full flow.
  await createSeries(ada, { title: 'Weekly circle' });
});
afterAll(async () => {
  await t.close();
});

describe('editing a series', () => {
  it('passes the change on to upcoming sessions, sparing the time and price of booked ones', async () => {
    const yoga = await createSeries(ada, { title: 'Yoga', duration: 60, price: 20, groupSizeMax: 6 });
    const open = await schedule(ada, yoga.id, at(3, 9));
    const booked = await schedule(ada, yoga.id, at(4, 9));
    await book(booked.id);
    await book(booked.id);
    await book(booked.id);

    const res = await ada.request(
      'PUT',
      `/api/series/${yoga.id}`,
      validSeries({ title: 'Slow yoga', duration: 90, price: 25, groupSizeMax: 2, hidden: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: yoga.id,
      title: 'Slow yoga',
      duration: 90,
      price: 2500,
      groupSizeMax: 2,
      hidden: true,
      upcomingSessionCount: 2,
      order: yoga.order,
    });
    const [first, second] = (await ada.request('GET', `/api/series/${yoga.id}`)).body.sessions;
    expect(first).toMatchObject({
      id: open.id,
      title: 'Slow yoga',
      hidden: true,
      start: at(3, 9),
      end: iso(Date.parse(at(3, 9)) + 90 * 60_000),
      price: 2500,
      groupSize: { max: 2, current: 0, remaining: 2 },
    });
    expect(second).toMatchObject({
      id: booked.id,
      title: 'Slow yoga',
      hidden: true,
      start: at(4, 9),
      end: at(4, 10),
      price: 2000,
      groupSize: { max: 3, current: 3, remaining: 0 },
    });
  });

  it('checks the input and the owner', async () => {
    const [mine] = (await ada.request('GET', '/api/series')).body;
    const bad = await ada.request('PUT', `/api/series/${mine.id}`, validSeries({ duration: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ duration: 'Please choose one of the durations' });
    expect((await bob.request('PUT', `/api/series/${mine.id}`, validSeries())).status).toBe(404);
    expect((await bob.request('GET', `/api/series/${mine.id}`)).status).toBe(404);
    expect((await ada.request('GET', '/api/series/nope')).status).toBe(404);
  });
});

describe('reordering series', () => {
  it('lists series in their order, new ones last, and writes only the changed order values', async () => {
    const dora = await t.expert('dora@example.com');
    await dora.request('POST', '/api/booking-page', { firstName: 'Dora', lastName: 'D', slug: 'dora' });
    const a = await createSeries(dora, { title: 'A' });
    const b = await createSeries(dora, { title: 'B' });
    const c = await createSeries(dora, { title: 'C' });
    const d = await createSeries(dora, { title: 'D' });
    const titles = async () =>
      (await dora.request('GET', '/api/series')).body.map((s: { title: string }) => s.title);
    expect(await titles()).toEqual(['A', 'B', 'C', 'D']);

    const before = new Map(
      (await db().select().from(series)).map((row) => [
        row.id,
        { order: row.order, updatedAt: row.updatedAt },
      ]),
    );
    const res = await dora.request('PUT', '/api/series/order', { ids: [a.id, c.id, b.id, d.id] });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { title: string }) => s.title)).toEqual(['A', 'C', 'B', 'D']);
    const after = new Map((await db().select().from(series)).map((row) => [row.id, row]));
    // B and C swap their values; A and D are not written at all.
    expect(after.get(c.id)!.order).toBe(before.get(b.id)!.order);
    expect(after.get(b.id)!.order).toBe(before.get(c.id)!.order);
    for (const id of [a.id, d.id]) {
      expect(after.get(id)!.order).toBe(before.get(id)!.order);
      expect(after.get(id)!.updatedAt).toEqual(before.get(id)!.updatedAt);
    }
    expect(await titles()).toEqual(['A', 'C', 'B', 'D']);
  });

  it('refuses a list that is not exactly the series (409) and changes nothing', async () => {
    const mine = (await ada.request('GET', '/api/series')).body.map((s: { id: string }) => s.id);
    const stale = await ada.request('PUT', '/api/series/order', { ids: mine.slice(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'The list has changed since you opened it. Reload the page and try again.',
    );
    // Another expert's ids are never part of the list.
    expect((await bob.request('PUT', '/api/series/order', { ids: mine })).status).toBe(409);
    expect((await ada.request('GET', '/api/series')).body.map((s: { id: string }) => s.id)).toEqual(mine);
  });
});
