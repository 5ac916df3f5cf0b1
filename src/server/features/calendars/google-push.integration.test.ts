import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import type { TestClient } from '../../testing/test-app';
import {
  GOOGLE_CHANNEL_LIFETIME_MS,
  PUSH_PATH,
  pushAddress,
  RETRY_AFTER_MS,
  syncPushChannels,
  WATCH_JOB,
} from './push';
import {
  busyRows,
  channelRows,
  connect,
  db,
  deps,
  dueRefreshes,
  GOOGLE_SUB,
  google,
  HOUR,
  PRIMARY,
  pushClock,
  pushUrl,
  setUpPushTests,
  slotAhead,
  t,
  WORK,
} from './push-test-setup';

// Push sync (issue 16, ADR 039): Google watch channels and Microsoft Graph subscriptions, made
// through the real SDKs against the local fakes, which post their notifications over HTTP to the
// app's endpoints. A notification refreshes the busy cache at once — the minute's refresh is not
// due yet in these tests — while a wrong token is refused and refreshes nothing.

setUpPushTests();

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
    pushClock.shift = GOOGLE_CHANNEL_LIFETIME_MS - 12 * HOUR;
    try {
      await syncPushChannels(deps(), accountId, Date.now() + pushClock.shift);
    } finally {
      pushClock.shift = 0;
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
    pushClock.shift = now - Date.now();
    google.failWith(503);
    try {
      await syncPushChannels(deps(), accountId, now);
    } finally {
      google.failWith(null);
      pushClock.shift = 0;
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
