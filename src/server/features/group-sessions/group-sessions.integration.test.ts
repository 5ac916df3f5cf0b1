import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
// Whole minutes, days ahead: clear of "now" whatever the test's speed.
const at = (days: number, hours = 0) => iso(Math.floor(Date.now() / DAY) * DAY + days * DAY + hours * HOUR);

const db = () => t.services.deps.database.db;
const setPlan = (email: string, plan: string) =>
  db().update(users).set({ pricingPlanId: plan }).where(eq(users.email, email));
const countSessions = async () => (await db().select({ id: sessions.id }).from(sessions)).length;

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Morning breathwork',
  description: 'Bring a mat.',
  start: at(3, 9),
  end: at(3, 10),
  price: 25,
  groupSizeMax: 6,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
  ...overrides,
});

async function createPage(client: TestClient, slug: string) {
  const res = await client.request('POST', '/api/booking-page', {
    firstName: 'Test',
    lastName: 'Expert',
    slug,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** A client's place in the session, as the booking flow (issue 4) will record it. */
async function book(sessionId: string, options: { count?: boolean; cancelled?: boolean } = {}) {
  const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
  await db()
    .insert(bookings)
    .values({
      id: newId(),
      sessionId,
      expertId: session!.expertId,
      pageId: session!.pageId,
      clientFirstName: 'Cleo',
      clientLastName: 'Client',
      clientEmail: `cleo-${newId(6)}@example.com`,
      currency: session!.currency,
      cancelledAt: options.cancelled ? new Date() : null,
    });
  if (options.count !== false) {
    await db()
      .update(sessions)
      .set({ groupSizeCurrent: session!.groupSizeCurrent + 1 })
      .where(eq(sessions.id, sessionId));
  }
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
    expect((await ada.request('GET', '/api/group-sessions')).body).toEqual([]);
    const res = await ada.request('POST', '/api/group-sessions', valid());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Please create a booking page before setting up your personal sessions.',
    );
    expect(await countSessions()).toBe(0);
  });
});

describe('creating group sessions', () => {
  beforeAll(async () => {
    await createPage(ada, 'ada-coaching');
    await createPage(bob, 'bob-coaching');
  });

  it('creates a confirmed standalone session in the page currency, the default location resolved', async () => {
    const res = await ada.request('POST', '/api/group-sessions', valid({ title: '  Morning breathwork ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      seriesId: null,
      title: 'Morning breathwork',
      description: 'Bring a mat.',
      start: at(3, 9),
      end: at(3, 10),
      price: 2500,
      currency: 'USD',
      groupSize: { max: 6, current: 0, remaining: 6 },
      hidden: false,
      collectPhoneNumber: false,
      location: { type: 'daily', id: null, name: null, details: null },
      hasBookings: false,
    });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, res.body.id));
    expect(row).toMatchObject({ type: 'group', status: 'confirmed', expertId: expect.any(String) });
    expect((await ada.request('GET', `/api/group-sessions/${res.body.id}`)).body).toEqual(res.body);
  });

  it('keeps a copy of a custom location, and resolves a custom default at save time', async () => {
    const studio = (await ada.request('POST', '/api/locations', { name: 'Studio', location: '4 Quay Road' }))
      .body;
    const chosen = await ada.request(
      'POST',
      '/api/group-sessions',
      valid({ locationType: 'custom', locationId: studio.id }),
    );
    expect(chosen.body.location).toEqual({
      type: 'custom',
      id: studio.id,
      name: 'Studio',
      details: '4 Quay Road',
    });

    await ada.request('PUT', '/api/locations/default', { type: 'custom', locationId: studio.id });
    const byDefault = await ada.request('POST', '/api/group-sessions', valid());
    expect(byDefault.body.location).toEqual({
      type: 'custom',
      id: studio.id,
      name: 'Studio',
      details: '4 Quay Road',
    });

    // Deleting the location leaves the sessions' copies.
    await ada.request('DELETE', `/api/locations/${studio.id}`);
    const kept = await ada.request('GET', `/api/group-sessions/${chosen.body.id}`);
    expect(kept.body.location).toEqual({ type: 'custom', id: null, name: 'Studio', details: '4 Quay Road' });
    for (const id of [chosen.body.id, byDefault.body.id])
      await ada.request('DELETE', `/api/group-sessions/${id}`);
  });

  it("refuses another expert's location (404) and Zoom without an account (400)", async () => {
    const bobs = (await bob.request('POST', '/api/locations', { name: 'Bob room', location: 'Elsewhere' }))
      .body;
    const before = await countSessions();
    const foreign = await ada.request(
      'POST',
      '/api/group-sessions',
      valid({ locationType: 'custom', locationId: bobs.id }),
    );
    expect(foreign.status).toBe(404);
    const zoom = await ada.request('POST', '/api/group-sessions', valid({ locationType: 'zoom' }));
    expect(zoom.status).toBe(400);
    expect(zoom.body.error.fields).toEqual({ locationType: 'Connect your Zoom account first' });
    expect(await countSessions()).toBe(before);
  });

  it('answers every validation message of the form and saves nothing', async () => {
    const before = await countSessions();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '   ' }, { title: 'Required' }],
      [{ title: 't'.repeat(61) }, { title: 'Too long, please limit the title to 60 characters' }],
      [{ groupSizeMax: 0 }, { groupSizeMax: 'Group size must be greater than 0' }],
      [{ groupSizeMax: 43 }, { groupSizeMax: 'Group sessions are limited to 42 participants' }],
      [{ groupSizeMax: null }, { groupSizeMax: 'Required' }],
      [{ price: undefined }, { price: 'Required' }],
      [
        { price: 1000.5 },
        {
          price:
            "That's too much! The session price is limited to $1,000.00. Contact us if you need this limit increased.",
        },
      ],
      [{ price: 0.25 }, { price: 'Must be at least $0.50. Use $0.00 for a free session.' }],
      [{ start: '' }, { start: 'Required' }],
      [{ start: iso(Date.now() - HOUR), end: at(1) }, { start: 'Start date must be in the future' }],
      [{ end: at(3, 8) }, { end: 'End date must be greater than start' }],
      [{ end: at(3, 9) }, { end: 'End date must be greater than start' }],
      [{ end: 'next week' }, { end: 'Please enter a valid date' }],
      [{ locationType: 'custom', locationId: null }, { locationId: 'Please choose a location' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await ada.request('POST', '/api/group-sessions', valid(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
      expect(res.body.error.message).toBe(Object.values(fields)[0]);
    }
    const notAnObject = await ada.request('POST', '/api/group-sessions', ['x']);
    expect(notAnObject.status).toBe(400);
    expect(await countSessions()).toBe(before);
  });

  it('accepts a free session', async () => {
    const res = await ada.request('POST', '/api/group-sessions', valid({ price: 0, title: 'Free taster' }));
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(0);
    await ada.request('DELETE', `/api/group-sessions/${res.body.id}`);
  });
});

describe('plan limits (largeSessionLimits, increasedPriceLimit)', () => {
  it('refuses a 120-character title, 500 participants and a $5,000 price on the free plan', async () => {
    const res = await ada.request(
      'POST',
      '/api/group-sessions',
      valid({ title: 'T'.repeat(120), groupSizeMax: 500, price: 5000 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      title: 'Too long, please limit the title to 60 characters',
      groupSizeMax: 'Group sessions are limited to 42 participants',
      price:
        "That's too much! The session price is limited to $1,000.00. Contact us if you need this limit increased.",
    });
  });

  it('allows them with the plan, up to 120 characters, 500 participants and $5,000', async () => {
    await setPlan('ada@example.com', 'growth');
    try {
      const res = await ada.request(
        'POST',
        '/api/group-sessions',
        valid({ title: 'T'.repeat(120), groupSizeMax: 500, price: 5000 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'T'.repeat(120), groupSize: { max: 500 }, price: 500000 });
      const over = await ada.request(
        'POST',
        '/api/group-sessions',
        valid({ title: 'T'.repeat(121), groupSizeMax: 501, price: 5000.01 }),
      );
      expect(over.body.error.fields).toEqual({
        title: 'Too long, please limit the title to 120 characters',
        groupSizeMax: 'Group sessions are limited to 500 participants',
        price:
          "That's too much! The session price is limited to $5,000.00. Contact us if you need this limit increased.",
      });
      await ada.request('DELETE', `/api/group-sessions/${res.body.id}`);
    } finally {
      await setPlan('ada@example.com', 'free');
    }
  });

  it('applies the plan when editing too', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', valid())).body;
    const res = await ada.request('PUT', `/api/group-sessions/${created.id}`, valid({ groupSizeMax: 43 }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ groupSizeMax: 'Group sessions are limited to 42 participants' });
    await ada.request('DELETE', `/api/group-sessions/${created.id}`);
  });
});

describe('the group sessions list', () => {
  it('shows only confirmed upcoming standalone sessions of the expert, by start', async () => {
    const carol = await t.expert('carol@example.com');
    const page = await createPage(carol, 'carol-coaching');
    const later = (
      await carol.request(
        'POST',
        '/api/group-sessions',
        valid({ title: 'Later', start: at(5, 9), end: at(5, 10) }),
      )
    ).body;
    const sooner = (
      await carol.request(
        'POST',
        '/api/group-sessions',
        valid({ title: 'Sooner', start: at(2, 9), end: at(2, 10) }),
      )
    ).body;
    const [carolRow] = await db().select().from(sessions).where(eq(sessions.id, later.id));
    const base = {
      type: 'group' as const,
      pageId: page.id,
      expertId: carolRow!.expertId,
      currency: 'USD',
      price: 0,
      groupSizeMax: 6,
    };
    await db()
      .insert(sessions)
      .values([
        {
          ...base,
          id: newId(),
          title: 'Past',
          start: new Date(Date.now() - 2 * HOUR),
          end: new Date(Date.now() - HOUR),
        },
        {
          ...base,
          id: newId(),
          title: 'Cancelled',
          status: 'cancelled',
          cancelledAt: new Date(),
          start: new Date(at(4, 9)),
          end: new Date(at(4, 10)),
        },
      ]);
    const series = (
      await carol.request('POST', '/api/series', {
        title: 'Weekly circle',
        duration: 60,
        price: 10,
        groupSizeMax: 8,
        locationType: null,
        locationId: null,
      })
    ).body;
    await carol.request('POST', `/api/series/${series.id}/sessions`, { start: at(3, 9) });

    const list = await carol.request('GET', '/api/group-sessions');
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).toEqual(['Sooner', 'Later']);
    expect(list.body[0]).toEqual({ ...sooner });
    expect((await bob.request('GET', '/api/group-sessions')).body).toEqual([]);
  });

  it('lists at most 100', async () => {
    const dan = await t.expert('dan@example.com');
    const page = await createPage(dan, 'dan-coaching');
    const first = (
      await dan.request('POST', '/api/group-sessions', valid({ start: at(1, 1), end: at(1, 2) }))
    ).body;
    const [row] = await db().select().from(sessions).where(eq(sessions.id, first.id));
    await db()
      .insert(sessions)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: newId(),
          type: 'group' as const,
          pageId: page.id,
          expertId: row!.expertId,
          title: `Session ${i}`,
          start: new Date(Date.parse(at(2)) + i * HOUR),
          end: new Date(Date.parse(at(2)) + i * HOUR + 30 * 60_000),
          currency: 'USD',
          price: 0,
          groupSizeMax: 6,
        })),
      );
    const list = (await dan.request('GET', '/api/group-sessions')).body;
    expect(list).toHaveLength(100);
    expect(list[0].id).toBe(first.id);
    expect(list[99].title).toBe('Session 98');
  });
});

describe('editing and deleting without bookings', () => {
  it('changes every field; the group size sets remaining', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', valid())).body;
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      valid({
        title: 'Evening breathwork',
        description: '',
        start: at(4, 18),
        end: at(4, 19),
        price: 30,
        groupSizeMax: 10,
        hidden: true,
        collectPhoneNumber: true,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      title: 'Evening breathwork',
      description: null,
      start: at(4, 18),
      end: at(4, 19),
      price: 3000,
      groupSize: { max: 10, current: 0, remaining: 10 },
      hidden: true,
      collectPhoneNumber: true,
    });
    expect(await ada.request('DELETE', `/api/group-sessions/${created.id}`)).toMatchObject({ status: 204 });
    expect((await ada.request('GET', `/api/group-sessions/${created.id}`)).status).toBe(404);
  });

  it('keeps a start that has passed when other fields change', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', valid())).body;
    const started = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
    await db().update(sessions).set({ start: started }).where(eq(sessions.id, created.id));
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      valid({ start: started.toISOString(), end: created.end, description: 'Running late' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('Running late');
    const moved = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      valid({ start: iso(started.getTime() - 60_000), end: created.end }),
    );
    expect(moved.body.error.fields).toEqual({ start: 'Start date must be in the future' });
    await ada.request('DELETE', `/api/group-sessions/${created.id}`);
  });
});

describe('editing and deleting with bookings', () => {
  let session: { id: string; start: string; end: string };

  beforeAll(async () => {
    session = (await ada.request('POST', '/api/group-sessions', valid({ title: 'Booked class' }))).body;
    await book(session.id);
    await book(session.id);
  });

  it('says it has bookings', async () => {
    const res = await ada.request('GET', `/api/group-sessions/${session.id}`);
    expect(res.body).toMatchObject({ hasBookings: true, groupSize: { max: 6, current: 2, remaining: 4 } });
  });

  it('refuses to move it or change its price, and changes nothing', async () => {
    const moved = await ada.request(
      'PUT',
      `/api/group-sessions/${session.id}`,
      valid({ start: at(3, 10), end: at(3, 11) }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.error).toEqual({
      code: 'conflict',
      message: 'Session already has bookings',
      fields: { start: 'Session already has bookings', end: 'Session already has bookings' },
    });
    const repriced = await ada.request('PUT', `/api/group-sessions/${session.id}`, valid({ price: 30 }));
    expect(repriced.status).toBe(409);
    expect(repriced.body.error.fields).toEqual({ price: 'Session already has bookings' });
    const row = (await ada.request('GET', `/api/group-sessions/${session.id}`)).body;
    expect(row).toMatchObject({ title: 'Booked class', start: session.start, price: 2500 });
  });

  it('refuses a group size below the places booked', async () => {
    const res = await ada.request('PUT', `/api/group-sessions/${session.id}`, valid({ groupSizeMax: 1 }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Group size cannot be less than the 2 participants already booked');
    expect(res.body.error.fields).toEqual({
      groupSizeMax: 'Group size cannot be less than the 2 participants already booked',
    });
  });

  it('saves the other fields; remaining follows the new group size', async () => {
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${session.id}`,
      valid({ title: 'Booked class (room 2)', groupSizeMax: 3, hidden: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Booked class (room 2)',
      start: session.start,
      end: session.end,
      price: 2500,
      hidden: true,
      groupSize: { max: 3, current: 2, remaining: 1 },
      hasBookings: true,
    });
    const full = await ada.request('PUT', `/api/group-sessions/${session.id}`, valid({ groupSizeMax: 2 }));
    expect(full.body.groupSize).toEqual({ max: 2, current: 2, remaining: 0 });
  });

  it('cannot be deleted', async () => {
    const res = await ada.request('DELETE', `/api/group-sessions/${session.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Session already has bookings');
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).status).toBe(200);
  });

  it('counts a live booking row even before the counter moves, but not a cancelled one', async () => {
    const counted = (await ada.request('POST', '/api/group-sessions', valid())).body;
    await book(counted.id, { count: false, cancelled: true });
    expect((await ada.request('GET', `/api/group-sessions/${counted.id}`)).body.hasBookings).toBe(false);
    await book(counted.id, { count: false });
    expect((await ada.request('GET', `/api/group-sessions/${counted.id}`)).body.hasBookings).toBe(true);
    expect((await ada.request('DELETE', `/api/group-sessions/${counted.id}`)).status).toBe(409);
  });
});

describe('missing sessions and tenancy', () => {
  it("says the session doesn't exist, or no longer exists when editing or deleting", async () => {
    const get = await ada.request('GET', '/api/group-sessions/nope');
    expect(get.status).toBe(404);
    expect(get.body.error.message).toBe("Session doesn't exist");
    const put = await ada.request('PUT', '/api/group-sessions/nope', valid());
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Session no longer exist');
    const del = await ada.request('DELETE', `/api/group-sessions/${'x'.repeat(300)}`);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Session no longer exist');
  });

  it("answers 404 for another expert's session, whatever the action, and leaves it alone", async () => {
    const mine = (await ada.request('POST', '/api/group-sessions', valid({ title: 'Ada only' }))).body;
    expect((await bob.request('GET', `/api/group-sessions/${mine.id}`)).status).toBe(404);
    expect((await bob.request('PUT', `/api/group-sessions/${mine.id}`, valid({ title: 'Bob' }))).status).toBe(
      404,
    );
    expect((await bob.request('DELETE', `/api/group-sessions/${mine.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/group-sessions/${mine.id}`)).body.title).toBe('Ada only');
    expect(
      (await bob.request('GET', '/api/group-sessions')).body.map((s: { id: string }) => s.id),
    ).not.toContain(mine.id);
  });

  it('does not edit or delete a series session through the standalone endpoints', async () => {
    const series = (
      await ada.request('POST', '/api/series', {
        title: 'Circle',
        duration: 30,
        price: 0,
        groupSizeMax: 6,
        locationType: null,
        locationId: null,
      })
    ).body;
    const ofSeries = (await ada.request('POST', `/api/series/${series.id}/sessions`, { start: at(6, 9) }))
      .body;
    expect((await ada.request('GET', `/api/group-sessions/${ofSeries.id}`)).body.seriesId).toBe(series.id);
    expect((await ada.request('PUT', `/api/group-sessions/${ofSeries.id}`, valid())).status).toBe(404);
    expect((await ada.request('DELETE', `/api/group-sessions/${ofSeries.id}`)).status).toBe(404);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/group-sessions')).status).toBe(401);
  });
});

describe('concurrency', () => {
  it('two creates make two sessions', async () => {
    const before = await countSessions();
    const [a, b] = await Promise.all([
      ada.request('POST', '/api/group-sessions', valid({ title: 'Twin' })),
      ada.request('POST', '/api/group-sessions', valid({ title: 'Twin' })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await countSessions()).toBe(before + 2);
  });

  it('of two deletes, one deletes and the other finds nothing', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', valid())).body;
    const results = await Promise.all([
      ada.request('DELETE', `/api/group-sessions/${created.id}`),
      ada.request('DELETE', `/api/group-sessions/${created.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    expect(results.find((r) => r.status === 404)!.body.error.message).toBe('Session no longer exist');
  });
});
