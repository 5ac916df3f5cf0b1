import { TokenVerifier } from 'livekit-server-sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLiveKit, startFakeLiveKit } from '../src/server/testing/fakes/livekit';
import { screenshotBoth } from './support/browser';
import { type CallStand, openCallStand, soonOnTheGrid } from './support/call-stand';

// Issue 17, ADR 040: the room page on a server whose calls are on LiveKit (CALLS_MEDIA=livekit).
// No LiveKit server can run here (its binary is in neither npm nor Debian), so the deployment is
// the local fake of its server API, which refuses browsers' media connections. What this proves
// in Chromium: Join loads the LiveKit side of the room on demand (its own script), which connects
// to LiveKit's address with the token our API signed for this room and person; when LiveKit does
// not take the connection, the room says so and offers to try again. Media through LiveKit are
// not proven here.

const KEY = 'e2e-call-livekit-link-signing-key-0123456789abcdef';
const KEYS = { apiKey: 'APIe2e', apiSecret: 'e2e-livekit-secret-of-at-least-32-characters' };
// This process runs on the suite's pinned clock (ADR 029); the server signs LiveKit tokens on the
// system's (LiveKit checks them against real time). Token times are therefore not checked here.
const ANY_TIME = 400 * 24 * 60 * 60;

let livekit: FakeLiveKit;
let stand: CallStand;
let sessionId: string;
let link: string;

beforeAll(async () => {
  livekit = await startFakeLiveKit({ ...KEYS, clockToleranceSeconds: ANY_TIME });
  stand = await openCallStand(KEY, {
    CALLS_MEDIA: 'livekit',
    LIVEKIT_URL: livekit.url.replace(/^http/, 'ws'),
    LIVEKIT_API_KEY: KEYS.apiKey,
    LIVEKIT_API_SECRET: KEYS.apiSecret,
  });
  const start = soonOnTheGrid();
  sessionId = await stand.groupSession('Career pivot circle', start);
  link = await stand.seat(sessionId, 'Ana', start);
}, 180_000);

afterAll(async () => {
  await stand?.close();
  await livekit?.close();
});

/** Joins from the lobby; the room's scripts loaded meanwhile. */
async function join(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('group', { name: 'Your camera preview' }).waitFor();
  await page.getByRole('button', { name: 'Join now' }).click();
  return scripts;
}

const verifier = new TokenVerifier(KEYS.apiKey, KEYS.apiSecret);

describe('the call room on LiveKit', () => {
  it("loads LiveKit's side on Join and connects to LiveKit with the expert's token; a refused connection says so", async () => {
    const scripts = await join(stand.maya, `${stand.server.url}/s/${sessionId}`);
    await stand.maya.getByRole('heading', { name: 'Connection lost' }).waitFor({ timeout: 30_000 });
    await stand.maya.getByText('The call could not connect or the connection dropped.').waitFor();
    expect(scripts.some((p) => /\/assets\/livekit-connection-[\w-]+\.js$/.test(p))).toBe(true);
    const tokens = livekit.clientRequests
      .map((url) => url.searchParams.get('access_token'))
      .filter((t): t is string => t !== null);
    expect(tokens.length).toBeGreaterThan(0);
    const claims = await verifier.verify(tokens[0]!, ANY_TIME);
    expect(claims.video).toMatchObject({ room: sessionId, roomJoin: true, roomAdmin: true });
    expect(claims.name).toBe('Maya Okafor');
    await screenshotBoth(stand.maya, 'call-livekit-connection-lost');
  }, 60_000);

  it("connects a client with their own token, without the expert's rights", async () => {
    const before = livekit.clientRequests.length;
    const page = await stand.newPage();
    await join(page, `${stand.server.url}/s/${sessionId}?link=${encodeURIComponent(link)}`);
    await page.getByRole('heading', { name: 'Connection lost' }).waitFor({ timeout: 30_000 });
    const token = livekit.clientRequests
      .slice(before)
      .map((url) => url.searchParams.get('access_token'))
      .find((t): t is string => t !== null);
    const claims = await verifier.verify(token!, ANY_TIME);
    expect(claims.name).toBe('Ana Client');
    expect(claims.video).toMatchObject({ room: sessionId, roomJoin: true });
    expect(claims.video?.roomAdmin).toBeUndefined();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Join now' }).waitFor();
  }, 60_000);
});
