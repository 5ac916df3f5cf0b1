import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { packageSeries, packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaPageId: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (days: number, hours = 0) => iso(Math.floor(Date.now() / DAY) * DAY + days * DAY + hours * HOUR);

const db = () => t.services.deps.database.db;
const setPlan = (email: string, plan: string) =>
  db().update(users).set({ pricingPlanId: plan }).where(eq(users.email, email));
const countSeries = async () => (await db().select({ id: series.id }).from(series)).length;

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly circle',
  description: 'An hour together.',
  duration: 60,
  price: 20,
  groupSizeMax: 6,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
  ...overrides,
});

async function createSeries(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/api/series', valid(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; order: number };
}

async function schedule(client: TestClient, seriesId: string, start: string) {
  const res = await client.request('POST', `/api/series/${seriesId}/sessions`, { start });
  expect(res.status).toBe(201);
  return res.body as { id: string; start: string; end: string };
}

async function book(sessionId: string) {
  const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
  await db().insert(bookings).values({
    id: newId(),
    sessionId,
    expertId: session!.expertId,
    pageId: session!.pageId,
    clientFirstName: 'Cleo',
    clientLastName: 'Client',
    clientEmail: 'cleo@example.com',
    currency: session!.currency,
  });
  await db()
    .update(sessions)
    .set({ groupSizeCurrent: session!.groupSizeCurrent + 1 })
    .where(eq(sessions.id, sessionId));
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('before the booking page exists', () => {
  it('lists nothing and refuses to create, with the spec message', async () => {
    expect((await ada.request('GET', '/api/series')).body).toEqual([]);
    const res = await ada.request('POST', '/api/series', valid());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Please create a booking page before setting up your personal sessions.',
    );
    adaPageId = (
      await ada.request('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'L', slug: 'ada' })
    ).body.id;
    await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'B', slug: 'bob' });
  });
});

describe('creating a series', () => {
  it('creates it in the page currency with the defaults of the form', async () => {
    const res = await ada.request('POST', '/api/series', {
      title: ' Yoga basics ',
      duration: 30,
      price: 15,
      groupSizeMax: 6,
      locationType: null,
      locationId: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Yoga basics',
      description: null,
      duration: 30,
      price: 1500,
      currency: 'USD',
      groupSizeMax: 6,
      hidden: false,
      collectPhoneNumber: false,
      locationType: null,
      locationId: null,
      order: expect.any(Number),
      upcomingSessionCount: 0,
      packageCount: 0,
    });
    const detail = await ada.request('GET', `/api/series/${res.body.id}`);
    expect(detail.body).toEqual({ series: res.body, sessions: [] });
    await ada.request('DELETE', `/api/series/${res.body.id}`);
  });

  it('answers every validation message of the form and saves nothing', async () => {
    const before = await countSeries();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '' }, { title: 'Required' }],
      [{ title: 's'.repeat(61) }, { title: 'Too long, please limit the title to 60 characters' }],
      [{ duration: 25 }, { duration: 'Please choose one of the durations' }],
      [{ duration: undefined }, { duration: 'Required' }],
      [
        { price: 1000.01 },
        {
          price:
            "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
        },
      ],
      [{ price: 0.3 }, { price: 'Must be at least $0.50. Use $0.00 for a free service.' }],
      [{ price: 'ten' }, { price: 'Must be a number' }],
      [{ groupSizeMax: 0 }, { groupSizeMax: 'Group size must be greater than 0' }],
      [{ groupSizeMax: 43 }, { groupSizeMax: 'Group sessions are limited to 42 participants' }],
      [{ locationType: 'daily', locationId: 'x' }, { locationId: 'Please choose a location' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await ada.request('POST', '/api/series', valid(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await countSeries()).toBe(before);
  });

  it('allows 500 participants and a $5,000 price only with the plan; the title stays at 60', async () => {
    const refused = await ada.request('POST', '/api/series', valid({ groupSizeMax: 500, price: 5000 }));
    expect(refused.body.error.fields).toEqual({
      groupSizeMax: 'Group sessions are limited to 42 participants',
      price:
        "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
    });
    await setPlan('ada@example.com', 'growth');
    try {
      const allowed = await ada.request('POST', '/api/series', valid({ groupSizeMax: 500, price: 5000 }));
      expect(allowed.status).toBe(201);
      expect(allowed.body).toMatchObject({ groupSizeMax: 500, price: 500000 });
      const over = await ada.request(
        'POST',
        '/api/series',
        valid({ title: 's'.repeat(61), groupSizeMax: 501 }),
      );
      expect(over.body.error.fields).toEqual({
        title: 'Too long, please limit the title to 60 characters',
        groupSizeMax: 'Group sessions are limited to 500 participants',
      });
      await ada.request('DELETE', `/api/series/${allowed.body.id}`);
    } finally {
      await setPlan('ada@example.com', 'free');
    }
  });

  it("refuses another expert's location", async () => {
    const bobs = (await bob.request('POST', '/api/locations', { name: 'Bob room', location: 'Elsewhere' }))
      .body;
    const res = await ada.request(
      'POST',
      '/api/series',
      valid({ locationType: 'custom', locationId: bobs.id }),
    );
    expect(res.status).toBe(404);
  });
});

describe('scheduling sessions of a series', () => {
  let circle: { id: string };

  beforeAll(async () => {
    const studio = (await ada.request('POST', '/api/locations', { name: 'Studio', location: '4 Quay Road' }))
      .body;
    circle = await createSeries(ada, {
      locationType: 'custom',
      locationId: studio.id,
      collectPhoneNumber: true,
    });
  });

  it("takes the start; the end follows the duration and the rest is the series'", async () => {
    const res = await ada.request('POST', `/api/series/${circle.id}/sessions`, { start: at(3, 18) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      seriesId: circle.id,
      title: 'Weekly circle',
      description: 'An hour together.',
      start: at(3, 18),
      end: at(3, 19),
      price: 2000,
      currency: 'USD',
      groupSize: { max: 6, current: 0, remaining: 6 },
      hidden: false,
      collectPhoneNumber: true,
      location: { type: 'custom', id: expect.any(String), name: 'Studio', details: '4 Quay Road' },
      hasBookings: false,
    });
  });

  it('lists the upcoming sessions soonest first in the detail, without past ones', async () => {
    const earlier = await schedule(ada, circle.id, at(2, 18));
    const [row] = await db().select().from(sessions).where(eq(sessions.id, earlier.id));
    await db()
      .insert(sessions)
      .values({
        ...row!,
        id: newId(),
        start: new Date(Date.now() - 2 * HOUR),
        end: new Date(Date.now() - HOUR),
        groupSizeRemaining: undefined,
      } as typeof sessions.$inferInsert);
    const detail = (await ada.request('GET', `/api/series/${circle.id}`)).body;
    expect(detail.sessions.map((s: { start: string }) => s.start)).toEqual([at(2, 18), at(3, 18)]);
    expect(detail.series.upcomingSessionCount).toBe(2);
    // Series sessions are not in the standalone list.
    expect((await ada.request('GET', '/api/group-sessions')).body).toEqual([]);
  });

  it("refuses a start that is not in the future, and another expert's series", async () => {
    const past = await ada.request('POST', `/api/series/${circle.id}/sessions`, {
      start: iso(Date.now() - 60_000),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ start: 'Start date must be in the future' });
    const missing = await ada.request('POST', `/api/series/${circle.id}/sessions`, {});
    expect(missing.body.error.fields).toEqual({ start: 'Required' });
    expect((await bob.request('POST', `/api/series/${circle.id}/sessions`, { start: at(4) })).status).toBe(
      404,
    );
  });

  it('moves a session without bookings; the end follows', async () => {
    const session = await schedule(ada, circle.id, at(5, 9));
    const res = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(5, 11),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ start: at(5, 11), end: at(5, 12) });
    expect((await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`)).status).toBe(204);
    const again = await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Session no longer exist');
  });

  it('with bookings, does not move or delete it', async () => {
    const session = await schedule(ada, circle.id, at(6, 9));
    await book(session.id);
    const moved = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(6, 10),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe('Session already has bookings');
    const kept = await ada.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, {
      start: at(6, 9),
    });
    expect(kept.status).toBe(200);
    const deleted = await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe('Session already has bookings');
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).body.start).toBe(at(6, 9));
  });

  it("answers 404 for a session of another series or another expert's", async () => {
    const other = await createSeries(ada, { title: 'Other' });
    const session = await schedule(ada, circle.id, at(7, 9));
    expect(
      (await ada.request('PUT', `/api/series/${other.id}/sessions/${session.id}`, { start: at(7, 10) }))
        .status,
    ).toBe(404);
    expect((await ada.request('DELETE', `/api/series/${other.id}/sessions/${session.id}`)).status).toBe(404);
    expect(
      (await bob.request('PUT', `/api/series/${circle.id}/sessions/${session.id}`, { start: at(7, 10) }))
        .status,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).body.start).toBe(at(7, 9));
    await ada.request('DELETE', `/api/series/${circle.id}/sessions/${session.id}`);
    await ada.request('DELETE', `/api/series/${other.id}`);
  });
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
      valid({ title: 'Slow yoga', duration: 90, price: 25, groupSizeMax: 2, hidden: true }),
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
    const bad = await ada.request('PUT', `/api/series/${mine.id}`, valid({ duration: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ duration: 'Please choose one of the durations' });
    expect((await bob.request('PUT', `/api/series/${mine.id}`, valid())).status).toBe(404);
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

describe('deleting a series', () => {
  it('deletes one without upcoming sessions or packages straight away', async () => {
    const lonely = await createSeries(ada, { title: 'Lonely' });
    expect((await ada.request('DELETE', `/api/series/${lonely.id}`)).status).toBe(204);
    expect((await ada.request('GET', `/api/series/${lonely.id}`)).status).toBe(404);
  });

  it('asks for confirmation with the counts, then keeps its sessions as standalone ones', async () => {
    const circle = await createSeries(ada, { title: 'Circle to delete' });
    const one = await schedule(ada, circle.id, at(8, 9));
    const two = await schedule(ada, circle.id, at(9, 9));
    await book(two.id);

    const asked = await ada.request('DELETE', `/api/series/${circle.id}`);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toEqual({
      code: 'confirmation_required',
      message: 'Please confirm deleting this series',
      fields: { upcomingSessions: '2', packages: '0' },
    });
    expect((await ada.request('GET', `/api/series/${circle.id}`)).status).toBe(200);

    expect((await ada.request('DELETE', `/api/series/${circle.id}?confirm=true`)).status).toBe(204);
    expect((await ada.request('GET', `/api/series/${circle.id}`)).status).toBe(404);
    const standalone = (await ada.request('GET', '/api/group-sessions')).body;
    expect(standalone.map((s: { id: string; seriesId: null }) => [s.id, s.seriesId])).toEqual([
      [one.id, null],
      [two.id, null],
    ]);
    expect(standalone[1].groupSize.current).toBe(1);
  });

  it('asks for confirmation when packages include it; they lose it', async () => {
    const sold = await createSeries(ada, { title: 'In a package' });
    const packageId = newId();
    await db()
      .insert(packages)
      .values({ id: packageId, pageId: adaPageId, title: 'Bundle', currency: 'USD', order: 1 });
    await db().insert(packageSeries).values({ packageId, seriesId: sold.id, count: 4 });
    expect((await ada.request('GET', `/api/series/${sold.id}`)).body.series.packageCount).toBe(1);

    const asked = await ada.request('DELETE', `/api/series/${sold.id}?confirm=false`);
    expect(asked.status).toBe(409);
    expect(asked.body.error.fields).toEqual({ upcomingSessions: '0', packages: '1' });
    expect((await ada.request('DELETE', `/api/series/${sold.id}?confirm=true`)).status).toBe(204);
    expect(await db().select().from(packageSeries).where(eq(packageSeries.packageId, packageId))).toEqual([]);
  });

  it("answers 404 for another expert's series and leaves it alone", async () => {
    const mine = await createSeries(ada, { title: 'Mine' });
    expect((await bob.request('DELETE', `/api/series/${mine.id}?confirm=true`)).status).toBe(404);
    expect((await ada.request('GET', `/api/series/${mine.id}`)).status).toBe(200);
  });

  it('of two deletes, one deletes and the other finds nothing', async () => {
    const twice = await createSeries(ada, { title: 'Twice' });
    const results = await Promise.all([
      ada.request('DELETE', `/api/series/${twice.id}`),
      ada.request('DELETE', `/api/series/${twice.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/series')).status).toBe(401);
  });
});
