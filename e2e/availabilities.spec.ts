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
  firstName: 'Ines',
  lastName: 'Moreau',
  email: 'ines@example.com',
  password: 'coaching-2026',
};

const BASE = '/dashboard/scheduling/services/availabilities';
const UPGRADE = 'Upgrade to Pro to use Multiple availabilities and pay only 1% commission';
const OVERLAP = 'These hours overlap other hours on the same day';

const daySwitch = (day: string) => page.getByRole('switch', { name: day, exact: true });
const time = (day: string, range: number, which: 'from' | 'until') =>
  page.getByRole('combobox', { name: `${day}, range ${range}, ${which}`, exact: true });
const heading = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

/** Picks a time in a range's select from its dropdown. */
async function pickTime(day: string, range: number, which: 'from' | 'until', label: string) {
  await time(day, range, which).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Screenshots from the top of the page, so the sticky header does not cover the content. */
async function shoot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

/** The availability as the API has it, read with the browser's session. */
async function fetchAvailability(id: string) {
  const res = await page.request.get(`${server.url}/api/availabilities/${id}`);
  return res.json();
}

describe('availabilities', () => {
  it('opens Working hours from its address: Monday to Friday, 09:00 to 17:00', async () => {
    await signUpThroughUi(page, server.url, expert);

    await page.goto(`${server.url}${BASE}/availability`);
    await heading('Working hours').waitFor();
    await page.getByText('Default', { exact: true }).waitFor();
    await page.getByText('No services use it yet.').waitFor();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await daySwitch(day).isChecked()).toBe(true);
      expect(await time(day, 1, 'from').inputValue()).toBe('09:00');
      expect(await time(day, 1, 'until').inputValue()).toBe('17:00');
    }
    expect(await daySwitch('Saturday').isChecked()).toBe(false);
    expect(await daySwitch('Sunday').isChecked()).toBe(false);
    // The default cannot be deleted, and nothing is changed yet.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/availabilities/availability',
      loading: 'Loading the availability',
      error: 'Failed to load this availability',
      screenshot: 'availability',
      recovered: () => daySwitch('Monday').waitFor(),
    });
  });

  it('edits weekly hours: a second range on Monday, Friday off, another time zone; kept after a reload', async () => {
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    expect(await time('Monday', 2, 'from').inputValue()).toBe('18:00');
    expect(await time('Monday', 2, 'until').inputValue()).toBe('19:00');
    await pickTime('Monday', 2, 'until', '20:30');

    await daySwitch('Friday').click({ force: true });
    expect(await daySwitch('Friday').isChecked()).toBe(false);
    expect(await time('Friday', 1, 'from').count()).toBe(0);

    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo (GMT+09:00)' }).click();
    expect(await zone.inputValue()).toBe('Asia/Tokyo (GMT+09:00)');

    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(false);
    await shoot('availability-manage');
    await save.click();
    await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.reload();
    await daySwitch('Monday').waitFor();
    expect(await time('Monday', 2, 'from').inputValue()).toBe('18:00');
    expect(await time('Monday', 2, 'until').inputValue()).toBe('20:30');
    expect(await daySwitch('Friday').isChecked()).toBe(false);
    expect(await zone.inputValue()).toBe('Asia/Tokyo (GMT+09:00)');
    expect(await fetchAvailability('availability')).toMatchObject({
      timeZone: 'Asia/Tokyo',
      weeklyPeriods: [
        { weekday: 1, startMinute: 540, endMinute: 1020 },
        { weekday: 1, startMinute: 1080, endMinute: 1230 },
        { weekday: 2, startMinute: 540, endMinute: 1020 },
        { weekday: 3, startMinute: 540, endMinute: 1020 },
        { weekday: 4, startMinute: 540, endMinute: 1020 },
      ],
    });
  });

  it('says so when two ranges of a day overlap, and will not save them', async () => {
    await pickTime('Monday', 2, 'from', '16:00');
    await page.getByText(OVERLAP).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please check the hours marked in red.').waitFor();
    await shoot('availability-overlap');
    await pickTime('Monday', 2, 'from', '18:00');
    expect(await page.getByText(OVERLAP).count()).toBe(0);
    // Back to what is saved: nothing to save.
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('copies a day to all weekdays', async () => {
    await page.getByRole('button', { name: 'Copy Monday to all weekdays' }).click();
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await daySwitch(day).isChecked()).toBe(true);
      expect(await time(day, 2, 'until').inputValue()).toBe('20:30');
    }
    expect(await daySwitch('Saturday').isChecked()).toBe(false);
    // Not saved: a reload brings back the saved week.
    await page.reload();
    await daySwitch('Friday').waitFor();
    expect(await daySwitch('Friday').isChecked()).toBe(false);
  });

  it('on the free plan, shows the upgrade prompt on the create screen and a disabled form', async () => {
    await page.getByRole('button', { name: 'Clone' }).click();
    await page.waitForURL(`${server.url}${BASE}/create`);
    await page.getByText(UPGRADE).waitFor();
    expect(await page.getByRole('button', { name: 'Create availability' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
    await shoot('availability-create-free');
  });

  it('with the plan, clones Working hours: its weekly hours and zone, named "(clone)"', async () => {
    await server.setPlan(expert.email, 'pro');
    await page.goto(`${server.url}${BASE}/availability`);
    await heading('Working hours').waitFor();
    await page.getByRole('button', { name: 'Clone' }).click();
    await page.waitForURL(`${server.url}${BASE}/create`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    expect(await page.getByText(UPGRADE).count()).toBe(0);
    expect(await name.inputValue()).toBe('Working hours (clone)');
    expect(await page.getByRole('combobox', { name: 'Start from' }).inputValue()).toBe('Working hours');
    await page.getByText('Weekly hours copied from Working hours').waitFor();
    await page.getByText('09:00–17:00, 18:00–20:30').waitFor();
    await shoot('availability-create');

    // Fresh office hours instead, and the name follows; then back to the copy.
    await page.getByRole('combobox', { name: 'Start from' }).click();
    await page.getByRole('option', { name: 'Office hours' }).click();
    expect(await name.inputValue()).toBe('New Hours');
    await page.getByRole('combobox', { name: 'Start from' }).click();
    await page.getByRole('option', { name: 'Working hours' }).click();
    expect(await name.inputValue()).toBe('Working hours (clone)');

    // A failure that is not the input's fault gets the spec's words for a clone.
    await page.route('**/api/availabilities', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Create availability' }).click();
    await page.getByText('Failed to clone availability recurring slots').waitFor();
    await page.unroute('**/api/availabilities');

    await page.getByRole('button', { name: 'Create availability' }).click();
    await page.getByText('Availability created').waitFor();
    await heading('Working hours (clone)').waitFor();
    expect(page.url()).toMatch(new RegExp(`${BASE}/[0-9A-Za-z]{20}$`));
    expect(await time('Monday', 2, 'until').inputValue()).toBe('20:30');
    expect(await daySwitch('Friday').isChecked()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe(
      'Asia/Tokyo (GMT+09:00)',
    );
  });

  it('renames it, refusing a name over 40 characters', async () => {
    const manage = page.url();
    await page.getByRole('link', { name: 'Rename' }).click();
    await page.waitForURL(`${manage}/rename`);
    const name = page.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe('Working hours (clone)');
    await name.fill('Weekday evenings and the occasional Saturday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Too long, please limit the name to 40 characters').waitFor();
    await page.getByText('44/40').waitFor();
    await shoot('availability-rename');

    await page.route('**/api/availabilities/*/name', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await name.fill('Evenings');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to rename this availability...').waitFor();
    await page.unroute('**/api/availabilities/*/name');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Availability renamed').waitFor();
    await page.waitForURL(manage);
    await heading('Evenings').waitFor();
  });

  it('deletes it after a confirmation that says where its services go', async () => {
    const manage = page.url();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete availability' });
    await dialog.getByText('Delete Evenings? No services use it.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Availability deleted').waitFor();
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);

    // spec §2: an unknown availability redirects to /dashboard/scheduling (then to services).
    await page.goto(manage);
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);
    await page.goto(`${server.url}${BASE}/not-an-availability/rename`);
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);
  });
});
