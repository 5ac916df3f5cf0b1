import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotBoth } from './support/browser';
import { CALL_EXPERT, type CallStand, joinCall, openCallStand, soonOnTheGrid } from './support/call-stand';
import type { RunningServer } from './support/server';

// Issue 19, the Branding tab's call background end to end: without the plan the card names the
// plan to upgrade to; on Starter Maya uploads a background, and her client sees it behind the
// call room's lobby, as Maya does in the room itself.

const KEY = 'e2e-call-background-link-signing-key-0123456789';

let stand: CallStand;
let server: RunningServer;
let maya: Page;
let backgroundFile = '';

/** A calm study: a warm wall, a window of sky and a shelf, 2400 × 1600. */
async function studyImage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <rect width="100%" height="100%" fill="#e7d8c9"/>
    <rect x="1500" y="250" width="650" height="800" fill="#93c5fd" stroke="#78350f" stroke-width="30"/>
    <rect x="200" y="500" width="900" height="40" fill="#78350f"/>
    <rect x="260" y="380" width="60" height="120" fill="#0f766e"/><rect x="340" y="400" width="50" height="100" fill="#b45309"/>
    <rect x="0" y="1300" width="2400" height="300" fill="#a16207"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-call-background-'));
  backgroundFile = path.join(dir, 'study.jpg');
  fs.writeFileSync(backgroundFile, await studyImage());
  stand = await openCallStand(KEY);
  ({ server, maya } = stand);
}, 180_000);

afterAll(async () => {
  await stand?.close();
});

const card = () => maya.getByRole('region', { name: 'Call background' });

describe('the call background', () => {
  it('asks a plan without custom call backgrounds to upgrade, naming the plan', async () => {
    await maya.goto(`${server.url}/dashboard/booking/branding`);
    await card()
      .getByText(/^Upgrade to Starter to use Custom call backgrounds/)
      .waitFor();
    expect(await card().getByRole('button', { name: 'Upload call background' }).count()).toBe(0);
    await screenshot(maya, 'booking-branding-call-background-upgrade-desktop');
  });

  it('uploads a background on Starter, shown in the card', async () => {
    await server.setPlan(CALL_EXPERT.email, 'starter');
    await maya.goto(`${server.url}/dashboard/booking/branding`);
    await card().getByText('Drop an image here').waitFor();
    await maya.getByLabel('Call background file').setInputFiles(backgroundFile);
    await card().getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await card().getByRole('button', { name: 'Replace call background' }).waitFor();
    const page = await (await maya.request.get(`${server.url}/api/booking-page`)).json();
    expect(page.callBackground).toMatchObject({ width: 1920, height: 1080 });
    await screenshotBoth(maya, 'booking-branding-call-background');
  });

  it("shows it behind the call room's lobby for a client, and behind the room for the expert", async () => {
    const start = soonOnTheGrid();
    const sessionId = await stand.groupSession('Career conversation', start);
    const link = await stand.seat(sessionId, 'Ana', start);
    const page = await (await maya.request.get(`${server.url}/api/booking-page`)).json();

    const ana = await stand.newPage();
    await ana.goto(`${server.url}/s/${sessionId}?link=${encodeURIComponent(link)}`);
    await ana.getByRole('heading', { name: 'Career conversation' }).waitFor();
    const backdrop = ana.getByTestId('backdrop').locator('img');
    await backdrop.waitFor({ state: 'attached' });
    expect(await backdrop.getAttribute('srcset')).toBe(
      `${page.callBackground.smallUrl} 960w, ${page.callBackground.url} 1920w`,
    );
    await ana.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="backdrop"] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    // It covers the screen behind the lobby's panel.
    const box = (await backdrop.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    await screenshotBoth(ana, 'call-lobby-background');
    // A phone gets the 960 px size.
    const onPhone = await stand.newPage();
    await onPhone.setViewportSize(PHONE);
    await onPhone.goto(`${server.url}/s/${sessionId}?link=${encodeURIComponent(link)}`);
    await onPhone.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="backdrop"] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    expect(
      await onPhone.evaluate(
        () => document.querySelector<HTMLImageElement>('[data-testid="backdrop"] img')!.currentSrc,
      ),
    ).toContain('-960.jpg');

    await joinCall(maya, `${server.url}/s/${sessionId}`);
    await maya.getByTestId('backdrop').waitFor({ state: 'attached' });
    await screenshot(maya, 'call-room-background-desktop');
  });
});
