import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  type Expert,
  HOUR,
  hoursFromToday,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
} from './sessions-testing';

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;

const page = async (list: string, n = 1) => {
  const res = await ada.expert.request('GET', `/api/sessions?list=${list}&page=${n}`);
  expect(res.status).toBe(200);
  return res.body as { items: Array<Record<string, unknown>>; page: number; hasNext: boolean };
};

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
  // 12 upcoming personal sessions (days 1..12), 11 past ones (days -1..-11), 3 cancelled.
  for (let d = 1; d <= 12; d++) {
    await fx.personal(ada, {
      start: hoursFromToday(d),
      title: `Upcoming ${d}`,
      clientFirstName: `Client${d}`,
    });
  }
  for (let d = 1; d <= 11; d++) await fx.personal(ada, { start: hoursFromToday(-d), title: `Past ${d}` });
  for (let d = 1; d <= 3; d++) {
    await fx.personal(ada, {
      start: hoursFromToday(d * 2, 15),
      title: `Cancelled ${d}`,
      status: 'cancelled',
      cancelledAt: new Date(),
    });
  }
  // Never in the dashboard: unpaid holds, and another expert's sessions.
  await fx.session(ada, {
    start: hoursFromToday(1, 8),
    title: 'Held',
    status: 'pending',
    holdExpiresAt: new Date(Date.now() + 15 * MINUTE),
  });
  await fx.session(ada, { start: hoursFromToday(1, 9), title: 'Expired hold', status: 'expired' });
  await fx.personal(bob, { start: hoursFromToday(1, 7), title: 'Bob only' });
});
afterAll(async () => {
  await t.close();
});

describe('sessions lists', () => {
  it('pages upcoming sessions by 10, soonest first, with the client name', async () => {
    const first = await page('upcoming');
    expect(first.items.map((s) => s.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => `Upcoming ${d}`),
    );
    expect(first).toMatchObject({ page: 1, hasNext: true });
    expect(first.items[0]).toMatchObject({
      type: 'personal',
      status: 'confirmed',
      clientName: 'Client1 Hopper',
      groupSize: null,
      rescheduled: false,
      start: hoursFromToday(1).toISOString(),
      end: new Date(hoursFromToday(1).getTime() + HOUR).toISOString(),
    });
    const second = await page('upcoming', 2);
    expect(second.items.map((s) => s.title)).toEqual(['Upcoming 11', 'Upcoming 12']);
    expect(second.hasNext).toBe(false);
    expect((await page('upcoming', 3)).items).toEqual([]);
  });

  it('pages past sessions latest first, and cancelled ones apart', async () => {
    const past = await page('past');
    expect(past.items.map((s) => s.title)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => `Past ${d}`));
    expect(past.hasNext).toBe(true);
    expect((await page('past', 2)).items.map((s) => s.title)).toEqual(['Past 11']);
    const cancelled = await page('cancelled');
    expect(cancelled.items.map((s) => s.title)).toEqual(['Cancelled 3', 'Cancelled 2', 'Cancelled 1']);
    expect(cancelled.items[0]).toMatchObject({ status: 'cancelled' });
    expect(cancelled.hasNext).toBe(false);
  });

  it("never shows holds or another expert's sessions", async () => {
    const titles = [...(await page('upcoming')).items, ...(await page('past')).items].map((s) => s.title);
    expect(titles).not.toContain('Held');
    expect(titles).not.toContain('Expired hold');
    expect(titles).not.toContain('Bob only');
    const bobs = await bob.expert.request('GET', '/api/sessions?list=upcoming');
    expect(bobs.body.items.map((s: { title: string }) => s.title)).toEqual(['Bob only']);
  });

  it('shows a group session with its seats and a rescheduled one with the flag', async () => {
    const group = await fx.group(ada, { start: hoursFromToday(1, 6) });
    await fx.booking(group, { clientFirstName: 'Ann' });
    await fx.booking(group, { clientFirstName: 'Ben' });
    await fx.personal(ada, {
      start: hoursFromToday(1, 5),
      title: 'Moved',
      rescheduledStart: hoursFromToday(3, 8),
      rescheduledEnd: hoursFromToday(3, 9),
    });
    const items = (await page('upcoming')).items;
    const moved = items.find((s) => s.title === 'Moved');
    const class_ = items.find((s) => s.id === group);
    expect(moved).toMatchObject({ rescheduled: true });
    expect(class_).toMatchObject({ type: 'group', clientName: null, groupSize: { current: 2, max: 6 } });
  });

  it('counts a session starting this very minute as upcoming (now rounded down to the minute)', async () => {
    const thisMinute = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    const id = await fx.session(ada, { start: thisMinute, title: 'Starting now' });
    const first = (await page('upcoming')).items[0];
    // It may have become the previous minute while the test ran; then it is past.
    if (Math.floor(Date.now() / MINUTE) * MINUTE === thisMinute.getTime()) expect(first?.id).toBe(id);
    else expect((await page('past')).items[0]?.id).toBe(id);
  });

  it('refuses a page below 1 or an unknown list, and needs a signed-in expert', async () => {
    expect((await ada.expert.request('GET', '/api/sessions?page=0')).status).toBe(400);
    expect((await ada.expert.request('GET', '/api/sessions?list=everything')).status).toBe(400);
    expect((await t.client().request('GET', '/api/sessions')).status).toBe(401);
  });

  it('describes its routes in /api/openapi.json', async () => {
    const paths = Object.keys((await t.client().request('GET', '/api/openapi.json')).body.paths);
    for (const path of [
      '/sessions',
      '/sessions/{id}',
      '/sessions/{id}/bookings',
      '/sessions/{id}/bookings/export',
    ]) {
      expect(paths).toContain(path);
    }
    for (const action of ['cancel', 'reschedule', 'location', 'overlaps'])
      expect(paths).toContain(`/sessions/{id}/${action}`);
  });
});
