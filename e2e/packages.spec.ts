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

const EMPTY =
  'No packages yet. Bundle sessions of your services, group sessions or series and sell them together.';
const QUESTION = 'Are you sure you want to save a package without any services or group sessions included?';
const TITLE = 'Five coaching calls';
const CLONE = 'Five coaching calls (clone)';

const packagesUrl = () => `${server.url}/dashboard/scheduling/packages`;
const dialog = (name: string) => page.getByRole('dialog', { name });
const list = () => page.getByRole('list', { name: 'Packages' });
const card = (title: string) =>
  list()
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const listedTitles = async () =>
  list()
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('[id^="package-"]')?.textContent));

// Let a dialog finish fading in before a screenshot.
async function dialogShown() {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

describe('packages', () => {
  it('asks for a booking page first, then shows the empty list', async () => {
    await signUpThroughUi(page, server.url, expert);
    await page.goto(packagesUrl());
    await page.getByText('Please create a booking page before setting up your personal sessions.').waitFor();
    expect(await page.getByRole('tab', { name: 'Packages' }).getAttribute('aria-selected')).toBe('true');
    await screenshotBoth(page, 'packages-no-booking-page');

    await page.getByRole('link', { name: 'Create booking page' }).click();
    await page.getByRole('button', { name: 'Create booking page' }).click();
    await page.getByRole('heading', { name: 'Your booking page' }).waitFor();

    await page.goto(packagesUrl());
    await page.getByText(EMPTY).waitFor();
    await screenshotBoth(page, 'packages-empty');
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/packages',
      loading: 'Loading...',
      error: 'Failed to load package',
      screenshot: 'packages',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
  });

  it('creates a package: a short title is refused, an empty package asks first', async () => {
    await page.getByRole('link', { name: 'New package' }).click();
    await page.waitForURL(`${packagesUrl()}/create`);
    await page.getByRole('heading', { name: 'New package' }).waitFor();
    await page.getByText('No upcoming sessions scheduled').waitFor();
    // Locked plan features show the plan that unlocks them.
    expect(await page.getByRole('switch', { name: /Monthly payment plan/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: /Expires/ }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Pro plan feature: upgrade to Pro' }).waitFor();
    await page.getByRole('link', { name: 'Growth plan feature: upgrade to Growth' }).waitFor();

    await page.getByLabel('Title').fill('Five');
    await page.getByText('4/60').waitFor();
    await page.getByLabel('Price').fill('120');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText('Too short, please use at least 5 characters').waitFor();
    await screenshotBoth(page, 'package-form-error');

    await page.getByLabel('Title').fill(TITLE);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Five calls to find your next step. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Booked one by one.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Notes after each call');
    for (let i = 0; i < 'call'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByText('Please use a web address (https://…) or an email link (mailto:…)').waitFor();
    await page.getByLabel('Link address').fill('example.com/notes');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link address').waitFor({ state: 'detached' });
    await page.keyboard.press('End');
    await page.getByText('74/1250').waitFor();
    expect(await description.locator('strong').textContent()).toBe('Booked one by one.');
    expect(await description.locator('li').textContent()).toBe('Notes after each call');
    expect(await description.locator('li a').getAttribute('href')).toBe('https://example.com/notes');
    await screenshotBoth(page, 'package-form');

    await page.getByRole('button', { name: 'Create package' }).click();
    const ask = dialog('Nothing included');
    await ask.getByText(QUESTION).waitFor();
    await dialogShown();
    await screenshotBoth(page, 'package-empty-question');
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Package created').waitFor();
    await page.waitForURL(packagesUrl());
    await card(TITLE).getByText('$120.00').waitFor();
    await card(TITLE).getByText('Nothing included yet').waitFor();
  });

  it('keeps the rich-text description when the package is opened again', async () => {
    await page.getByRole('link', { name: `Edit ${TITLE}`, exact: true }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.waitFor();
    expect(await description.locator('p').first().textContent()).toBe(
      'Five calls to find your next step. Booked one by one.',
    );
    expect(await description.locator('strong').textContent()).toBe('Booked one by one.');
    expect(await description.locator('li a').textContent()).toBe('call');
    await page.getByText('74/1250').waitFor();
    const publicLink = page.getByRole('link', { name: 'View public page' });
    expect(await publicLink.getAttribute('href')).toMatch(/^\/packages\/[A-Za-z0-9]{20}$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(packagesUrl());
  });

  it('includes five sessions of a service', async () => {
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/services', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Coaching call',
          description: null,
          duration: 60,
          price: 50,
          availabilityId: 'availability',
          customSchedulingRules: null,
          locationType: null,
          locationId: null,
          hidden: false,
          collectPhoneNumber: false,
        }),
      });
      return res.status;
    });
    expect(created).toBe(201);
    await page.getByRole('link', { name: `Edit ${TITLE}`, exact: true }).click();
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    await page.getByRole('combobox', { name: 'Add a service' }).click();
    await page.getByRole('option', { name: 'Coaching call' }).click();
    const count = page.getByRole('textbox', { name: 'Sessions of Coaching call' });
    await count.fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package saved').waitFor();
    await card(TITLE).getByText('5 × Coaching call').waitFor();
  });

  it('clones a package: the title gets (clone)', async () => {
    await page.getByRole('button', { name: `Clone ${TITLE}`, exact: true }).click();
    await page.waitForURL(`${packagesUrl()}/create`);
    await page.getByRole('heading', { name: 'Clone package' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(CLONE);
    expect(await page.getByLabel('Price').inputValue()).toBe('120');
    // The clone includes what the package includes, so it saves without asking.
    expect(await page.getByRole('textbox', { name: 'Sessions of Coaching call' }).inputValue()).toBe('5');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText('Package created').waitFor();
    await card(CLONE).getByText('5 × Coaching call').waitFor();
    expect(await listedTitles()).toEqual([TITLE, CLONE]);
  });

  it('hides the clone: it shows the Hidden badge', async () => {
    await page.getByRole('link', { name: `Edit ${CLONE}` }).click();
    await page.getByRole('switch', { name: 'Hidden' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package saved').waitFor();
    await card(CLONE).getByText('Hidden', { exact: true }).waitFor();
    expect(await card(TITLE).getByText('Hidden', { exact: true }).count()).toBe(0);
  });

  it('offers a monthly payment plan on Pro, with the per-month price', async () => {
    await server.setPlan(expert.email, 'pro');
    await page.goto(packagesUrl());
    await page.getByRole('link', { name: `Edit ${TITLE}`, exact: true }).click();
    const plan = page.getByRole('switch', { name: /Monthly payment plan/ });
    await plan.waitFor();
    // The plan is read apart from the package: the switch unlocks once it has come.
    await expect.poll(() => plan.isDisabled()).toBe(false);
    await plan.check({ force: true });
    await page.getByTestId('per-month').getByText('3 × $40.00 per month').waitFor();
    await page.getByLabel('Months').fill('12');
    await page.getByLabel('Price').fill('5.88');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be at least $0.50 per month').waitFor();
    await page.getByLabel('Price').fill('120');
    await page.getByLabel('Months').fill('3');
    await screenshotBoth(page, 'package-form-payment-plan');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package saved').waitFor();
    await card(TITLE).getByText('or 3 × $40.00/month').waitFor();
    await screenshotBoth(page, 'packages-list');
  });

  it('reorders the packages', async () => {
    await page.getByRole('link', { name: 'Reorder' }).click();
    await page.waitForURL(`${packagesUrl()}/reorder`);
    const save = page.getByRole('button', { name: 'Save order' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Move ${CLONE} up` }).click();
    expect(await save.isDisabled()).toBe(false);
    await screenshotBoth(page, 'packages-reorder');
    await save.click();
    await page.getByText('Order saved').waitFor();
    await page.waitForURL(packagesUrl());
    await card(CLONE).waitFor();
    expect(await listedTitles()).toEqual([CLONE, TITLE]);
  });

  it('deletes a package after confirming: it is gone from the list', async () => {
    await page.getByRole('link', { name: `Edit ${CLONE}` }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog('Delete package');
    await confirm.waitFor();
    await dialogShown();
    await screenshotBoth(page, 'package-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Package deleted').waitFor();
    await page.waitForURL(packagesUrl());
    await card(TITLE).waitFor();
    expect(await listedTitles()).toEqual([TITLE]);
    await page.reload();
    await card(TITLE).waitFor();
    expect(await listedTitles()).toEqual([TITLE]);
  });

  it('shows Not found for a package that does not exist', async () => {
    await page.goto(`${packagesUrl()}/no-such-package`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});
