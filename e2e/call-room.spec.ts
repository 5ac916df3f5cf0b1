import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/domain/time/instant';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import {
  type CallStand,
  expectReceiving,
  joinCall,
  openCallStand,
  participantIds,
  soonOnTheGrid,
} from './support/call-stand';
import type { RunningServer } from './support/server';

// Issue 17: the call room /s/{sessionId} on the built-in media server (ADR 040). The expert and
// two clients join one group session from three browser contexts with Chromium's fake camera
// and microphone; each receives the others' audio and video (inbound RTP bytes and decoded frames
// rising in getStats); a client shares their screen; a link of another session is refused.

const KEY = 'e2e-call-room-link-signing-key-0123456789abcdef';

let stand: CallStand;
let server: RunningServer;
let mayaPage: Page;
let newPage: CallStand['newPage'];
let sessionId: string;
let laterSessionId: string;
const links: Record<string, string> = {};
const clientPages: Record<string, Page> = {};

beforeAll(async () => {
  stand = await openCallStand(KEY);
  ({ server, maya: mayaPage, newPage } = stand);
  const start = soonOnTheGrid();
  sessionId = await stand.groupSession('Salary negotiation workshop', start);
  links.ana = await stand.seat(sessionId, 'Ana', start);
  links.ben = await stand.seat(sessionId, 'Ben', start);
  const later = start + 3 * 60 * MINUTE_MS;
  laterSessionId = await stand.groupSession('Offer review clinic', later);
  links.later = await stand.seat(laterSessionId, 'Cleo', later);
}, 180_000);

afterAll(async () => {
  await stand?.close();
});

describe('the call room', () => {
  it("opens from the dashboard's Join now for the expert, with a camera preview and device choice", async () => {
    await mayaPage.goto(`${server.url}/dashboard/home/sessions/${sessionId}`);
    await mayaPage.getByRole('link', { name: 'Join now' }).click();
    await mayaPage.waitForURL(`${server.url}/s/${sessionId}`);
    await mayaPage.getByRole('heading', { name: 'Salary negotiation workshop' }).waitFor();
    await mayaPage.getByRole('group', { name: 'Your camera preview' }).waitFor();
    await mayaPage.waitForFunction(
      () => (document.querySelector('video') as HTMLVideoElement | null)?.readyState === 4,
    );
    expect(
      await mayaPage
        .getByRole('textbox', { name: 'Camera', exact: true })
        .or(mayaPage.getByRole('combobox', { name: 'Camera', exact: true }))
        .first()
        .inputValue(),
    ).not.toBe('');
    expect(
      await mayaPage
        .getByRole('textbox', { name: 'Microphone', exact: true })
        .or(mayaPage.getByRole('combobox', { name: 'Microphone', exact: true }))
        .first()
        .inputValue(),
    ).not.toBe('');
    await screenshot(mayaPage, 'call-lobby-desktop');
    await mayaPage.setViewportSize(PHONE);
    await screenshot(mayaPage, 'call-lobby-phone');
    await mayaPage.setViewportSize(DESKTOP);
    await mayaPage.getByRole('button', { name: 'Join now' }).click();
    await mayaPage.getByRole('button', { name: 'Leave' }).waitFor();
  });

  it('lets two clients in by their links; everyone receives the others’ audio and video', async () => {
    clientPages.ana = await newPage();
    clientPages.ben = await newPage();
    await joinCall(clientPages.ana, `${server.url}/s/${sessionId}?link=${encodeURIComponent(links.ana!)}`);
    await joinCall(clientPages.ben, `${server.url}/s/${sessionId}?link=${encodeURIComponent(links.ben!)}`);
    for (const page of [mayaPage, clientPages.ana, clientPages.ben]) {
      await page.waitForFunction(() => window.__slotwiseCall?.snapshot().participants.length === 3);
    }
    for (const page of [mayaPage, clientPages.ana, clientPages.ben]) {
      await expectReceiving(page, await participantIds(page));
    }
    await mayaPage.getByText('3 in the call').waitFor();
    expect(await mayaPage.getByTestId('video-tile').count()).toBe(3);
    await screenshot(mayaPage, 'call-room-desktop');
    await clientPages.ana.setViewportSize(PHONE);
    await screenshot(clientPages.ana, 'call-room-phone');
    await clientPages.ana.setViewportSize(DESKTOP);
  });

  it('shows who muted, and shares a screen in place of the camera', async () => {
    const ben = clientPages.ben!;
    await ben.getByRole('button', { name: 'Mute' }).click();
    await mayaPage.getByRole('group', { name: 'Ben Client' }).getByRole('img', { name: 'Muted' }).waitFor();
    await ben.getByRole('button', { name: 'Share screen' }).click();
    await ben.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await mayaPage.getByRole('group', { name: 'Ben Client' }).getByText('Presenting').waitFor();
    // The screen's frames keep arriving on the same video line.
    await expectReceiving(mayaPage, await participantIds(mayaPage));
    await screenshot(mayaPage, 'call-room-screen-share');
    await ben.getByRole('button', { name: 'Stop sharing' }).click();
    await ben.getByRole('button', { name: 'Unmute' }).click();
  });

  it('carries chat messages to everyone', async () => {
    const ana = clientPages.ana!;
    await ana.getByRole('button', { name: 'Chat' }).click();
    await ana.getByRole('textbox', { name: 'Message' }).fill('Hello from Ana');
    await ana.getByRole('button', { name: 'Send' }).click();
    await mayaPage.getByRole('button', { name: 'Chat, 1 new' }).click();
    await mayaPage.getByText('Hello from Ana').waitFor();
    await screenshot(mayaPage, 'call-room-chat');
    await mayaPage.keyboard.press('Escape');
  });

  it('lets the expert remove a participant', async () => {
    await mayaPage.getByRole('button', { name: 'Options for Ben Client' }).click();
    await mayaPage.getByRole('menuitem', { name: 'Remove from the call' }).click();
    await clientPages.ben!.getByRole('heading', { name: 'Removed from the call' }).waitFor();
    await mayaPage.getByText('2 in the call').waitFor();
  });

  it('refuses a link of another session with a page and no room, and asks for the link when there is none', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/s/${sessionId}?link=${encodeURIComponent(links.later!)}`);
    await page.getByRole('heading', { name: 'You cannot join this call' }).waitFor();
    await page
      .getByText('This link is not for this call. Please use the link from your booking email.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Join now' }).count()).toBe(0);
    await screenshot(page, 'call-refused-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'call-refused-phone');
    await page.goto(`${server.url}/s/${sessionId}`);
    await page.getByRole('heading', { name: 'Open your link to join' }).waitFor();
  });

  it('says when the room opens before it does', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/s/${laterSessionId}?link=${encodeURIComponent(links.later!)}`);
    await page.getByText(/The call opens at/).waitFor();
    expect(await page.getByRole('button', { name: 'Join now' }).count()).toBe(0);
    await screenshot(page, 'call-waiting-desktop');
  });

  it('ends the call for everyone', async () => {
    await mayaPage.getByRole('button', { name: 'End for everyone' }).click();
    await clientPages.ana!.getByRole('heading', { name: 'Call ended' }).waitFor();
  });
});
