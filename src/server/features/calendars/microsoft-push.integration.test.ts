import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-app';
import { MICROSOFT_SUBSCRIPTION_LIFETIME_MS, PUSH_PATH, syncPushChannels } from './push';
import {
  busyRows,
  channelRows,
  connect,
  deps,
  dueRefreshes,
  HOUR,
  MAILBOX,
  MS_MAIN,
  microsoft,
  pushClock,
  pushUrl,
  setUpPushTests,
  slotAhead,
  t,
} from './push-test-setup';

// Push sync (issue 16, ADR 039): Google watch channels and Microsoft Graph subscriptions, made
// through the real SDKs against the local fakes, which post their notifications over HTTP to the
// app's endpoints. A notification refreshes the busy cache at once — the minute's refresh is not
// due yet in these tests — while a wrong token is refused and refreshes nothing.

setUpPushTests();

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
    pushClock.shift = MICROSOFT_SUBSCRIPTION_LIFETIME_MS - 6 * HOUR;
    let now = 0;
    try {
      now = Date.now() + pushClock.shift;
      await syncPushChannels(deps(), accountId, now);
    } finally {
      pushClock.shift = 0;
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
