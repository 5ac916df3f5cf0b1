import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  at,
  createPage,
  groupFixtures,
  HOUR,
  iso,
  startGroupTestApp,
  validSession,
} from './group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const { db, setPlan, countSessions } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada, bob } = await startGroupTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('before the booking page exists', () => {
  it('lists nothing and refuses to create, with the spec message', async () => {
    expect((await ada.request('GET', '/api/group-sessions')).body).toEqual([]);
    const res = await ada.request('POST', '/api/group-sessions', validSession());
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
    const res = await ada.request(
      'POST',
      '/api/group-sessions',
      validSession({ title: '  Morning breathwork ' }),
    );
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
      workflowsIds: [],
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
      validSession({ locationType: 'custom', locationId: studio.id }),
    );
    expect(chosen.body.location).toEqual({
      type: 'custom',
      id: studio.id,
      name: 'Studio',
      details: '4 Quay Road',
    });

    await ada.request('PUT', '/api/locations/default', { type: 'custom', locationId: studio.id });
    const byDefault = await ada.request('POST', '/api/group-sessions', validSession());
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
      validSession({ locationType: 'custom', locationId: bobs.id }),
    );
    expect(foreign.status).toBe(404);
    const zoom = await ada.request('POST', '/api/group-sessions', validSession({ locationType: 'zoom' }));
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
      const res = await ada.request('POST', '/api/group-sessions', validSession(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
      expect(res.body.error.message).toBe(Object.values(fields)[0]);
    }
    const notAnObject = await ada.request('POST', '/api/group-sessions', ['x']);
    expect(notAnObject.status).toBe(400);
    expect(await countSessions()).toBe(before);
  });

  it('accepts a free session', async () => {
    const res = await ada.request(
      'POST',
      '/api/group-sessions',
      validSession({ price: 0, title: 'Free taster' }),
    );
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
      validSession({ title: 'T'.repeat(120), groupSizeMax: 500, price: 5000 }),
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
        validSession({ title: 'T'.repeat(120), groupSizeMax: 500, price: 5000 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'T'.repeat(120), groupSize: { max: 500 }, price: 500000 });
      const over = await ada.request(
        'POST',
        '/api/group-sessions',
        validSession({ title: 'T'.repeat(121), groupSizeMax: 501, price: 5000.01 }),
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
    const created = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      validSession({ groupSizeMax: 43 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ groupSizeMax: 'Group sessions are limited to 42 participants' });
    await ada.request('DELETE', `/api/group-sessions/${created.id}`);
  });
});
