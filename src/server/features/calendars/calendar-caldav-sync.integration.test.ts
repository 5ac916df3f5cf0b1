// Before any domain schema, so the schemas the routes document can be extended.
import '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { makeCalendar } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarSyncState } from '../../db/schema/calendar-cache';
import { createCaldavAdapter } from '../../integrations/calendars/caldav';
import { basicAuth } from '../../integrations/calendars/caldav-http';
import type { CaldavCalendarAdapter, CalendarAdapters } from '../../integrations/calendars/port';
import { type Radicale, startRadicale } from '../../testing/radicale';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MONDAY, setUpExpert } from '../public-booking/booking-test-setup';
import { CLOCK_START } from './calendars-testing';

// Incremental sync end to end (issue 16, ADR 039): the app with the real CalDAV adapter against
// Radicale. A refresh asks for the calendar's sync-token first; an unchanged calendar keeps its
// cached busy times without a calendar query, and an event added on the server changes the token,
// so the next refresh fetches the busy times again and the public page loses that hour.

const USER = 'ada@example.com';
let radicale: Radicale;
let t: TestApp;
let serviceId: string;
let accountId: string;
let work: string;
const counts = { changes: 0, busy: 0 };

/** The real adapter, counting the calls the refresh makes on its connections. */
function countingCaldav(): CaldavCalendarAdapter {
  const real = createCaldavAdapter({ allowHttp: true });
  return {
    ...real,
    open(credentials, onCredentials) {
      const connection = real.open(credentials, onCredentials);
      return {
        ...connection,
        changes: (...args) => {
          counts.changes += 1;
          return connection.changes(...args);
        },
        busy: (...args) => {
          counts.busy += 1;
          return connection.busy(...args);
        },
      };
    },
  };
}

const db = () => t.services.deps.database.db;
const slots = async () => {
  const res = await t
    .client()
    .request(
      'GET',
      `/api/public/pages/ada/services/${serviceId}/slots?from=${MONDAY}T00:00:00Z&to=${MONDAY}T23:59:00Z`,
    );
  expect(res.status).toBe(200);
  return res.body.slots.map((s: string) => s.slice(11, 16));
};
/** The cache as old as `minutes`: the next page queues a refresh, which the drain runs. */
const refresh = async (minutes = 4) => {
  await db()
    .update(calendarSyncState)
    .set({ fetchedAt: new Date(t.services.deps.clock.now().getTime() - minutes * 60_000) })
    .where(eq(calendarSyncState.accountId, accountId));
  await slots();
  await t.services.worker.drain();
};
const putEvent = async (name: string, start: string, end: string) => {
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    `UID:${name}@test`,
    'DTSTAMP:20310101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const res = await fetch(`${work}${name}.ics`, {
    method: 'PUT',
    headers: { ...basicAuth(USER, radicale.users[0]!.password), 'content-type': 'text/calendar' },
    body,
  });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  radicale = await startRadicale([USER]);
  const password = radicale.users[0]!.password;
  const adapter = countingCaldav();
  // The principal exists once signed in; the expert's one calendar is made under it.
  const identity = await adapter.connect({ serverUrl: radicale.url, username: USER, password });
  work = `${identity.credentials.homeUrl}work/`;
  await makeCalendar({
    url: work,
    props: { 'd:displayname': 'Work' },
    headers: basicAuth(USER, password),
  });
  await putEvent('dentist', '20310303T110000Z', '20310303T120000Z');
  const calendars: CalendarAdapters = { apple: adapter, google: null, microsoft: null };
  t = await createTestApp({ CLOCK_START, CALDAV_ALLOW_HTTP: 'true' }, { calendars });
  const setup = await setUpExpert(t, USER, 'ada');
  serviceId = await setup.service({ title: 'Intro call', price: 0 });
  const res = await setup.expert.request('POST', '/api/calendars/apple', {
    username: USER,
    password,
    serverUrl: radicale.url,
  });
  expect([res.status, res.body]).toEqual([201, expect.anything()]);
  accountId = res.body.id;
  await t.services.worker.drain();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await radicale?.close();
});

describe('incremental sync against Radicale', () => {
  it('fills the cache on connect: the busy hour is gone from the public page', async () => {
    expect(counts).toEqual({ changes: 1, busy: 1 });
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const [state] = await db()
      .select()
      .from(calendarSyncState)
      .where(eq(calendarSyncState.accountId, accountId));
    expect(state!.syncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\//);
  });

  it('an unchanged calendar is not fetched again: only its token is asked, its cache confirmed fresh', async () => {
    const before = { ...counts };
    await refresh();
    expect(counts).toEqual({ changes: before.changes + 1, busy: before.busy });
    const [state] = await db()
      .select()
      .from(calendarSyncState)
      .where(eq(calendarSyncState.accountId, accountId));
    expect(t.services.deps.clock.now().getTime() - state!.fetchedAt!.getTime()).toBeLessThan(60_000);
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('an event added on the server changes the token: the busy times are fetched again and its hour disappears', async () => {
    await putEvent('gym', '20310303T140000Z', '20310303T150000Z');
    const before = { ...counts };
    await refresh();
    expect(counts).toEqual({ changes: before.changes + 1, busy: before.busy + 1 });
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '15:00', '16:00']);
    // And quiet again afterwards.
    await refresh();
    expect(counts).toEqual({ changes: before.changes + 2, busy: before.busy + 1 });
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '15:00', '16:00']);
  });

  it('refetches an unchanged calendar once its window is more than a day short', async () => {
    await db()
      .update(calendarSyncState)
      .set({ windowTo: new Date(t.services.deps.clock.now().getTime() + 88 * 24 * 3_600_000) })
      .where(eq(calendarSyncState.accountId, accountId));
    const before = { ...counts };
    await refresh();
    expect(counts).toEqual({ changes: before.changes + 1, busy: before.busy + 1 });
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '15:00', '16:00']);
  });
});
