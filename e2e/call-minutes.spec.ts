import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_MESSAGES } from '../src/domain/calls/usage-messages';
import { screenshotBoth } from './support/browser';
import { type CallStand, joinCall, openCallStand, soonOnTheGrid } from './support/call-stand';
import type { RunningServer } from './support/server';

// Issue 17, call minutes and credits (ADR 043): the expert buys call credits through the
// sandbox checkout and sees the balance on /dashboard/calls; the expert and a client spend a few
// seconds in a call and the month's usage rises by the participant seconds; with neither minutes
// nor credits left, the lobby refuses to start the call, saying why to the expert and the client.

const KEY = 'e2e-call-minutes-link-signing-key-0123456789abcdef';

let stand: CallStand;
let server: RunningServer;
let maya: Page;
let sessionId: string;
let anaLink: string;

async function usage() {
  const res = await maya.request.get(`${server.url}/api/call-usage`);
  expect(res.status()).toBe(200);
  return res.json();
}

beforeAll(async () => {
  stand = await openCallStand(KEY);
  ({ server, maya } = stand);
  const start = soonOnTheGrid();
  sessionId = await stand.groupSession('Salary negotiation workshop', start);
  anaLink = await stand.seat(sessionId, 'Ana', start);
}, 180_000);

afterAll(async () => {
  await stand?.close();
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
    const ana = await stand.newPage();
    await joinCall(maya, `${server.url}/s/${sessionId}`);
    await joinCall(ana, `${server.url}/s/${sessionId}?link=${encodeURIComponent(anaLink)}`);
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

  it('refuses to start the call in the lobby once the minutes and credits have run out', async () => {
    const maya_ = `(select id from users where email = 'maya@example.com')`;
    await server.sql(
      `update calls_usage_months set participant_seconds = 100000000 where user_id = ${maya_}`,
    );
    await server.sql(`update calls_credits_balances set participant_seconds = 0 where user_id = ${maya_}`);
    const ana = await stand.newPage();
    await maya.goto(`${server.url}/s/${sessionId}`);
    await maya.getByRole('button', { name: 'Join now' }).click();
    await maya.getByRole('alert').filter({ hasText: USAGE_MESSAGES.outOfMinutesExpert }).waitFor();
    expect(await maya.getByRole('button', { name: 'Leave' }).count()).toBe(0);
    await screenshotBoth(maya, 'call-lobby-out-of-minutes-expert');
    await ana.goto(`${server.url}/s/${sessionId}?link=${encodeURIComponent(anaLink)}`);
    await ana.getByRole('button', { name: 'Join now' }).click();
    await ana.getByRole('alert').filter({ hasText: USAGE_MESSAGES.outOfMinutesClient }).waitFor();
    await screenshotBoth(ana, 'call-lobby-out-of-minutes-client');
  });
});
