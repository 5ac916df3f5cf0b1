import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOOM_AUTH_PROBLEM } from '../../../domain/zoom/zoom-messages';
import { connectedAccounts } from '../../db/schema/connected-accounts';
import { emailMessages } from '../../db/schema/email';
import { jobs } from '../../db/schema/jobs';
import { sessions } from '../../db/schema/sessions';
import { zoomMeetings, zoomOauthStates } from '../../db/schema/zoom';
import { type FakeZoom, startFakeZoom } from '../../testing/fakes/zoom';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { syncMeeting } from './meetings';

// Zoom (issue 17, ADR 044) against a local fake of Zoom's OAuth and Meetings API: connecting with
// a stored random state, meetings made, moved and deleted with their sessions through the queue,
// a revoked grant, reconnecting, disconnecting, and one expert never reaching another's account.

let t: TestApp;
let zoom: FakeZoom;
let ada: Awaited<ReturnType<typeof setUpExpert>>;
let bob: Awaited<ReturnType<typeof setUpExpert>>;
let adaService: string;
const db = () => t.services.deps.database.db;
const REDIRECT = `${TEST_PUBLIC_URL}/settings/scheduling/zoom-oauth`;

beforeAll(async () => {
  zoom = await startFakeZoom({ clientId: 'zoom-client', clientSecret: 'zoom-secret' });
  zoom.addUser({ id: 'zu-ada', email: 'ada@zoom.example' });
  zoom.addUser({ id: 'zu-bob', email: 'bob@zoom.example' });
  t = await createTestApp({
    ZOOM_CLIENT_ID: 'zoom-client',
    ZOOM_CLIENT_SECRET: 'zoom-secret',
    ZOOM_API_BASE: `${zoom.url}/v2`,
    ZOOM_OAUTH_BASE: zoom.url,
  });
  ada = await setUpExpert(t, 'ada@example.com', 'ada');
  bob = await setUpExpert(t, 'bob@example.com', 'bob');
  // The expert's default place (locationType null): what the default provider is when booked.
  adaService = await ada.service({ title: 'Coaching', price: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await zoom?.close();
});

async function startOauth(expert: TestClient) {
  const res = await expert.request('POST', '/api/zoom/oauth/start');
  expect(res.status).toBe(200);
  return new URL(res.body.url);
}

/** Start, Allow at the fake's consent page as `zoomUser`, and the return page's connect call. */
async function connect(expert: TestClient, zoomUser: string) {
  const back = await zoom.consent((await startOauth(expert)).toString(), zoomUser);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return expert.request('POST', '/api/zoom/oauth/connect', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

async function book(start: string, email = 'grace@example.com') {
  const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId: adaService,
    start,
    client: client({ email }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await db()
    .select()
    .from(sessions)
    .where(eq(sessions.start, new Date(start)));
  return row!.id;
}

const meetingOf = async (sessionId: string) =>
  (await db().select().from(zoomMeetings).where(eq(zoomMeetings.sessionId, sessionId)))[0];
const sessionRow = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0]!;
const zoomAccount = async (userId: string) =>
  (await db().select().from(connectedAccounts).where(eq(connectedAccounts.userId, userId))).find(
    (a) => a.provider === 'zoom',
  );

async function emailsTo(to: string) {
  await t.services.worker.drain();
  const rows = await db().select().from(emailMessages).where(eq(emailMessages.to, to));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

describe('connecting Zoom', () => {
  it('starts empty and offered', async () => {
    expect((await ada.expert.request('GET', '/api/zoom')).body).toEqual({ available: true, account: null });
  });

  it('sends the expert to Zoom with the client id, redirect uri, response type code and a stored random state', async () => {
    const url = await startOauth(ada.expert);
    expect(`${url.origin}${url.pathname}`).toBe(`${zoom.url}/oauth/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('zoom-client');
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored, but only as its hash.
    const stored = await db().select().from(zoomOauthStates).where(eq(zoomOauthStates.userId, ada.userId));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.stateHash)).not.toContain(q.get('state'));
    const second = await startOauth(ada.expert);
    expect(second.searchParams.get('state')).not.toBe(q.get('state'));
  });

  it("refuses a state it did not store, another expert's, or one used already, and connects nothing", async () => {
    const forged = await ada.expert.request('POST', '/api/zoom/oauth/connect', {
      code: 'x',
      state: 'forged',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('Invalid state');
    const back = await zoom.consent((await startOauth(ada.expert)).toString(), 'zu-ada');
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const stolen = await bob.expert.request('POST', '/api/zoom/oauth/connect', body);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('Invalid state');
    expect(await zoomAccount(bob.userId)).toBeUndefined();
    // Still Ada's to use, once.
    expect((await ada.expert.request('POST', '/api/zoom/oauth/connect', body)).status).toBe(201);
    const again = await ada.expert.request('POST', '/api/zoom/oauth/connect', body);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid state');
    expect(
      (await ada.expert.request('POST', '/api/zoom/oauth/connect', { code: '', state: '' })).status,
    ).toBe(400);
  });

  it('keeps the tokens encrypted and shows the account', async () => {
    const account = await zoomAccount(ada.userId);
    expect(account).toMatchObject({ type: 'conferencing', externalId: 'zu-ada', email: 'ada@zoom.example' });
    expect(account!.credentials).toMatchObject({ v: 'v1' });
    expect(JSON.stringify(account!.credentials)).not.toMatch(/zat-|zrt-/);
    const status = await ada.expert.request('GET', '/api/zoom');
    expect(status.body).toEqual({
      available: true,
      account: {
        id: account!.id,
        email: 'ada@zoom.example',
        hasAuthError: false,
        connectedAt: expect.any(String),
      },
    });
    expect((await ada.expert.request('GET', '/api/locations')).body.zoomConnected).toBe(true);
  });

  it("keeps experts apart: Bob sees no account, cannot disconnect Ada's or choose Zoom", async () => {
    expect((await bob.expert.request('GET', '/api/zoom')).body).toEqual({ available: true, account: null });
    expect((await bob.expert.request('DELETE', '/api/zoom')).status).toBe(404);
    const def = await bob.expert.request('PUT', '/api/locations/default', { type: 'zoom' });
    expect(def.status).toBe(400);
    expect(def.body.error.message).toBe('Connect your Zoom account first');
    expect(await zoomAccount(ada.userId)).toBeDefined();
    expect((await t.client().request('GET', '/api/zoom')).status).toBe(401);
  });
});

describe("a Zoom session's meeting", () => {
  let sessionId: string;

  it('is created when a session is booked with Zoom as the default, and every reader gets its link', async () => {
    expect((await ada.expert.request('PUT', '/api/locations/default', { type: 'zoom' })).status).toBe(200);
    sessionId = await book(at('10:00'));
    await t.services.worker.drain();
    const meeting = await meetingOf(sessionId);
    expect(meeting).toMatchObject({ userId: ada.userId, topic: 'Coaching', durationMinutes: 60 });
    const atZoom = zoom.meetings.get(meeting!.meetingId)!;
    expect(atZoom.body).toEqual({
      topic: 'Coaching',
      type: 2,
      start_time: '2031-03-03T10:00:00Z',
      duration: 60,
      timezone: 'Europe/London',
      settings: { join_before_host: false, waiting_room: true },
    });
    expect(meeting!.joinUrl).toBe(atZoom.join_url);
    const session = await sessionRow(sessionId);
    expect(session).toMatchObject({
      locationType: 'zoom',
      locationJoinUrl: atZoom.join_url,
      iCalSequence: 1,
    });
    const detail = await ada.expert.request('GET', `/api/sessions/${sessionId}`);
    expect(detail.body.location).toMatchObject({ type: 'zoom', joinUrl: atZoom.join_url });
    const mails = await emailsTo('grace@example.com');
    const link = mails.find((m) => m.subject === 'Zoom link: Coaching with Ada Lovelace')!;
    expect(link.text).toContain(`Where: Zoom: ${atZoom.join_url}`);
    const vevent = new ICAL.Component(ICAL.parse(link.ical!.content)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe(atZoom.join_url);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('is idempotent by session: more jobs and concurrent runs make no second meeting', async () => {
    const before = zoom.meetings.size;
    const now = Date.now();
    await Promise.all([
      syncMeeting({ ...t.services.deps, db: db() }, sessionId, now),
      syncMeeting({ ...t.services.deps, db: db() }, sessionId, now),
    ]);
    expect(zoom.meetings.size).toBe(before);
    expect(zoom.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('moves with the session', async () => {
    const res = await ada.expert.request('POST', `/api/sessions/${sessionId}/reschedule`, {
      start: at('14:00'),
      message: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.services.worker.drain();
    const meeting = (await meetingOf(sessionId))!;
    expect(zoom.meetings.get(meeting.meetingId)!.body.start_time).toBe('2031-03-03T14:00:00Z');
    expect(meeting.start.toISOString()).toBe(at('14:00'));
    expect(zoom.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect((await sessionRow(sessionId)).locationJoinUrl).toBe(meeting.joinUrl);
  });

  it('is deleted when the session is cancelled', async () => {
    const meeting = (await meetingOf(sessionId))!;
    expect(
      (await ada.expert.request('POST', `/api/sessions/${sessionId}/cancel`, { message: null })).status,
    ).toBe(200);
    await t.services.worker.drain();
    expect(zoom.meetings.has(meeting.meetingId)).toBe(false);
    expect(await meetingOf(sessionId)).toBeUndefined();
    expect((await sessionRow(sessionId)).locationJoinUrl).toBeNull();
  });

  it('is deleted when the session moves to another place, and made when it moves to Zoom', async () => {
    const id = await book(at('11:00'), 'linus@example.com');
    await t.services.worker.drain();
    const meeting = (await meetingOf(id))!;
    const moved = await ada.expert.request('PUT', `/api/sessions/${id}/location`, {
      locationType: 'daily',
      locationId: null,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await t.services.worker.drain();
    expect(zoom.meetings.has(meeting.meetingId)).toBe(false);
    expect(await meetingOf(id)).toBeUndefined();
    await ada.expert.request('PUT', `/api/sessions/${id}/location`, {
      locationType: 'zoom',
      locationId: null,
    });
    await t.services.worker.drain();
    const again = (await meetingOf(id))!;
    expect(zoom.meetings.has(again.meetingId)).toBe(true);
    expect((await sessionRow(id)).locationJoinUrl).toBe(again.joinUrl);
  });

  it('refreshes an access token Zoom no longer takes and stores the new one', async () => {
    const before = (await zoomAccount(ada.userId))!.credentials;
    zoom.expireAccessTokens();
    const id = await book(at('12:00'), 'margaret@example.com');
    await t.services.worker.drain();
    expect(await meetingOf(id)).toBeDefined();
    expect((await zoomAccount(ada.userId))!.credentials).not.toEqual(before);
  });
});

describe('a revoked Zoom grant', () => {
  let waiting: string;

  it('marks the account, tells the expert, makes no meeting and does not retry', async () => {
    zoom.revoke('zu-ada');
    const meetingsBefore = zoom.meetings.size;
    waiting = await book(at('13:00'), 'katherine@example.com');
    await t.services.worker.drain();
    expect(zoom.meetings.size).toBe(meetingsBefore);
    expect(await meetingOf(waiting)).toBeUndefined();
    expect((await zoomAccount(ada.userId))!.hasAuthError).toBe(true);
    const status = await ada.expert.request('GET', '/api/zoom');
    expect(status.body.account.hasAuthError).toBe(true);
    expect((await ada.expert.request('GET', '/api/locations')).body.zoomConnected).toBe(false);
    const told = (await emailsTo('ada@example.com')).filter(
      (m) => m.subject === 'There is a problem with your Zoom credentials',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(ZOOM_AUTH_PROBLEM);
    const failed = await db().select().from(jobs).where(eq(jobs.type, 'zoom.sync-meeting'));
    expect(failed.filter((j) => j.status !== 'completed')).toEqual([]);
  });

  it('reconnecting clears the problem and gives the waiting session its meeting', async () => {
    const res = await connect(ada.expert, 'zu-ada');
    expect(res.status).toBe(200);
    expect(res.body.hasAuthError).toBe(false);
    await t.services.worker.drain();
    expect(await meetingOf(waiting)).toBeDefined();
  });
});

describe('disconnecting Zoom', () => {
  it('removes the account and its tokens, and a default of Zoom becomes built-in video', async () => {
    expect((await ada.expert.request('DELETE', '/api/zoom')).status).toBe(204);
    expect(await zoomAccount(ada.userId)).toBeUndefined();
    expect((await ada.expert.request('GET', '/api/zoom')).body).toEqual({ available: true, account: null });
    expect((await ada.expert.request('GET', '/api/locations')).body.defaultProvider).toEqual({
      type: 'daily',
      locationId: null,
    });
    expect((await ada.expert.request('DELETE', '/api/zoom')).status).toBe(404);
  });
});
