import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../domain/time/instant';
import { calendarSyncState } from '../../db/schema/calendar-cache';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { jobs } from '../../db/schema/jobs';
import type { FakeCalendars } from '../../testing/fakes/calendar-adapter';
import type { TestApp, TestClient } from '../../testing/test-app';
import { at, client, MONDAY, setUpExpert } from '../public-booking/booking-test-setup';
import { queueBusyRefresh } from './calendar-jobs';
import { calendarTestApp, connectApple } from './calendars-testing';

// Busy times into slots (issue 16, ADR 039): the slot search and the booking check subtract the
// cached busy times of the 'from' calendars; the cache is filled by the refresh job only.

let t: TestApp;
let fake: FakeCalendars;
let ada: TestClient;
let serviceId: string;
let accountId: string;
const ICLOUD = 'https://caldav.test/ada@icloud.test/';
const db = () => t.services.deps.database.db;
const hour = (hhmm: string, minutes = 60) => ({
  start: Date.parse(at(hhmm)),
  end: Date.parse(at(hhmm)) + minutes * 60_000,
});
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
const book = (start: string, email: string) =>
  t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId,
    start: at(start),
    client: client({ email }),
  });
const refreshJobs = async () =>
  db()
    .select({ key: jobs.idempotencyKey, status: jobs.status })
    .from(jobs)
    .where(like(jobs.idempotencyKey, `calendars.refresh-busy:${accountId}@%`));
/** The cache as old as `minutes`, as if the clock had moved on. */
const ageCache = (minutes: number) =>
  db()
    .update(calendarSyncState)
    .set({ fetchedAt: new Date(t.services.deps.clock.now().getTime() - minutes * 60_000) })
    .where(eq(calendarSyncState.accountId, accountId));

beforeAll(async () => {
  ({ t, fake } = await calendarTestApp());
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  serviceId = await setup.service({ title: 'Intro call', price: 0 });
  const list = [
    { id: 'work', name: 'Work', writeable: true, primary: true },
    { id: 'gym', name: 'Gym', writeable: true, primary: false },
  ];
  accountId = (await connectApple(ada, fake, 'ada@icloud.test', list)).id;
  // The dentist at 11:00 in the primary calendar; the gym at 14:30 in one that does not sync yet.
  fake.account(ICLOUD).busy.set('work', [hour('11:00')]);
  fake.account(ICLOUD).busy.set('gym', [hour('14:30', 30)]);
});
afterAll(async () => {
  await t.close();
});

describe('busy times from connected calendars', () => {
  it('serves a cold cache without busy times (the connect queued its refresh at once)', async () => {
    expect(fake.calls.busy).toBe(0);
    expect(await slots()).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(fake.calls.busy).toBe(0);
    expect((await refreshJobs()).map((j) => j.status)).toContain('queued');
  });

  it('leaves out the busy hour once the refresh ran; the hours next to it stay', async () => {
    await t.services.worker.drain();
    // The connect's refresh and the cold page's (keyed apart); the page itself never calls.
    expect(fake.calls.busy).toBe(2);
    expect(await slots()).toEqual(['09:00', '10:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(fake.calls.busy).toBe(2);
  });

  it('refuses a booking over the busy time and takes one in the gap next to it', async () => {
    const over = await book('11:00', 'over@example.com');
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('This time is no longer available. Please choose another time.');
    const next = await book('12:00', 'next@example.com');
    expect(next.status).toBe(201);
  });

  it("follows the sync settings: a calendar added to 'from' blocks its times after its refresh", async () => {
    const res = await ada.request('PUT', '/api/calendars/sync', {
      from: { [accountId]: ['work', 'gym'] },
      to: null,
    });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    expect(await slots()).toEqual(['09:00', '10:00', '13:00', '15:00', '16:00']);
  });

  it('still uses a stale cache, and queues one refresh for it', async () => {
    await ageCache(11);
    fake.account(ICLOUD).busy.set('work', [hour('11:00'), hour('09:00')]);
    const before = fake.calls.busy;
    expect(await slots()).toEqual(['09:00', '10:00', '13:00', '15:00', '16:00']);
    await slots();
    expect(fake.calls.busy).toBe(before);
    const stale = (await refreshJobs()).filter((j) => j.key?.includes('@stale:') && j.status === 'queued');
    expect(stale).toHaveLength(1);
    await t.services.worker.drain();
    expect(await slots()).toEqual(['10:00', '13:00', '15:00', '16:00']);
  });

  it('keeps the old busy times when the provider is down, and records the error', async () => {
    await ageCache(11);
    fake.account(ICLOUD).failure = 'down';
    fake.account(ICLOUD).busy.set('work', []);
    await slots();
    await t.services.worker.drain();
    expect(await slots()).toEqual(['10:00', '13:00', '15:00', '16:00']);
    const states = await db()
      .select()
      .from(calendarSyncState)
      .where(eq(calendarSyncState.accountId, accountId));
    expect(states.map((s) => s.error)).toEqual([
      'The calendar provider answered 503',
      'The calendar provider answered 503',
    ]);
    fake.account(ICLOUD).failure = null;
  });

  it('marks refused credentials and emails the expert exactly once', async () => {
    fake.account(ICLOUD).failure = 'auth';
    await ageCache(11);
    await slots();
    await t.services.worker.drain();
    const [row] = await db().select().from(connectedAccounts).where(eq(connectedAccounts.id, accountId));
    expect(row!.hasAuthError).toBe(true);
    // The same failure seen again (the flag lifted by hand, not by a reconnect) tells nobody again.
    await db()
      .update(connectedAccounts)
      .set({ hasAuthError: false })
      .where(eq(connectedAccounts.id, accountId));
    await ageCache(30);
    await slots();
    await t.services.worker.drain();
    const emails = (await t.emailsTo('ada@example.com')).filter((e) => e.subject.includes('calendar'));
    expect(emails.map((e) => e.subject)).toEqual(['There is a problem with your calendar credentials']);
    expect(emails[0]!.text).toContain(
      'There is a problem with your calendar credentials. Please re-connect your calendar account.',
    );
    expect(emails[0]!.text).toContain(
      'Open connected calendars: http://localhost:3999/dashboard/scheduling/services/connected-calendars',
    );
    // The old busy times still apply while the account waits for a reconnect.
    expect(await slots()).toEqual(['10:00', '13:00', '15:00', '16:00']);
    const view = await ada.request('GET', '/api/calendars');
    expect(view.body.accounts[0].hasAuthError).toBe(true);
  });
});

describe('a calendar the provider gives no change token for', () => {
  const CLEO = 'https://caldav.test/cleo@icloud.test/';
  let cleoAccount: string;
  const refreshCleo = async () => {
    await queueBusyRefresh(db(), cleoAccount, t.services.deps.clock.now().getTime(), 'now');
    await t.services.worker.drain();
  };
  /** As if its last full read was `minutes` ago. */
  const lastReadAgo = (minutes: number) =>
    db()
      .update(calendarSyncState)
      .set({ windowTo: new Date(t.services.deps.clock.now().getTime() + 90 * DAY_MS - minutes * 60_000) })
      .where(eq(calendarSyncState.accountId, cleoAccount));

  beforeAll(async () => {
    const cleo = await t.expert('cleo@example.com');
    cleoAccount = (await connectApple(cleo, fake, 'cleo@icloud.test')).id;
    fake.account(CLEO).untracked = true;
    await t.services.worker.drain();
  });

  it('is read whole at most every 5 minutes, not at every one-minute check', async () => {
    const [state] = await db()
      .select()
      .from(calendarSyncState)
      .where(eq(calendarSyncState.accountId, cleoAccount));
    expect(state!.syncToken).toBeNull();
    const before = { busy: fake.calls.busy, changes: fake.calls.changes };
    await lastReadAgo(4);
    await refreshCleo();
    expect({ busy: fake.calls.busy, changes: fake.calls.changes }).toEqual({
      busy: before.busy,
      changes: before.changes + 1,
    });
    await lastReadAgo(6);
    await refreshCleo();
    expect(fake.calls.busy).toBe(before.busy + 1);
  });
});
