import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { checkLoadingAndError, signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

let session: BrowserSession;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.com',
  password: 'coaching-2026',
};

const EMPTY = 'No time off planned.';
const dialog = (name: string) => page.getByRole('dialog', { name });

// Let a dialog finish fading in before a screenshot.
async function dialogShown() {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

describe('time off', () => {
  it('shows the time zone with a live clock and the empty list', async () => {
    await signUpThroughUi(page, server.url, expert);

    await page.goto(`${server.url}/dashboard/scheduling/services/time-off`);
    await page.getByText(EMPTY).waitFor();
    await page.getByText('Your time zone:').waitFor();
    const clock = page.getByTestId('time-zone-clock');
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.waitForFunction((before) => {
      const now = document.querySelector('[data-testid="time-zone-clock"]')?.textContent;
      return now !== before;
    }, first);
    await screenshotBoth(page, 'time-off-empty');
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/scheduling/time-off',
      loading: 'Loading your time off',
      error: 'Cannot load your time off periods',
      screenshot: 'time-off',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
  });

  it('adds time off with the default tomorrow 08:00 to 18:00 and lists it under Upcoming', async () => {
    await page.getByRole('button', { name: 'Add time off' }).click();
    const form = dialog('Add time off');
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(/T08:00$/);
    expect(await form.getByLabel('End').inputValue()).toMatch(/T18:00$/);
    await dialogShown();
    await screenshotBoth(page, 'time-off-add');
    await form.getByRole('button', { name: 'Add time off' }).click();
    await page.getByText('Time off saved').waitFor();
    await form.waitFor({ state: 'detached' });
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByText(/08:00 – 18:00$/).waitFor();
    expect(await page.getByRole('region', { name: 'Current' }).count()).toBe(0);
    expect(await page.getByText(EMPTY).count()).toBe(0);
    await screenshotBoth(page, 'time-off-list');
  });

  it('refuses an end before the start', async () => {
    await page.getByRole('button', { name: 'Add time off' }).click();
    const form = dialog('Add time off');
    await form.waitFor();
    const start = await form.getByLabel('Start').inputValue();
    await form.getByLabel('End').fill(start.replace(/T08:00$/, 'T07:00'));
    await form.getByRole('button', { name: 'Add time off' }).click();
    await form.getByText('End date must be after start date').waitFor();
    await dialogShown();
    await screenshotBoth(page, 'time-off-form-error');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('shows the day highlighted in the calendar and opens it from there', async () => {
    await page.getByText('Calendar', { exact: true }).click();
    await page.getByRole('button', { name: 'Previous month' }).waitFor();
    const highlighted = page.getByRole('button', { name: /, time off$/ });
    // Tomorrow may be in next month.
    if ((await highlighted.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    expect(await highlighted.count()).toBe(1);
    await screenshotBoth(page, 'time-off-calendar');
    await highlighted.click();
    const form = dialog('Edit time off');
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(/T08:00$/);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('deletes the time off after confirming', async () => {
    await page.getByText('List', { exact: true }).click();
    await page.getByRole('button', { name: /^Delete / }).click();
    const confirm = dialog('Delete time off');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Time off deleted').waitFor();
    await page.getByText(EMPTY).waitFor();
  });
});
