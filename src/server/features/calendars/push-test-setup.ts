import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../app';
import { calendarBusy } from '../../db/schema/calendar-cache';
import { calendarPushChannels } from '../../db/schema/calendar-push';
import { jobs } from '../../db/schema/jobs';
import { type FakeGoogle, startFakeGoogle } from '../../testing/fakes/google-calendar';
import { type FakeMicrosoft, startFakeMicrosoft } from '../../testing/fakes/microsoft-graph';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { REFRESH_BUSY_JOB } from './calendar-jobs';

// The set-up of the push sync tests (issue 16, ADR 039; google-push and microsoft-push
// integration tests): the local Google and Microsoft fakes, which post their notifications over
// HTTP to a local server in front of the test app (it stands in for the public https address).

export const HOUR = 3_600_000;
export const GOOGLE_SUB = '108000000000000000777';
export const PRIMARY = 'gina@example.com';
export const WORK = 'c_work@group.calendar.google.com';
export const MAILBOX = '6e1c6f1a-0000-4000-8000-0000000000d1';
export const MS_MAIN = 'AAMkAGI2push=';

export let t: TestApp;
export let google: FakeGoogle;
export let microsoft: FakeMicrosoft;
export let pushUrl: string;
let front: Server;
/** How far the fakes' push clocks run ahead (renewal tests move it and the job's 'now' together). */
export const pushClock = { shift: 0 };
export const db = () => t.services.deps.database.db;
export const deps = () => ({ ...t.services.deps, db: db() });

/** Starts the fakes, the front server and the test app for the file, and stops them after it. */
export function setUpPushTests(): void {
  beforeAll(async () => {
    google = await startFakeGoogle({
      clientId: 'push-google-id',
      clientSecret: 'push-google-secret',
      allowHttpPush: true,
      pushNow: () => Date.now() + pushClock.shift,
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
      pushNow: () => Date.now() + pushClock.shift,
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
}

export async function connect(expert: TestClient, provider: 'google' | 'microsoft'): Promise<string> {
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

export const channelRows = (accountId: string) =>
  db().select().from(calendarPushChannels).where(eq(calendarPushChannels.accountId, accountId));

export const busyRows = async (accountId: string) =>
  (
    await db()
      .select({ start: calendarBusy.start, end: calendarBusy.end })
      .from(calendarBusy)
      .where(eq(calendarBusy.accountId, accountId))
  ).map((r) => ({ start: r.start.toISOString(), end: r.end.toISOString() }));

/** Refreshes waiting to run now (the minute's chain is queued a minute ahead). */
export const dueRefreshes = async () =>
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
export const slotAhead = (days: number) => {
  const start = Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() };
};
