import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_CONNECT_FAILED } from '../src/domain/calendar/accounts';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 16: the Connected calendars screens on the built server's own calendars API (no Google or
// Microsoft keys, CalDAV over http allowed): what an installation without app keys offers, and
// a CalDAV server that does not answer refused in the spec's words. The screens' other states
// are in connected-calendars.spec.ts; Apple against Radicale needs the CalDAV adapter.

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ CALDAV_ALLOW_HTTP: 'true' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, {
    firstName: 'Ada',
    lastName: 'Brenner',
    email: 'ada@example.com',
    password: 'coaching-2026',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const listUrl = () => `${server.url}/dashboard/scheduling/services/connected-calendars`;

describe('connected calendars on the server', () => {
  it('starts empty, and offers only Apple on an installation without Google or Microsoft keys', async () => {
    await page.goto(listUrl());
    await page.getByRole('heading', { name: 'No calendars connected yet' }).waitFor();
    await page.getByRole('link', { name: 'Connect a calendar' }).click();
    const providers = page.getByRole('list', { name: 'Calendar providers' });
    await providers.getByText('Google Calendar is not set up on this Slotwise installation.').waitFor();
    await providers.getByText('Microsoft Outlook is not set up on this Slotwise installation.').waitFor();
    expect(await page.getByRole('button', { name: 'Connect Google Calendar' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Connect Microsoft Outlook' }).isDisabled()).toBe(true);
    const start = await page.request.post(`${server.url}/api/calendars/oauth/google/start`, { data: {} });
    expect(start.status()).toBe(409);
    expect((await start.json()).error.message).toBe(
      'Google Calendar is not set up on this Slotwise installation.',
    );
    await screenshotBoth(page, 'connected-calendars-server-connect');
  });

  it("shows the server's refusal when the CalDAV server does not answer", async () => {
    await page.getByRole('link', { name: 'Connect Apple iCloud' }).click();
    await page.getByLabel('Apple ID').fill('ada@example.com');
    await page.getByLabel('App-specific password').fill('abcd-efgh-ijkl-mnop');
    await page.getByRole('button', { name: 'Other CalDAV server' }).click();
    // Port 9 (discard): nothing listens there on this machine.
    await page.getByLabel('Server address').fill('http://127.0.0.1:9/dav/');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: APPLE_CONNECT_FAILED });
    await alert.waitFor();
    expect((await alert.textContent())?.startsWith('Failed to connect Apple account: ')).toBe(true);
    await screenshotBoth(page, 'connected-calendars-server-apple-refused');
    const list = await page.request.get(`${server.url}/api/calendars`);
    expect((await list.json()).accounts).toEqual([]);
  });
});
