import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallLink } from '../src/server/features/calls/call-link';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 17, call minutes and credits (ADR 043): the expert buys call credits through the
// sandbox checkout and sees the balance on /dashboard/calls; the expert and a client spend a few
// seconds in a call and the month's usage rises by the participant seconds.

const KEY = 'e2e-call-minutes-link-signing-key-0123456789abcdef';
const MINUTE = 60_000;
const expert = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'coaching-2026',
};

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let maya: Page;
let sessionId: string;
let anaLink: string;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  return context.newPage();
}

async function usage() {
  const res = await maya.request.get(`${server.url}/api/call-usage`);
  expect(res.status()).toBe(200);
  return res.json();
}

beforeAll(async () => {
  server = await startServer({ LINK_SIGNING_KEY: KEY });
  browser = await launchBrowser({ fakeMedia: true });
  maya = await newPage();
  await signUpThroughUi(maya, server.url, expert);
  const post = async (path: string, data: unknown) => {
    const res = await maya.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return res.json();
  };
  await post('/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: 'maya-okafor' });
  const start = Math.ceil((Date.now() + 5 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  const session = await post('/api/group-sessions', {
    title: 'Salary negotiation workshop',
    description: '',
    start: new Date(start).toISOString(),
    end: new Date(start + 60 * MINUTE).toISOString(),
    price: 0,
    groupSizeMax: 6,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  });
  sessionId = session.id;
  const seat = await post(`/api/public/group-sessions/${sessionId}/bookings`, {
    client: { firstName: 'Ana', lastName: 'Client', email: 'ana@example.com', timeZone: 'Europe/London' },
  });
  anaLink = signCallLink(KEY, sessionId, (seat.token as string).split('.')[0]!, start + 90 * MINUTE);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('call minutes and credits', () => {
  it('shows the usage of the past 6 months from the navigation’s Calls item', async () => {
    await maya.goto(`${server.url}/dashboard/home`);
    await maya.getByRole('link', { name: 'Calls', exact: true }).first().click();
    await maya.waitForURL(`${server.url}/dashboard/calls`);
    const table = maya.getByRole('table', { name: 'Usage by month' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(6);
    await maya.getByText('Your Free plan includes 300 minutes each month.', { exact: false }).waitFor();
    expect(await maya.getByTestId('credits-minutes').textContent()).toBe('0');
    await screenshotBoth(maya, 'calls-usage');
  });

  it('buys 1000 minutes of credit through the sandbox checkout and shows the balance', async () => {
    await maya.getByRole('button', { name: 'Buy 1,000 minutes for $5.00' }).click();
    await maya.waitForURL(/\/checkout\/sandbox\/sbx_/);
    await maya.getByText('Slotwise call credits: 1,000 minutes').waitFor();
    await maya.getByLabel('Card number').fill('4242 4242 4242 4242');
    await maya.getByRole('button', { name: 'Pay $5.00' }).click();
    await maya.waitForURL(`${server.url}/dashboard/calls?credits=paid`);
    await maya.getByText('Your call credits are added as soon as the payment is confirmed.').waitFor();
    await expect.poll(() => maya.getByTestId('credits-minutes').textContent()).toBe('1,000');
    expect((await usage()).credits).toEqual({ participantSeconds: 60_000 });
    await screenshotBoth(maya, 'calls-credits-bought');
  });

  it('counts the seconds the expert and a client spend in a call', async () => {
    const before = (await usage()).months[0].participantSeconds as number;
    const ana = await newPage();
    await maya.goto(`${server.url}/s/${sessionId}`);
    await maya.getByRole('button', { name: 'Join now' }).click();
    await maya.getByRole('button', { name: 'Leave' }).waitFor();
    await ana.goto(`${server.url}/s/${sessionId}?link=${encodeURIComponent(anaLink)}`);
    await ana.getByRole('button', { name: 'Join now' }).click();
    await ana.getByRole('button', { name: 'Leave' }).waitFor();
    const together = Date.now();
    await ana.waitForTimeout(6_000);
    await ana.getByRole('button', { name: 'Leave' }).click();
    const anaSeconds = (Date.now() - together) / 1000;
    await maya.getByRole('button', { name: 'Leave' }).click();
    // Maya was in longer than Ana; both count.
    await expect
      .poll(async () => (await usage()).months[0].participantSeconds - before, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(Math.floor(anaSeconds) * 2 - 2);
    const used = (await usage()).months[0].participantSeconds - before;
    expect(used).toBeLessThan(60);
    await maya.goto(`${server.url}/dashboard/calls`);
    const row = maya.getByRole('table', { name: 'Usage by month' }).locator('tbody tr').first();
    await expect.poll(() => row.locator('[data-cell="used"]').textContent()).not.toBe('0');
    await screenshotBoth(maya, 'calls-usage-after-call');
  });
});
