import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MINUTE_MS } from '../../src/domain/time/instant';
import { signCallLink } from '../../src/server/features/calls/call-link';
import { DESKTOP, launchBrowser } from './browser';
import { signUpThroughUi } from './flows';
import { type RunningServer, startServer } from './server';

// What the call-room specs (call room, recordings, call minutes) stand on: the built server with
// a known link-signing key, Chromium with a fake camera and microphone, and Maya, an expert with
// a booking page, who makes free group sessions and books clients into them through the API.

export const CALL_EXPERT = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'coaching-2026',
};

export type CallStand = {
  server: RunningServer;
  browser: Browser;
  /** Maya, signed in. */
  maya: Page;
  /** A page in a browser context of its own (another person). */
  newPage(): Promise<Page>;
  /** POSTs as Maya and expects `status`; the body. */
  post(path: string, data: unknown, status?: number): Promise<Record<string, unknown>>;
  /** A free group session of Maya's, an hour long from `start`; its id. */
  groupSession(title: string, start: number): Promise<string>;
  /** Books a seat for `firstName`; the join link their booking gets (signed as the server signs it). */
  seat(sessionId: string, firstName: string, start: number): Promise<string>;
  close(): Promise<void>;
};

/** Five minutes ahead on the 5-minute grid: the room is open (it opens 10 minutes before). */
export function soonOnTheGrid(): number {
  return Math.ceil((Date.now() + 5 * MINUTE_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
}

export async function openCallStand(
  linkSigningKey: string,
  env: Record<string, string> = {},
): Promise<CallStand> {
  const server = await startServer({ LINK_SIGNING_KEY: linkSigningKey, ...env });
  const browser = await launchBrowser({ fakeMedia: true });
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    return context.newPage();
  };
  const maya = await newPage();
  const post = async (path: string, data: unknown, status = 201): Promise<Record<string, unknown>> => {
    const res = await maya.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  await signUpThroughUi(maya, server.url, CALL_EXPERT);
  await post('/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: 'maya-okafor' });
  return {
    server,
    browser,
    maya,
    newPage,
    post,
    async groupSession(title, start) {
      const body = await post('/api/group-sessions', {
        title,
        description: '',
        start: new Date(start).toISOString(),
        end: new Date(start + 60 * MINUTE_MS).toISOString(),
        price: 0,
        groupSizeMax: 6,
        locationType: null,
        locationId: null,
        hidden: false,
        collectPhoneNumber: false,
      });
      return body.id as string;
    },
    async seat(sessionId, firstName, start) {
      const booking = await post(`/api/public/group-sessions/${sessionId}/bookings`, {
        client: {
          firstName,
          lastName: 'Client',
          email: `${firstName.toLowerCase()}@example.com`,
          timeZone: 'Europe/London',
        },
      });
      const bookingId = (booking.token as string).split('.')[0]!;
      return signCallLink(linkSigningKey, sessionId, bookingId, start + 90 * MINUTE_MS);
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.stop();
    },
  };
}

/** Opens the room at `url`, waits for the camera preview, joins, and waits to be in the call. */
export async function joinCall(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('group', { name: 'Your camera preview' }).waitFor();
  await page.getByRole('button', { name: 'Join now' }).click();
  await page.getByRole('button', { name: 'Leave' }).waitFor();
}

export type CallStat = {
  participantId: string | null;
  kind: 'audio' | 'video';
  bytesReceived: number;
  framesDecoded: number;
};
export const callStats = (page: Page) =>
  page.evaluate(() => window.__slotwiseCall!.stats()) as Promise<CallStat[]>;

/** Waits until `page` receives audio and video from each of `from`, and they keep rising. */
export async function expectReceiving(page: Page, from: string[]) {
  const sum = (
    list: CallStat[],
    who: string,
    kind: 'audio' | 'video',
    field: 'bytesReceived' | 'framesDecoded',
  ) => list.filter((s) => s.participantId === who && s.kind === kind).reduce((n, s) => n + s[field], 0);
  const deadline = Date.now() + 30_000;
  let first: CallStat[] = [];
  for (;;) {
    first = await callStats(page);
    const ready = from.every(
      (who) => sum(first, who, 'audio', 'bytesReceived') > 0 && sum(first, who, 'video', 'framesDecoded') > 0,
    );
    if (ready) break;
    if (Date.now() > deadline)
      throw new Error(`not receiving from ${from.join(', ')}: ${JSON.stringify(first)}`);
    await page.waitForTimeout(500);
  }
  // Rising: more bytes of each, and more decoded frames, within 15 s (a lost packet stalls
  // decoding until the next key frame, which the server asks for every 2 s).
  const rising = (list: CallStat[]) =>
    from.every(
      (who) =>
        sum(list, who, 'audio', 'bytesReceived') > sum(first, who, 'audio', 'bytesReceived') &&
        sum(list, who, 'video', 'bytesReceived') > sum(first, who, 'video', 'bytesReceived') &&
        sum(list, who, 'video', 'framesDecoded') > sum(first, who, 'video', 'framesDecoded'),
    );
  const until = Date.now() + 15_000;
  let later = await callStats(page);
  while (!rising(later) && Date.now() < until) {
    await page.waitForTimeout(500);
    later = await callStats(page);
  }
  expect(rising(later), `${JSON.stringify(first)} → ${JSON.stringify(later)}`).toBe(true);
}

export const participantIds = (page: Page) =>
  page.evaluate(() => {
    const snap = window.__slotwiseCall!.snapshot();
    return snap.participants.filter((p) => p.id !== snap.you).map((p) => p.id);
  });
