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
  firstName: 'Mira',
  lastName: 'Okafor',
  email: 'mira@example.com',
  password: 'coaching-2026',
};

const UPGRADE = 'Upgrade to Starter to use Cancellation and rescheduling rules';
const cancelSwitch = () => page.getByRole('switch', { name: 'Clients can cancel' });

describe('cancellation policy', () => {
  it('on the free plan shows the upgrade prompt and a disabled notice of 0 minutes', async () => {
    await signUpThroughUi(page, server.url, expert);

    await page.goto(`${server.url}/dashboard/scheduling/services/cancellation-policy`);
    await page.getByText(UPGRADE, { exact: false }).waitFor();
    expect(await page.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe('true');
    expect(await cancelSwitch().isChecked()).toBe(true);
    const notices = page.getByRole('combobox', { name: 'Minimum notice' });
    expect(await notices.count()).toBe(2);
    expect(await notices.first().isDisabled()).toBe(true);
    expect(await notices.first().inputValue()).toBe('0 minutes');
    await screenshotBoth(page, 'cancellation-policy-free');
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/scheduling/cancellation-policy',
      loading: 'Loading the cancellation policy',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'cancellation-policy',
      recovered: () => cancelSwitch().waitFor(),
    });
  });

  it('turns cancelling off, saves, and finds it still off after a reload', async () => {
    await cancelSwitch().click({ force: true });
    expect(await cancelSwitch().isChecked()).toBe(false);
    // spec §7: the notice is removed when cancelling is disabled.
    expect(await page.getByRole('combobox', { name: 'Minimum notice' }).count()).toBe(1);
    await screenshotBoth(page, 'cancellation-policy-off');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cancellation policy saved').waitFor();
    // Back to scheduling, which redirects to the Services tab (no booking page yet: it asks for one).
    await page.waitForURL(`${server.url}/dashboard/scheduling/services`);
    await page.getByText('Please create a booking page before setting up your personal sessions.').waitFor();

    await page.goto(`${server.url}/dashboard/scheduling/services/cancellation-policy`);
    await cancelSwitch().waitFor();
    expect(await cancelSwitch().isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Clients can reschedule' }).isChecked()).toBe(true);
  });

  it('on the Starter plan sets a minimum notice of 24 hours for cancelling', async () => {
    await server.setPlan(expert.email, 'starter');
    await page.goto(`${server.url}/dashboard/scheduling/services/cancellation-policy`);
    await cancelSwitch().waitFor();
    expect(await page.getByText(UPGRADE, { exact: false }).count()).toBe(0);
    await cancelSwitch().click({ force: true });
    const notice = page.getByRole('combobox', { name: 'Minimum notice' }).first();
    expect(await notice.isDisabled()).toBe(false);
    await notice.click();
    await page.getByRole('option', { name: '24 hours', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cancellation policy saved').waitFor();

    await page.goto(`${server.url}/dashboard/scheduling/services/cancellation-policy`);
    await cancelSwitch().waitFor();
    expect(await page.getByRole('combobox', { name: 'Minimum notice' }).first().inputValue()).toBe(
      '24 hours',
    );
  });

  it('the Packages and Group sessions tabs ask for a booking page first', async () => {
    await page.getByRole('tab', { name: 'Packages' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/packages`);
    await page.getByText('Please create a booking page before setting up your personal sessions.').waitFor();
    await page.getByRole('tab', { name: 'Group sessions' }).click();
    await page.waitForURL(`${server.url}/dashboard/scheduling/group`);
    await page.getByRole('heading', { name: 'Group sessions' }).waitFor();
    await page.getByText('Please create a booking page before setting up your personal sessions.').waitFor();
  });
});
