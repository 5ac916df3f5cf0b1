import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/domain/time/instant';
import { ZOOM_AUTH_PROBLEM } from '../src/domain/zoom/zoom-messages';
import { type FakeZoom, startFakeZoom } from '../src/server/testing/fakes/zoom';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 17, Zoom (ADR 044) in Chromium: the server talks to the local fake Zoom (OAuth and the
// Meetings API, the adapter's own REST client) as it would to Zoom. Connect from the locations
// screen through Zoom's authorisation and back by /settings/scheduling/zoom-oauth; make Zoom the
// default; a session held on Zoom shows its own Zoom meeting; moving it moves the meeting; the
// user removing the app at Zoom shows the credentials problem and Re-connect mends it;
// disconnect.

const ZOOM_USER = { id: 'zoom-user-maya', email: 'maya@zoom.example' };

let zoom: FakeZoom;
let server: RunningServer;
let browser: Browser;
let page: Page;
let sessionId: string;

const api = async (method: 'post' | 'put', path: string, data: unknown) => {
  const res = await page.request[method](`${server.url}${path}`, { data, headers: { origin: server.url } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
};

const groupSession = (start: number) => ({
  title: 'Pricing your coaching, on Zoom',
  description: '',
  start: new Date(start).toISOString(),
  end: new Date(start + 60 * MINUTE_MS).toISOString(),
  price: 0,
  groupSizeMax: 6,
  locationType: 'zoom',
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
});

/** `days` days from now, on the hour. */
const daysAhead = (days: number) =>
  Math.ceil((Date.now() + days * 24 * 60 * MINUTE_MS) / (60 * MINUTE_MS)) * 60 * MINUTE_MS;

/** The session's meeting at the fake Zoom, once the queue has made it. */
async function meetingOf(topic: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const meeting = [...zoom.meetings.values()].find((m) => m.topic === topic);
    if (meeting) return meeting;
    if (Date.now() > deadline) throw new Error(`no Zoom meeting '${topic}': ${JSON.stringify(zoom.calls)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  zoom = await startFakeZoom({ clientId: 'zoom-e2e-client', clientSecret: 'zoom-e2e-secret' });
  zoom.addUser(ZOOM_USER);
  server = await startServer({
    ZOOM: 'zoom',
    ZOOM_CLIENT_ID: 'zoom-e2e-client',
    ZOOM_CLIENT_SECRET: 'zoom-e2e-secret',
    ZOOM_API_BASE: `${zoom.url}/v2`,
    ZOOM_OAUTH_BASE: zoom.url,
  });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signUpThroughUi(page, server.url, {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: 'maya.zoom@example.com',
    password: 'coaching-2026',
  });
  await api('post', '/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: 'maya-okafor' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await zoom?.close();
});

describe('Zoom', () => {
  it('connects from the locations screen through Zoom’s authorisation', async () => {
    await page.goto(`${server.url}/dashboard/calls/locations`);
    const card = page.getByRole('region', { name: 'Zoom' });
    await card.getByText('Connect your Zoom account to hold sessions on Zoom').waitFor();
    expect(await page.getByRole('radio', { name: 'Zoom' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Connect Zoom' }).click();
    // Zoom's authorisation, then back through /settings/scheduling/zoom-oauth to the locations.
    await page.waitForURL(/\/settings\/scheduling\/zoom-oauth\?code=/);
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await card.getByText(`Connected as ${ZOOM_USER.email}.`).waitFor();
    // The code was exchanged and the account read with the token Zoom issued.
    expect(zoom.calls).toContainEqual({ method: 'GET', path: '/v2/users/me', userId: ZOOM_USER.id });
  });

  it('makes Zoom the default, and a session held on Zoom gets its own meeting, shown on the session', async () => {
    await page.getByRole('radio', { name: 'Zoom' }).click();
    await page.getByText('Default location saved').waitFor();
    expect(await page.getByRole('radio', { name: 'Zoom' }).isChecked()).toBe(true);
    await screenshotBoth(page, 'zoom-connected');

    const start = daysAhead(2);
    sessionId = (await api('post', '/api/group-sessions', groupSession(start))).id as string;
    const meeting = await meetingOf('Pricing your coaching, on Zoom');
    expect(meeting.userId).toBe(ZOOM_USER.id);
    expect(new Date(meeting.body.start_time!).getTime()).toBe(start);
    expect(meeting.body.duration).toBe(60);

    await page.goto(`${server.url}/dashboard/home/sessions/${sessionId}`);
    const location = page.getByRole('region', { name: 'Location' });
    await location.getByText('Zoom', { exact: true }).waitFor();
    await location.getByRole('link', { name: meeting.join_url }).waitFor();
    // A Zoom session has no built-in room to join.
    expect(await location.getByRole('link', { name: 'Join now' }).count()).toBe(0);
    await screenshotBoth(page, 'zoom-session');
  });

  it('moves the meeting with its session', async () => {
    const later = daysAhead(3);
    await api('put', `/api/group-sessions/${sessionId}`, groupSession(later));
    const deadline = Date.now() + 20_000;
    let meeting = await meetingOf('Pricing your coaching, on Zoom');
    while (new Date(meeting.body.start_time!).getTime() !== later) {
      if (Date.now() > deadline) throw new Error(`meeting not moved: ${meeting.body.start_time}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      meeting = await meetingOf('Pricing your coaching, on Zoom');
    }
    expect(zoom.meetings.size).toBe(1);
  });

  it('shows the credentials problem when the app was removed at Zoom, and Re-connect mends it', async () => {
    zoom.revoke(ZOOM_USER.id);
    // The next change finds the token refused.
    await api('put', `/api/group-sessions/${sessionId}`, {
      ...groupSession(daysAhead(4)),
      title: 'Pricing your coaching, renamed',
    });
    // The queue's job meets the refused token and marks the account.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = await (await page.request.get(`${server.url}/api/zoom`)).json();
      if (status.account?.hasAuthError) break;
      if (Date.now() > deadline) throw new Error(`no credentials problem: ${JSON.stringify(status)}`);
      await page.waitForTimeout(300);
    }
    await page.goto(`${server.url}/dashboard/calls/locations`);
    const card = page.getByRole('region', { name: 'Zoom' });
    await card.getByRole('alert').waitFor();
    expect(await card.getByRole('alert').textContent()).toBe(ZOOM_AUTH_PROBLEM);
    // The default's Zoom choice waits for the same: re-connecting.
    await page.getByText('Re-connect Zoom to use it').waitFor();
    await screenshotBoth(page, 'zoom-problem');
    await card.getByRole('button', { name: 'Re-connect Zoom' }).click();
    await page.waitForURL(/\/settings\/scheduling\/zoom-oauth\?code=/);
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await card.getByText(`Connected as ${ZOOM_USER.email}.`).waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
  });

  it('disconnects', async () => {
    const card = page.getByRole('region', { name: 'Zoom' });
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Zoom disconnected').waitFor();
    await card.getByRole('button', { name: 'Connect Zoom' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Zoom' }).isDisabled()).toBe(true);
  });
});
