import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMessage } from '../src/domain/plans/upgrade-message';
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
  firstName: 'Jonas',
  lastName: 'Lindqvist',
  email: 'jonas@example.com',
  password: 'coaching-2026',
};

const EMPTY_MESSAGE =
  'No custom locations yet. Add an address, a phone number or a meeting link you use for sessions.';
const studio = {
  name: 'Studio Kreuzberg',
  location:
    'Oranienstraße 25, 10999 Berlin. Ring the bell marked "Lindqvist Coaching", second floor on the left.',
};

const defaultGroup = () => page.getByRole('radiogroup', { name: 'Default location for new sessions' });

describe('locations', () => {
  it('opens Calls → Locations from the top navigation and sees the empty state', async () => {
    await signUpThroughUi(page, server.url, expert);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calls' }).click();
    // The top navigation opens the Calls tab (call minutes); Locations is the next tab.
    await page.waitForURL(`${server.url}/dashboard/calls`);
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(await page.getByRole('tab', { name: 'Locations' }).getAttribute('aria-selected')).toBe('true');
    const callsNav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calls' });
    expect(await callsNav.getAttribute('aria-current')).toBe('page');
    expect(await defaultGroup().getByRole('radio', { name: 'Built-in video call' }).isChecked()).toBe(true);
    const zoom = defaultGroup().getByRole('radio', { name: 'Zoom' });
    expect(await zoom.isDisabled()).toBe(true);
    await page.getByText('Connect Zoom to use it').waitFor();
    await screenshotBoth(page, 'locations-empty');
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/locations',
      loading: 'Loading locations',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'locations',
      recovered: () => page.getByText(EMPTY_MESSAGE).waitFor(),
    });
  });

  it('opens the Recordings tab: recording is a plan feature, so the free plan is asked to upgrade', async () => {
    await page.getByRole('tab', { name: 'Recordings' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/recordings`);
    await page.getByText(new RegExp(`^${upgradeMessage('recording')} and pay`)).waitFor();
    await page.goBack();
    await page.getByText(EMPTY_MESSAGE).waitFor();
  });

  it('creates a location, refusing a name over 60 characters', async () => {
    await page.getByRole('link', { name: 'New location' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/locations/create`);
    await page.getByLabel('Name', { exact: true }).fill('S'.repeat(61));
    await page.getByText('61/60').waitFor();
    await page.getByLabel('Location', { exact: true }).fill(studio.location);
    await page.getByText(`${studio.location.length}/2000`).waitFor();
    await page.getByRole('button', { name: 'Create location' }).click();
    await page.getByText('Too long, please limit the name to 60 characters').waitFor();
    await screenshotBoth(page, 'locations-form-error');

    await page.getByLabel('Name', { exact: true }).fill(studio.name);
    await page.getByRole('button', { name: 'Create location' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await page.getByRole('link', { name: `Edit ${studio.name}` }).waitFor();
    await page.getByText(studio.location).waitFor();
    expect(await page.getByText(EMPTY_MESSAGE).count()).toBe(0);
  });

  it('makes the location the default', async () => {
    // click, not check(): the radio turns on once the server has saved it, which check() does
    // not wait for.
    await defaultGroup().getByRole('radio', { name: studio.name }).click();
    await page.getByText('Default location saved').waitFor();
    await page.reload();
    const radio = defaultGroup().getByRole('radio', { name: studio.name });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    await screenshotBoth(page, 'locations-list');
  });

  it('edits the location', async () => {
    await page.getByRole('link', { name: `Edit ${studio.name}` }).click();
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe(studio.name);
    await screenshotBoth(page, 'locations-edit');
    await name.fill('Studio Neukölln');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await page.getByRole('link', { name: 'Edit Studio Neukölln' }).waitFor();
    expect(await defaultGroup().getByRole('radio', { name: 'Studio Neukölln' }).isChecked()).toBe(true);
  });

  it('deletes the default location after confirming; the default goes back to built-in video', async () => {
    await page.getByRole('link', { name: 'Edit Studio Neukölln' }).click();
    const locationUrl = page.url();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete location' });
    await dialog
      .getByText(
        'Delete this location? Sessions that use it keep their details. Your default will change to the built-in video call.',
      )
      .waitFor();
    // Let the dialog finish fading in before the screenshot.
    await page.waitForFunction(() => {
      const content = document.querySelector('[role="dialog"]');
      return content !== null && getComputedStyle(content).opacity === '1';
    });
    await screenshotBoth(page, 'locations-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${server.url}/dashboard/calls/locations`);
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(await defaultGroup().getByRole('radio', { name: 'Built-in video call' }).isChecked()).toBe(true);

    // The deleted location's address now leads nowhere.
    await page.goto(locationUrl);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});
