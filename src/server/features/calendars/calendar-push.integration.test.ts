import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { calendarBusy } from '../../db/schema/calendar-cache';
import { calendarPushChannels } from '../../db/schema/calendar-push';
import { jobs } from '../../db/schema/jobs';
import { type FakeGoogle, startFakeGoogle } from '../../testing/fakes/google-calendar';
import { type FakeMicrosoft, startFakeMicrosoft } from '../../testing/fakes/microsoft-graph';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { REFRESH_BUSY_JOB } from './calendar-jobs';
import {
  GOOGLE_CHANNEL_LIFETIME_MS,
  MICROSOFT_SUBSCRIPTION_LIFETIME_MS,
  PUSH_PATH,
  pushAddress,
  RETRY_AFTER_MS,
  syncPushChannels,
  WATCH_JOB,
} from './push';

// Push sync (issue 16, ADR 039): Google watch channels and Microsoft Graph subscriptions, made
// through the real SDKs against the local fakes, which post their notifications over HTTP to the
// app's endpoints (a local server in front of the test app stands in for the public https
// address). A notification refreshes the busy cache at once — the minute's refresh is not due
// yet in these tests — while a wrong token is refused and refreshes nothing.

const HOUR = 3_600_000;
const GOOGLE_SUB = '108000000000000000777';
const PRIMARY = 'gina@example.com';
const WORK = 'c_work@group.calendar.google.com';
const MAILBOX = '6e1c6f1a-0000-4000-8000-0000000000d1';
const MS_MAIN = 'AAMkAGI2push=';

let t: TestApp;
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let front: Server;
let pushUrl: string;
/** How far the fakes' push clocks run ahead (renewal tests move it and the job's 'now' together). */
let shift = 0;
const db = () => t.services.deps.database.db;
const deps = () => ({ ...t.services.deps, db: db() });

beforeAll(async () => {
  google = await startFakeGoogle({
    clientId: 'push-google-id',
    clientSecret: 'push-google-secret',
    allowHttpPush: true,
    pushNow: () => Date.now() + shift,
  });
  google.addAccount({
    sub: GOOGLE_SUB,
    email: PRIMARY,
    calendars: [
      { id: PRIMARY, summary: PRIMARY, accessRole: 'owner', primary: true },
      { id: WORK, summary: 'Work', accessRole: 'owner' },
    ],
  });
  microsoft = await startFakeMicrosoft({
    clientId: 'push-ms-id',
    clientSecret: 'push-ms-secret',
    allowHttpPush: true,
    pushNow: () => Date.now() + shift,
  });
  microsoft.addMailbox({
    id: MAILBOX,
    mail: 'mo@contoso.example',
    userPrincipalName: 'mo@contoso.example',
    calendars: [{ id: MS_MAIN, name: 'Calendar', canEdit: true, isDefaultCalendar: true }],
  });
  // The providers post to this server, which hands each request to the app under test.
  let app: ReturnType<typeof createApp> | undefined;
  front = createAdaptorServer({ fetch: (request, env) => app!.fetch(request, env) }) as Server;
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'push-google-id',
    GOOGLE_CLIENT_SECRET: 'push-google-secret',
    GOOGLE_API_BASE: google.url,
    GOOGLE_OAUTH_BASE: google.url,
    MICROSOFT_CLIENT_ID: 'push-ms-id',
    MICROSOFT_CLIENT_SECRET: 'push-ms-secret',
    MICROSOFT_GRAPH_BASE: microsoft.url,
    MICROSOFT_LOGIN_BASE: microsoft.url,
    CALENDAR_PUSH_URL: pushUrl,
  });
  app = createApp(t.services.deps);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => front?.close(() => resolve()));
  await google?.close();
  await microsoft?.close();
});

async function connect(expert: TestClient, provider: 'google' | 'microsoft'): Promise<string> {
  const start = await expert.request('POST', `/api/calendars/oauth/${provider}/start`, {});
  expect(start.status).toBe(200);
  const back = await (provider === 'google' ? google : microsoft).consent(start.body.url);
  const res = await expert.request('POST', `/api/calendars/oauth/${provider}/connect`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(res.status).toBe(201);
  await t.services.worker.drain();
  return res.body.id as string;
}

const channelRows = (accountId: string) =>
  db().select().from(calendarPushChannels).where(eq(calendarPushChannels.accountId, accountId));

const busyRows = async (accountId: string) =>
  (
    await db()
      .select({ start: calendarBusy.start, end: calendarBusy.end })
      .from(calendarBusy)
      .where(eq(calendarBusy.accountId, accountId))
  ).map((r) => ({ start: r.start.toISOString(), end: r.end.toISOString() }));

/** Refreshes waiting to run now (the minute's chain is queued a minute ahead). */
const dueRefreshes = async () =>
  (
    await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, REFRESH_BUSY_JOB),
          eq(jobs.status, 'queued'),
          lte(jobs.runAt, t.services.deps.clock.now()),
        ),
      )
  ).length;

/** A whole hour a few days ahead, as Google and Graph write instants. */
const slotAhead = (days: number) => {
  const start = Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() };
};

describe('the push address', () => {
  it('is the https origin configured, per provider; none for CalDAV or without an address', () => {
    const withUrl = (pushUrl: string | null) => ({ config: { calendars: { pushUrl } } }) as never;
    expect(pushAddress(withUrl('https://slotwise.example'), 'google')).toBe(
      'https://slotwise.example/api/webhooks/calendars/google',
    );
    expect(pushAddress(withUrl('https://slotwise.example'), 'microsoft')).toBe(
      'https://slotwise.example/api/webhooks/calendars/microsoft',
    );
    expect(pushAddress(withUrl('https://slotwise.example'), 'apple')).toBeNull();
    expect(pushAddress(withUrl(null), 'google')).toBeNull();
  });
});

describe('Google watch channels', () => {
  let expert: TestClient;
  let accountId: string;

  beforeAll(async () => {
    expert = await t.expert('gina@example.com');
    accountId = await connect(expert, 'google');
  });

  it("opens a channel on the 'from' calendar, with our address, a secret token and its expiry stored", async () => {
    const rows = await channelRows(accountId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ calendarId: PRIMARY, provider: 'google' });
    expect(row!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const live = google.channels().filter((c) => !c.stopped);
    expect(live.map((c) => c.channel)).toEqual([
      expect.objectContaining({
        id: row!.id,
        resourceId: row!.resourceId,
        token: row!.token,
        expiration: String(row!.expiresAt.getTime()),
      }),
    ]);
    const watch = google.calls.find((c) => c.path.endsWith('/events/watch'));
    expect(watch?.body).toEqual({
      id: row!.id,
      type: 'web_hook',
      address: `${pushUrl}${PUSH_PATH.google}`,
      token: row!.token,
      params: { ttl: String(GOOGLE_CHANNEL_LIFETIME_MS / 1000) },
    });
  });

  it('refreshes the busy cache when Google says the calendar changed, without waiting for the minute', async () => {
    await google.settle();
    expect(await dueRefreshes()).toBe(0);
    const slot = slotAhead(3);
    expect(await busyRows(accountId)).not.toContainEqual({
      start: slot.start,
      end: slot.end,
    });
    const before = google.deliveries.length;
    google.addEvent(GOOGLE_SUB, PRIMARY, slot);
    await google.settle();
    expect(google.deliveries.slice(before).map((d) => [d.state, d.status])).toEqual([['exists', 200]]);
    expect(await dueRefreshes()).toBe(1);
    await t.services.worker.drain();
    expect(await busyRows(accountId)).toContainEqual({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    });
  });

  it('refuses a wrong or missing token and an unknown channel, and syncs nothing', async () => {
    const [row] = await channelRows(accountId);
    const before = google.deliveries.length;
    google.notify(row!.id, 'forged-token');
    google.notify(row!.id, null);
    await google.settle();
    expect(google.deliveries.slice(before).map((d) => d.status)).toEqual([401, 401]);
    const stranger = await t.client().request('POST', '/api/webhooks/calendars/google', undefined, {
      headers: {
        'x-goog-channel-id': 'no-such-channel',
        'x-goog-channel-token': row!.token,
        'x-goog-resource-state': 'exists',
      },
    });
    expect(stranger.status).toBe(404);
    expect(await dueRefreshes()).toBe(0);
  });

  it('opens and stops channels as calendars are chosen and dropped', async () => {
    let res = await expert.request('PUT', '/api/calendars/sync', {
      from: { [accountId]: [PRIMARY, WORK] },
      to: null,
    });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    let rows = await channelRows(accountId);
    expect(rows.map((r) => r.calendarId).sort()).toEqual([WORK, PRIMARY].sort());
    const primaryChannel = rows.find((r) => r.calendarId === PRIMARY)!;
    res = await expert.request('PUT', '/api/calendars/sync', { from: { [accountId]: [WORK] }, to: null });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    rows = await channelRows(accountId);
    expect(rows.map((r) => r.calendarId)).toEqual([WORK]);
    expect(google.channels().find((c) => c.channel.id === primaryChannel.id)?.stopped).toBe(true);
    const stop = google.calls.filter((c) => c.path === '/calendar/v3/channels/stop').at(-1);
    expect(stop?.body).toEqual({ id: primaryChannel.id, resourceId: primaryChannel.resourceId });
  });

  it('renews a channel a day before it expires: a new channel, the old one stopped', async () => {
    const [old] = await channelRows(accountId);
    shift = GOOGLE_CHANNEL_LIFETIME_MS - 12 * HOUR;
    try {
      await syncPushChannels(deps(), accountId, Date.now() + shift);
    } finally {
      shift = 0;
    }
    const rows = await channelRows(accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(old!.id);
    expect(rows[0]!.calendarId).toBe(old!.calendarId);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(old!.expiresAt.getTime());
    expect(google.channels().find((c) => c.channel.id === old!.id)?.stopped).toBe(true);
    expect(google.channels().find((c) => c.channel.id === rows[0]!.id)?.stopped).toBe(false);
    // The next upkeep is queued for a day before the new expiry.
    const pending = await db()
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.type, 'calendars.watch'), eq(jobs.status, 'queued')));
    expect(pending.map((j) => j.runAt.getTime())).toContain(rows[0]!.expiresAt.getTime() - 24 * HOUR);
  });

  it('keeps the channel and tries again in 15 minutes when Google cannot renew it', async () => {
    const [current] = await channelRows(accountId);
    const now = current!.expiresAt.getTime() - 12 * HOUR;
    shift = now - Date.now();
    google.failWith(503);
    try {
      await syncPushChannels(deps(), accountId, now);
    } finally {
      google.failWith(null);
      shift = 0;
    }
    expect(await channelRows(accountId)).toEqual([current]);
    expect(google.channels().find((c) => c.channel.id === current!.id)?.stopped).toBe(false);
    const pending = await db()
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.type, WATCH_JOB), eq(jobs.status, 'queued')));
    expect(pending.map((j) => j.runAt.getTime())).toContain(now + RETRY_AFTER_MS);
  });

  it('stops every channel when the account is disconnected; its notifications then find nothing', async () => {
    const rows = await channelRows(accountId);
    expect(rows).toHaveLength(1);
    const res = await expert.request('DELETE', `/api/calendars/${accountId}`);
    expect(res.status).toBe(204);
    expect(await channelRows(accountId)).toEqual([]);
    expect(google.channels().find((c) => c.channel.id === rows[0]!.id)?.stopped).toBe(true);
    const before = google.deliveries.length;
    google.notify(rows[0]!.id);
    await google.settle();
    expect(google.deliveries.slice(before).map((d) => d.status)).toEqual([404]);
  });
});

describe('Microsoft Graph subscriptions', () => {
  let expert: TestClient;
  let accountId: string;

  beforeAll(async () => {
    expert = await t.expert('mo@example.com');
    accountId = await connect(expert, 'microsoft');
  });

  it('subscribes after the validation handshake, with our clientState and expiry stored', async () => {
    const rows = await channelRows(accountId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ calendarId: MS_MAIN, provider: 'microsoft' });
    const [made] = microsoft.subscriptions();
    expect(made?.subscription).toMatchObject({
      id: row!.resourceId,
      changeType: 'created,updated,deleted',
      notificationUrl: `${pushUrl}${PUSH_PATH.microsoft}`,
      resource: `/me/calendars/${encodeURIComponent(MS_MAIN)}/events`,
      clientState: row!.token,
    });
    expect(Date.parse(made!.subscription.expirationDateTime!)).toBe(row!.expiresAt.getTime());
    expect(microsoft.deliveries.filter((d) => d.kind === 'validation').map((d) => d.status)).toEqual([200]);
  });

  it('echoes a validation token as text/plain', async () => {
    const token = 'Validation: Testing client application reachability for subscription Request-Id: 1';
    const res = await t.fetch(
      new Request(`http://localhost${PUSH_PATH.microsoft}?validationToken=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(token);
  });

  it('refreshes the busy cache on a notification, without waiting for the minute', async () => {
    await microsoft.settle();
    expect(await dueRefreshes()).toBe(0);
    const slot = slotAhead(5);
    const before = microsoft.deliveries.length;
    microsoft.addEvent(MAILBOX, MS_MAIN, slot);
    await microsoft.settle();
    expect(microsoft.deliveries.slice(before).map((d) => [d.kind, d.status])).toEqual([
      ['notification', 202],
    ]);
    await t.services.worker.drain();
    expect(await busyRows(accountId)).toContainEqual(slot);
  });

  it('refuses a notification with another clientState, and syncs nothing', async () => {
    const [row] = await channelRows(accountId);
    const before = microsoft.deliveries.length;
    microsoft.notify(row!.resourceId, 'forged-state');
    microsoft.notify(row!.resourceId, null);
    await microsoft.settle();
    expect(microsoft.deliveries.slice(before).map((d) => d.status)).toEqual([401, 401]);
    expect(await dueRefreshes()).toBe(0);
    const bad = await t.fetch(
      new Request(`http://localhost${PUSH_PATH.microsoft}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: 'nope' }),
      }),
    );
    expect(bad.status).toBe(400);
  });

  it('renews the subscription with a PATCH of its expiry before it ends', async () => {
    const [old] = await channelRows(accountId);
    shift = MICROSOFT_SUBSCRIPTION_LIFETIME_MS - 6 * HOUR;
    let now = 0;
    try {
      now = Date.now() + shift;
      await syncPushChannels(deps(), accountId, now);
    } finally {
      shift = 0;
    }
    const [row] = await channelRows(accountId);
    expect(row!.id).toBe(old!.id);
    expect(row!.resourceId).toBe(old!.resourceId);
    expect(row!.expiresAt.getTime()).toBe(now + MICROSOFT_SUBSCRIPTION_LIFETIME_MS);
    const patch = microsoft.calls.filter(
      (c) => c.method === 'PATCH' && c.path.startsWith('/v1.0/subscriptions/'),
    );
    expect(patch.map((c) => c.body)).toEqual([
      { expirationDateTime: new Date(now + MICROSOFT_SUBSCRIPTION_LIFETIME_MS).toISOString() },
    ]);
  });

  it('deletes the subscription when the account is disconnected', async () => {
    const [row] = await channelRows(accountId);
    const res = await expert.request('DELETE', `/api/calendars/${accountId}`);
    expect(res.status).toBe(204);
    expect(microsoft.subscriptions().find((s) => s.subscription.id === row!.resourceId)?.deleted).toBe(true);
    expect(await channelRows(accountId)).toEqual([]);
  });
});
