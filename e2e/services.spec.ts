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
  lastName: 'Fischer',
  email: 'lena@example.com',
  password: 'coaching-2026',
};

const NO_PAGE = 'Please create a booking page before setting up your personal sessions.';
const EMPTY = 'No personal sessions yet. Create your first service so clients can book time with you.';
const CAP =
  "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.";
const servicesUrl = () => `${server.url}/dashboard/scheduling/services`;
const list = () => page.getByRole('list', { name: 'Personal sessions' });
const listed = async () => {
  await list().waitFor();
  return (await list().getByRole('link').allTextContents()).map((t) => t.trim());
};

/** Screenshots from the top of the page, so the sticky header stays where it belongs. */
async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillService(service: { title: string; description?: string; price: string }) {
  await page.getByLabel('Title').fill(service.title);
  if (service.description) await page.getByLabel('Description').fill(service.description);
  await page.getByLabel('Price').fill(service.price);
}

async function createService(
  service: { title: string; description?: string; price: string },
  more?: () => Promise<void>,
) {
  await page.getByRole('link', { name: 'New service' }).click();
  await page.waitForURL(`${servicesUrl()}/create`);
  await fillService(service);
  await more?.();
  await page.getByRole('button', { name: 'Create service' }).click();
  await page.waitForURL(servicesUrl());
  await list().getByRole('link', { name: service.title }).waitFor();
}

describe('services', () => {
  it('asks for a booking page first', async () => {
    await signUpThroughUi(page, server.url, expert);
    await page.goto(servicesUrl());
    await page.getByText(NO_PAGE).waitFor();
    expect(await page.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe('true');
    await screenshotBoth(page, 'services-no-booking-page');

    await page.getByRole('link', { name: 'Create booking page' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions`);
    await page.getByLabel('Booking page URL').fill('lena-fischer-coaching');
    await page.getByText('This URL is available').waitFor();
    await page.getByRole('button', { name: 'Create booking page' }).click();
    await page.getByRole('heading', { name: 'Your booking page' }).waitFor();
  });

  it('shows the overview: no services yet, Working hours and the settings', async () => {
    await page.goto(servicesUrl());
    await page.getByText(EMPTY).waitFor();
    const availability = page.getByRole('list', { name: 'Availabilities' });
    await availability.getByRole('link', { name: 'Working hours' }).waitFor();
    await availability.getByText('Mon–Fri 9:00–17:00').waitFor();
    const settings = page.getByRole('list', { name: 'Scheduling settings' });
    for (const name of [
      'Scheduling rules',
      'Time off',
      'Cancellation policy',
      'Locations',
      'Connected calendars',
    ]) {
      await settings.getByRole('link', { name, exact: true }).waitFor();
    }
    const asClient = settings.getByRole('link', { name: 'View as client' });
    expect(await asClient.getAttribute('href')).toBe(`${server.url}/lena-fischer-coaching`);
    expect(await asClient.getAttribute('target')).toBe('_blank');
    // One availability is all the free plan has.
    expect(await page.getByRole('button', { name: 'New availability' }).isDisabled()).toBe(true);
    await page.getByText('Upgrade to Pro to use Multiple availabilities', { exact: false }).waitFor();
    await screenshotBoth(page, 'services-empty');
    // Issue 16: the link opens the Connected calendars screen, inside the Scheduling tabs.
    await settings.getByRole('link', { name: 'Connected calendars', exact: true }).click();
    await page.waitForURL(`${servicesUrl()}/connected-calendars`);
    await page.getByRole('heading', { name: 'Connected calendars' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Back to scheduling' }).click();
    await page.waitForURL(servicesUrl());
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/services',
      loading: 'Loading services',
      error: 'Failed to load services',
      screenshot: 'services',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
  });

  it('refuses a price above the cap, then creates three services', async () => {
    await page.getByRole('link', { name: 'New service' }).click();
    await page.waitForURL(`${servicesUrl()}/create`);
    expect(await page.getByRole('combobox', { name: 'Duration' }).inputValue()).toBe('1 hour');
    expect(await page.getByRole('combobox', { name: 'Availability' }).inputValue()).toBe('Working hours');
    await shot('service-form');
    await fillService({
      title: 'Career coaching',
      description: 'A focused hour on your next move.',
      price: '1500',
    });
    await page.getByRole('button', { name: 'Create service' }).click();
    await page.getByText(CAP).waitFor();
    await page.getByText('Upgrade to Growth to use Higher price limit', { exact: false }).waitFor();
    await shot('service-form-error');
    await page.getByLabel('Price').fill('120');
    await page.getByRole('button', { name: 'Create service' }).click();
    await page.getByText('Service created').waitFor();
    await page.waitForURL(servicesUrl());

    await createService({ title: 'Intro call', price: '0' }, () => choose('Duration', '15 minutes'));
    await createService({ title: 'Deep dive', price: '249.50' }, async () => {
      await choose('Duration', 'Custom length…');
      await page.getByLabel('Minutes').fill('100');
      await page.getByRole('switch', { name: 'Hidden' }).click({ force: true });
      await page.getByRole('switch', { name: 'Use custom scheduling rules' }).click({ force: true });
      await choose('Minimum notice', '1 day');
    });

    expect(await listed()).toEqual(['Career coaching', 'Intro call', 'Deep dive']);
    const rows = list().getByRole('listitem');
    expect(await rows.nth(0).textContent()).toContain('1 hour · Working hours');
    expect(await rows.nth(0).textContent()).toContain('$120.00');
    expect(await rows.nth(1).textContent()).toContain('Free');
    const deep = await rows.nth(2).textContent();
    for (const text of ['Hidden', 'Custom rules', '1 hour 40 minutes · Working hours', '$249.50'])
      expect(deep).toContain(text);
    await page.getByRole('list', { name: 'Availabilities' }).getByText('3 services').waitFor();
    await shot('services-list');
  });

  it('reorders with the arrows and a drag, and keeps the order after a reload', async () => {
    await page.getByRole('link', { name: 'Reorder' }).click();
    await page.waitForURL(`${servicesUrl()}/reorder`);
    const newOrder = page.getByRole('list', { name: 'New order' });
    await newOrder.waitFor();
    expect(await page.getByRole('button', { name: 'Save order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Deep dive up' }).click();
    await page.getByRole('button', { name: 'Move Deep dive up' }).click();

    // Drag Intro call above Career coaching by its handle.
    const handle = await page.getByRole('button', { name: 'Drag Intro call' }).boundingBox();
    const target = await newOrder.getByText('Career coaching').boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + handle!.width / 2, target!.y - 4, { steps: 8 });
    await page.mouse.up();
    const order = async () =>
      (await newOrder.getByRole('listitem').allInnerTexts()).map((text) =>
        text.split('\n').find((l) => /[a-z]/i.test(l)),
      );
    expect(await order()).toEqual(['Deep dive', 'Intro call', 'Career coaching']);
    await shot('services-reorder');

    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('New order saved').waitFor();
    await page.waitForURL(servicesUrl());
    expect(await listed()).toEqual(['Deep dive', 'Intro call', 'Career coaching']);
    await page.reload();
    await list().waitFor();
    expect(await listed()).toEqual(['Deep dive', 'Intro call', 'Career coaching']);
  });

  it('sets the scheduling rules, refuses a window that closes before it opens, and keeps them', async () => {
    await page.getByRole('link', { name: 'Scheduling rules', exact: true }).click();
    await page.waitForURL(`${servicesUrl()}/rules`);
    const custom = page.getByRole('list', { name: 'Services with their own rules' });
    await custom.getByRole('link', { name: 'Deep dive' }).waitFor();

    await checkLoadingAndError(page, {
      request: '**/api/scheduling/rules',
      loading: 'Loading the scheduling rules',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'scheduling-rules',
      recovered: () => custom.waitFor(),
    });

    await choose('Minimum notice', '1 week');
    await choose('Maximum notice', '1 week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be longer than the minimum notice').waitFor();

    await choose('Minimum notice', '2 hours');
    await choose('Maximum notice', '3 months');
    await choose('Buffer after', '15 minutes');
    await choose('Start times', 'Every 30 minutes (:00, :30)');
    await page.getByRole('switch', { name: 'Limit how many sessions can be booked' }).click({ force: true });
    await page.getByRole('textbox', { name: 'Maximum sessions' }).fill('3');
    await choose('Per day or week', 'per week');
    await shot('scheduling-rules');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Scheduling rules saved').waitFor();

    await page.reload();
    await custom.waitFor();
    const value = (name: string) => page.getByRole('combobox', { name, exact: true }).inputValue();
    expect(await value('Minimum notice')).toBe('2 hours');
    expect(await value('Maximum notice')).toBe('3 months');
    expect(await value('Buffer before')).toBe('None');
    expect(await value('Buffer after')).toBe('15 minutes');
    expect(await value('Start times')).toBe('Every 30 minutes (:00, :30)');
    expect(await page.getByRole('textbox', { name: 'Maximum sessions' }).inputValue()).toBe('3');
    expect(await value('Per day or week')).toBe('per week');
  });

  it('opens a service from the rules page, shows its own rules, and saves a change', async () => {
    await page
      .getByRole('list', { name: 'Services with their own rules' })
      .getByRole('link', { name: 'Deep dive' })
      .click();
    await page.getByRole('heading', { name: 'Edit service' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Deep dive');
    expect(await page.getByRole('switch', { name: 'Use custom scheduling rules' }).isChecked()).toBe(true);
    const rules = page.getByRole('region', { name: 'Custom scheduling rules' });
    expect(await rules.getByRole('combobox', { name: 'Minimum notice' }).inputValue()).toBe('1 day');
    expect(await page.getByLabel('Minutes').inputValue()).toBe('100');
    await shot('service-edit');
    await page.getByLabel('Title').fill('Deep dive intensive');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Service saved').waitFor();
    await page.waitForURL(servicesUrl());
    expect(await listed()).toEqual(['Deep dive intensive', 'Intro call', 'Career coaching']);
  });

  it('deletes a service after confirming', async () => {
    await list().getByRole('link', { name: 'Intro call' }).click();
    await page.getByRole('heading', { name: 'Edit service' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete service' });
    await confirm.getByText('Delete “Intro call”?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Service deleted').waitFor();
    await page.waitForURL(servicesUrl());
    expect(await listed()).toEqual(['Deep dive intensive', 'Career coaching']);
  });

  it('shows Not found for a service that does not exist', async () => {
    await page.goto(`${servicesUrl()}/no-such-service`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('creates a service with a custom availability', async () => {
    await server.setPlan(expert.email, 'pro');
    await page.goto(servicesUrl());
    await list().waitFor();
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/availabilities', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Evenings' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(created.status).toBe(201);
    await page.reload();
    await page
      .getByRole('list', { name: 'Availabilities' })
      .getByRole('link', { name: 'Evenings' })
      .waitFor();

    await createService({ title: 'Evening check-in', price: '45' }, () => choose('Availability', 'Evenings'));
    const row = list().getByRole('listitem').filter({ hasText: 'Evening check-in' });
    expect(await row.textContent()).toContain('1 hour · Evenings');
    await page
      .getByRole('list', { name: 'Availabilities' })
      .getByText('1 service', { exact: true })
      .waitFor();
    await shot('services-two-availabilities');
    await list().getByRole('link', { name: 'Evening check-in' }).click();
    await page.getByRole('heading', { name: 'Edit service' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Availability' }).inputValue()).toBe('Evenings');
  });
});
