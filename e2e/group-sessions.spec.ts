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
  firstName: 'Lena',
  lastName: 'Moreau',
  email: 'lena@example.com',
  password: 'coaching-2026',
};

const NO_UPCOMING = 'No upcoming sessions scheduled';
const GROUP_URL = () => `${server.url}/dashboard/scheduling/group`;

/** A datetime-local value days from today at hour:00, in this process's zone (the browser's too). */
function localValue(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

// Let a dialog finish fading in before a screenshot.
async function dialogShown() {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

const groupSessions = () => page.getByRole('region', { name: 'Group sessions' });
const seriesCard = () => page.getByRole('region', { name: 'Series' });

describe('group sessions and series', () => {
  it('asks for a booking page first, then shows the empty Group tab', async () => {
    await signUpThroughUi(page, server.url, expert);
    await page.goto(GROUP_URL());
    await page.getByText('Please create a booking page before setting up your personal sessions.').waitFor();
    expect(await page.getByRole('tab', { name: 'Group sessions' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const created = await page.request.post(`${server.url}/api/booking-page`, {
      data: { firstName: expert.firstName, lastName: expert.lastName, slug: 'lena-moreau' },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await groupSessions().getByText(NO_UPCOMING).waitFor();
    await seriesCard().getByText('No series yet.', { exact: false }).waitFor();
    await screenshotBoth(page, 'group-empty');
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/group-sessions',
      loading: 'Loading group sessions',
      error: 'Failed to load group sessions',
      screenshot: 'group',
      recovered: () => groupSessions().getByText(NO_UPCOMING).waitFor(),
    });
  });

  it('refuses a past start, then an end before the start, then creates the session', async () => {
    await page.getByRole('link', { name: 'New group session' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/group/sessions/create`);
    await page.getByLabel('Title').fill('Morning breathwork');
    await page
      .getByLabel('Description')
      .fill('Thirty minutes of guided breathing. Bring a mat and a blanket.');
    await page.getByLabel('Price').fill('15');
    expect(await page.getByLabel('Group size').inputValue()).toBe('6');

    await page.getByLabel('Start').fill(localValue(-1, 10));
    await page.getByRole('button', { name: 'Create session' }).click();
    await page.getByText('Start date must be in the future').waitFor();
    await page.getByText('Please check your inputs.').waitFor();
    await screenshotBoth(page, 'group-session-form-errors');

    await page.getByLabel('Start').fill(localValue(2, 10));
    await page.getByLabel('End').fill(localValue(2, 9));
    await page.getByRole('button', { name: 'Create session' }).click();
    await page.getByText('End date must be greater than start').waitFor();
    expect(await page.getByText('Start date must be in the future').count()).toBe(0);

    await page.getByLabel('End').fill(localValue(2, 11));
    await page.getByRole('button', { name: 'Create session' }).click();
    await page.waitForURL(GROUP_URL());
    const list = groupSessions().getByRole('list', { name: 'Upcoming group sessions' });
    await list.getByText('Morning breathwork').waitFor();
    await list.getByText('Booked 0/6 · $15.00').waitFor();
    await list.getByText('10:00 – 11:00').waitFor();
    expect(await groupSessions().getByText(NO_UPCOMING).count()).toBe(0);
  });

  it('edits the session; an unknown session does not exist', async () => {
    await page.getByRole('link', { name: 'Edit Morning breathwork' }).click();
    const title = page.getByLabel('Title');
    await title.waitFor();
    expect(await title.inputValue()).toBe('Morning breathwork');
    await page.getByText('18/60').waitFor();
    await screenshotBoth(page, 'group-session-edit');
    await title.fill('Morning breathwork (outdoors)');
    await page.getByRole('switch', { name: 'Hidden' }).click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(GROUP_URL());
    await groupSessions().getByText('Morning breathwork (outdoors)').waitFor();
    await groupSessions().getByText('Hidden').waitFor();

    await page.goto(`${GROUP_URL()}/sessions/does-not-exist`);
    await page.getByRole('heading', { name: "Session doesn't exist" }).waitFor();
    await page.goto(GROUP_URL());
    await groupSessions().getByText('Morning breathwork (outdoors)').waitFor();
  });

  it('creates a series and schedules two sessions, listed with Booked 0/6', async () => {
    await page.getByRole('link', { name: 'New series' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/group/series/create`);
    expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('30 minutes');
    await page.getByLabel('Title').fill('Weekly yoga circle');
    await page.getByLabel('Description').fill('Gentle flow for all levels, every week.');
    await page.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '1 hour', exact: true }).click();
    await page.getByLabel('Price').fill('20');
    await screenshotBoth(page, 'series-form');
    await page.getByRole('button', { name: 'Create series' }).click();

    await page.getByRole('heading', { name: 'Weekly yoga circle' }).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await upcoming.getByText(NO_UPCOMING).waitFor();
    const publicLink = page.getByRole('link', { name: 'View public page' });
    expect(await publicLink.getAttribute('href')).toMatch(/^\/series\/[A-Za-z0-9]{20}$/);

    for (const expectedRows of [1, 2]) {
      await upcoming.getByRole('link', { name: 'Schedule' }).click();
      await page.getByRole('heading', { name: 'Schedule a session' }).waitFor();
      await page.getByText('Ends at 11:00 (1 hour)').waitFor();
      if (expectedRows === 1) await screenshotBoth(page, 'series-session-form');
      await page.getByRole('button', { name: 'Schedule session' }).click();
      await page.getByText('Session scheduled').first().waitFor();
      await page.waitForFunction(
        (rows) => document.querySelectorAll('table[aria-label="Upcoming sessions"] tbody tr').length === rows,
        expectedRows,
      );
    }
    const rows = upcoming.getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toMatch(/Date\s*Booked/);
    for (const index of [1, 2]) {
      expect(await rows.nth(index).textContent()).toMatch(/10:00 – 11:00\s*0\/6\s*Edit/);
    }
    await screenshotBoth(page, 'series-detail');
  });

  it('moves a session of the series; the end follows the duration', async () => {
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await upcoming
      .getByRole('link', { name: /^Edit the session on / })
      .last()
      .click();
    await page.getByRole('heading', { name: 'Edit session' }).waitFor();
    await page.getByText('Booked 0/6', { exact: false }).waitFor();
    const start = page.getByLabel('Start');
    const value = await start.inputValue();
    expect(value).toMatch(/T10:00$/);
    await start.fill(value.replace(/T10:00$/, 'T18:30'));
    await page.getByText('Ends at 19:30 (1 hour)').waitFor();
    await screenshotBoth(page, 'series-session-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Weekly yoga circle' }).waitFor();
    await upcoming.getByText('18:30 – 19:30').waitFor();
  });

  it('reorders two series', async () => {
    await page.goto(GROUP_URL());
    await page.getByRole('link', { name: 'New series' }).click();
    await page.getByLabel('Title').fill('Evening meditation');
    await page.getByRole('button', { name: 'Create series' }).click();
    await page.getByRole('heading', { name: 'Evening meditation' }).waitFor();
    await page.goto(GROUP_URL());
    await seriesCard().getByText('Evening meditation').waitFor();
    await screenshotBoth(page, 'group-list');

    await seriesCard().getByRole('link', { name: 'Reorder' }).click();
    await page.getByRole('heading', { name: 'Reorder series' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Evening meditation up' }).click();
    await screenshotBoth(page, 'series-reorder');
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.waitForURL(GROUP_URL());
    await page.getByText('Order saved').waitFor();
    const links = seriesCard().getByRole('link', { name: /^Open / });
    // The list is read again after the save: wait for it rather than count what is there now.
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.first().getAttribute('aria-label')).toBe('Open Evening meditation');
    expect(await links.nth(1).getAttribute('aria-label')).toBe('Open Weekly yoga circle');
  });

  it('deleting a series with upcoming sessions asks first; its sessions stay as single ones', async () => {
    await seriesCard().getByRole('link', { name: 'Open Weekly yoga circle' }).click();
    await page.getByRole('heading', { name: 'Weekly yoga circle' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete series' });
    await dialog.getByText('They will be removed from this series', { exact: false }).waitFor();
    await dialog.getByText('It has 2 upcoming sessions.', { exact: false }).waitFor();
    await dialogShown();
    await screenshotBoth(page, 'series-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete series' }).click();
    await page.waitForURL(GROUP_URL());
    await page.getByText('Series deleted').waitFor();
    await seriesCard().getByText('Weekly yoga circle').waitFor({ state: 'detached' });
    await groupSessions().getByText('Weekly yoga circle').first().waitFor();
    expect(await groupSessions().getByRole('link', { name: 'Edit Weekly yoga circle' }).count()).toBe(2);
    await screenshotBoth(page, 'group-list-after-series-delete');
  });

  it('deletes a group session after confirming', async () => {
    await groupSessions().getByRole('link', { name: 'Edit Morning breathwork (outdoors)' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete session' });
    await dialog.getByText('Delete Morning breathwork (outdoors) on', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(GROUP_URL());
    await page.getByText('Group session deleted').waitFor();
    await groupSessions().getByText('Morning breathwork (outdoors)').waitFor({ state: 'detached' });
    // The list refetches after the delete: wait for it to settle rather than read it mid-way.
    await expect
      .poll(
        () =>
          groupSessions()
            .getByRole('link', { name: /^Edit / })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(2);
  });
});
