import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import type { TestApp, TestClient } from '../../testing/test-app';
import { at, groupFixtures, iso, startGroupTestApp, validSession } from './group-sessions-testing';

let t: TestApp;
let ada: TestClient;
const { db, book, countSessions } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada } = await startGroupTestApp({ pages: true }));
});
afterAll(async () => {
  await t.close();
});

describe('editing and deleting without bookings', () => {
  it('changes every field; the group size sets remaining', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      validSession({
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
    const created = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    const started = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
    await db().update(sessions).set({ start: started }).where(eq(sessions.id, created.id));
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      validSession({ start: started.toISOString(), end: created.end, description: 'Running late' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('Running late');
    const moved = await ada.request(
      'PUT',
      `/api/group-sessions/${created.id}`,
      validSession({ start: iso(started.getTime() - 60_000), end: created.end }),
    );
    expect(moved.body.error.fields).toEqual({ start: 'Start date must be in the future' });
    await ada.request('DELETE', `/api/group-sessions/${created.id}`);
  });
});

describe('editing and deleting with bookings', () => {
  let session: { id: string; start: string; end: string };

  beforeAll(async () => {
    session = (await ada.request('POST', '/api/group-sessions', validSession({ title: 'Booked class' })))
      .body;
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
      validSession({ start: at(3, 10), end: at(3, 11) }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.error).toEqual({
      code: 'conflict',
      message: 'Session already has bookings',
      fields: { start: 'Session already has bookings', end: 'Session already has bookings' },
    });
    const repriced = await ada.request(
      'PUT',
      `/api/group-sessions/${session.id}`,
      validSession({ price: 30 }),
    );
    expect(repriced.status).toBe(409);
    expect(repriced.body.error.fields).toEqual({ price: 'Session already has bookings' });
    const row = (await ada.request('GET', `/api/group-sessions/${session.id}`)).body;
    expect(row).toMatchObject({ title: 'Booked class', start: session.start, price: 2500 });
  });

  it('refuses a group size below the places booked', async () => {
    const res = await ada.request(
      'PUT',
      `/api/group-sessions/${session.id}`,
      validSession({ groupSizeMax: 1 }),
    );
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
      validSession({ title: 'Booked class (room 2)', groupSizeMax: 3, hidden: true }),
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
    const full = await ada.request(
      'PUT',
      `/api/group-sessions/${session.id}`,
      validSession({ groupSizeMax: 2 }),
    );
    expect(full.body.groupSize).toEqual({ max: 2, current: 2, remaining: 0 });
  });

  it('cannot be deleted', async () => {
    const res = await ada.request('DELETE', `/api/group-sessions/${session.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Session has bookings');
    expect((await ada.request('GET', `/api/group-sessions/${session.id}`)).status).toBe(200);
  });

  it('counts a live booking row even before the counter moves, but not a cancelled one', async () => {
    const counted = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    await book(counted.id, { count: false, cancelled: true });
    expect((await ada.request('GET', `/api/group-sessions/${counted.id}`)).body.hasBookings).toBe(false);
    await book(counted.id, { count: false });
    expect((await ada.request('GET', `/api/group-sessions/${counted.id}`)).body.hasBookings).toBe(true);
    expect((await ada.request('DELETE', `/api/group-sessions/${counted.id}`)).status).toBe(409);
  });

  it('counts a seat held for a payment in time, but not a released or lapsed hold', async () => {
    const held = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    await book(held.id, { count: false, hold: 'expired' });
    await book(held.id, { count: false, hold: 'lapsed' });
    expect((await ada.request('GET', `/api/group-sessions/${held.id}`)).body.hasBookings).toBe(false);
    await book(held.id, { count: false, hold: 'live' });
    expect((await ada.request('GET', `/api/group-sessions/${held.id}`)).body.hasBookings).toBe(true);
    const res = await ada.request('DELETE', `/api/group-sessions/${held.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Session has bookings');
  });
});

describe('concurrency', () => {
  it('two creates make two sessions', async () => {
    const before = await countSessions();
    const [a, b] = await Promise.all([
      ada.request('POST', '/api/group-sessions', validSession({ title: 'Twin' })),
      ada.request('POST', '/api/group-sessions', validSession({ title: 'Twin' })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await countSessions()).toBe(before + 2);
  });

  it('of two deletes, one deletes and the other finds nothing', async () => {
    const created = (await ada.request('POST', '/api/group-sessions', validSession())).body;
    const results = await Promise.all([
      ada.request('DELETE', `/api/group-sessions/${created.id}`),
      ada.request('DELETE', `/api/group-sessions/${created.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    expect(results.find((r) => r.status === 404)!.body.error.message).toBe('Session no longer exist');
  });
});
