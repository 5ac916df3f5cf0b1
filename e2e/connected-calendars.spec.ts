import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_ALREADY_CONNECTED,
  CALENDAR_AUTH_PROBLEM,
  CALENDAR_INTERRUPTED,
  CALENDAR_PERMISSIONS_MISSING,
  CALENDAR_POPUP_BLOCKED,
  calendarLimitReached,
} from '../src/domain/calendar/accounts';
import { GENERIC_ERROR_MESSAGE } from '../src/domain/shared/messages';
import { screenshotBoth } from './support/browser';
import {
  account,
  type CalendarsStandIn,
  type ConsentPage,
  signInThroughPopup,
  standInCalendarsApi,
  startConsentPage,
} from './support/calendars-stand-in';
import { signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

// Issue 16, spec doc 2 §2, §4, §5, §7, §8: the Connected calendars screens as an expert uses them.
// The calendars API is answered in the browser (support/calendars-stand-in.ts, the cal-routes
// contract) and Google's consent screen by a page on another origin, so the sign-in popup really
// opens, crosses origins, comes back to /oauth-callback and hands the code to this window.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
let consent: ConsentPage;
let api: CalendarsStandIn;

const expert = {
  firstName: 'Ines',
  lastName: 'Moreau',
  email: 'ines@example.com',
  password: 'coaching-2026',
};
const listUrl = () => `${server.url}/dashboard/scheduling/services/connected-calendars`;
const connectUrl = () => `${listUrl()}/connect`;
const dialog = () => page.getByRole('dialog');
const accountCard = (name: string) =>
  page
    .getByRole('list', { name: 'Connected calendars' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();

const WORK_GOOGLE = account({
  id: 'acc-google',
  provider: 'google',
  email: 'ines@gmail.com',
  calendars: [
    { id: 'ines@gmail.com', name: 'Ines Moreau', writeable: true, syncFrom: false },
    {
      id: 'holidays@group.v.calendar.google.com',
      name: 'Holidays in France',
      writeable: false,
      syncFrom: false,
    },
  ],
});

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  consent = await startConsentPage();
  await signUpThroughUi(page, server.url, expert);
  api = await standInCalendarsApi(page, {
    accounts: [],
    to: null,
    limit: 2,
    canConnect: true,
    providers: { google: true, microsoft: false, apple: true },
  });
  api.consentUrl = (_provider, state) =>
    `${consent.url}/authorize?state=${state}&redirect_uri=${encodeURIComponent(`${server.url}/oauth-callback`)}`;
});
afterAll(async () => {
  await consent?.close();
  await closeSession(session);
});

describe('connected calendars', () => {
  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    const release = api.hold();
    await page.goto(listUrl());
    await page.getByRole('status', { name: 'Loading connected calendars' }).waitFor();
    await screenshotBoth(page, 'connected-calendars-loading');
    // The dashboard asks three times before it shows a 5xx.
    api.failNext('GET', '/calendars', 500, 'boom', 3);
    release();
    await page.getByRole('heading', { name: GENERIC_ERROR_MESSAGE }).waitFor();
    await screenshotBoth(page, 'connected-calendars-error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No calendars connected yet' }).waitFor();
  });

  it('explains what connecting does when nothing is connected', async () => {
    await page
      .getByText('Busy times in your calendars hide those slots, so clients cannot book over them.')
      .waitFor();
    await page
      .getByText('Sessions clients book are added to your calendar, and moved or removed with them.')
      .waitFor();
    await screenshotBoth(page, 'connected-calendars-empty');
    await page.getByRole('link', { name: 'Connect a calendar' }).click();
    await page.waitForURL(connectUrl());
  });

  it('offers Google and Apple, and says why Microsoft cannot be chosen here', async () => {
    const providers = page.getByRole('list', { name: 'Calendar providers' });
    await providers.getByText('Microsoft Outlook is not set up on this Slotwise installation.').waitFor();
    expect(await page.getByRole('button', { name: 'Connect Microsoft Outlook' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Connect Google Calendar' }).isEnabled()).toBe(true);
    await page.getByRole('link', { name: 'Connect Apple iCloud' }).waitFor();
    await screenshotBoth(page, 'connected-calendars-connect');
  });

  it('says the sign-in was interrupted when the popup is closed or the person says no', async () => {
    await signInThroughPopup(page, 'Connect Google Calendar', 'close');
    await page.getByRole('alert').filter({ hasText: CALENDAR_INTERRUPTED }).waitFor();
    await signInThroughPopup(page, 'Connect Google Calendar', 'Deny');
    await page.getByRole('alert').filter({ hasText: CALENDAR_INTERRUPTED }).waitFor();
    expect(api.calls.filter((c) => c.path === '/calendars/oauth/google/connect')).toEqual([]);
    await screenshotBoth(page, 'connected-calendars-interrupted');
  });

  it('asks to allow popups when the browser blocks the window', async () => {
    await page.evaluate(() => {
      (window as { open: typeof window.open }).open = () => null;
    });
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await page.getByRole('alert').filter({ hasText: CALENDAR_POPUP_BLOCKED }).waitFor();
    await page.reload();
  });

  it("shows the server's refusals: missing permissions, an account already connected", async () => {
    api.failNext('POST', '/calendars/oauth/google/connect', 400, CALENDAR_PERMISSIONS_MISSING);
    await signInThroughPopup(page, 'Connect Google Calendar', 'Allow');
    await page.getByRole('alert').filter({ hasText: 'Required permissions were not granted...' }).waitFor();
    api.failNext('POST', '/calendars/oauth/google/connect', 409, CALENDAR_ALREADY_CONNECTED);
    await signInThroughPopup(page, 'Connect Google Calendar', 'Allow');
    await page.getByRole('alert').filter({ hasText: 'This account is already connected.' }).waitFor();
    // The code and the state the consent screen gave the popup reached the server.
    const connects = api.calls.filter((c) => c.path === '/calendars/oauth/google/connect');
    expect(connects.map((c) => c.body)).toEqual([
      // States 1 and 2 went to the interrupted sign-ins.
      { code: 'code-for-signed-state-3', state: 'signed-state-3' },
      { code: 'code-for-signed-state-4', state: 'signed-state-4' },
    ]);
  });

  it('connects Google through the popup and opens the sync settings, refreshed first', async () => {
    api.nextOauthAccount = WORK_GOOGLE;
    const before = api.calls.length;
    await signInThroughPopup(page, 'Connect Google Calendar', 'Allow');
    await page.waitForURL(listUrl());
    await dialog().getByRole('heading', { name: 'Sync settings' }).waitFor();
    await dialog().getByRole('checkbox', { name: 'Holidays in France' }).waitFor();
    const after = api.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(after).toContain('POST /calendars/oauth/google/start');
    expect(after.indexOf('POST /calendars/refresh')).toBeGreaterThan(
      after.indexOf('POST /calendars/oauth/google/connect'),
    );
    await accountCard('ines@gmail.com').getByText('Google Calendar').waitFor();
    await screenshotBoth(page, 'connected-calendars-sync-settings');
  });

  it('saves which calendars block slots and where new sessions go', async () => {
    await dialog().getByRole('checkbox', { name: 'Ines Moreau' }).check();
    await dialog().getByRole('checkbox', { name: 'Holidays in France' }).check();
    const target = dialog().getByLabel('Add new sessions to');
    expect(await target.inputValue()).toBe("Don't add sessions to a calendar");
    await target.click();
    // Only writeable calendars can take sessions.
    expect(await page.getByRole('option', { name: 'Holidays in France' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Ines Moreau' }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sync settings saved').waitFor();
    const put = api.calls.filter((c) => c.method === 'PUT');
    expect(put.map((c) => c.body)).toEqual([
      {
        from: { 'acc-google': ['ines@gmail.com', 'holidays@group.v.calendar.google.com'] },
        to: { accountId: 'acc-google', calendarId: 'ines@gmail.com' },
      },
    ]);
    await dialog().waitFor({ state: 'detached' });
    const card = accountCard('ines@gmail.com');
    await card.getByText('Checked for conflicts · New sessions are added here').waitFor();
    await page.getByText('1 of 2 calendar accounts connected').waitFor();
    await screenshotBoth(page, 'connected-calendars-list');
  });

  it('connects Apple iCloud with an app-specific password, after the form and the server refuse', async () => {
    await page.getByRole('link', { name: 'Connect a calendar' }).click();
    await page.getByRole('link', { name: 'Connect Apple iCloud' }).click();
    await page.waitForURL(`${connectUrl()}/apple`);
    await page.getByRole('link', { name: 'appleid.apple.com' }).waitFor();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Please enter an email address').waitFor();
    await page.getByText('Please enter a password').waitFor();
    await page.getByRole('button', { name: 'Other CalDAV server' }).click();
    await page.getByLabel('Server address').waitFor();
    await screenshotBoth(page, 'connected-calendars-apple-form');
    await page.getByRole('button', { name: 'Other CalDAV server' }).click();

    await page.getByLabel('Apple ID').fill('ines@icloud.com');
    await page.getByLabel('App-specific password').fill('wrong-password');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Failed to connect Apple account: The Apple ID or app-specific password was not accepted.',
      })
      .waitFor();
    await screenshotBoth(page, 'connected-calendars-apple-refused');
    await page.getByLabel('App-specific password').fill('abcd-efgh-ijkl-mnop');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.waitForURL(listUrl());
    await dialog().getByRole('checkbox', { name: 'Family' }).waitFor();
    const apple = api.calls.filter((c) => c.path === '/calendars/apple').map((c) => c.body);
    expect(apple.at(-1)).toEqual({
      username: 'ines@icloud.com',
      password: 'abcd-efgh-ijkl-mnop',
      serverUrl: '',
    });
    await page.keyboard.press('Escape');
    await accountCard('ines@icloud.com').getByText('Apple iCloud').waitFor();
  });

  it('at the limit, says so and links the plan that raises it, with no providers', async () => {
    await page.goto(connectUrl());
    await page.getByText(calendarLimitReached(2)).waitFor();
    expect(calendarLimitReached(2)).toBe(
      'You can connect up to 2 calendar accounts on your plan. Disconnect one, or upgrade to connect more.',
    );
    await page.getByText('Upgrade to Pro to use More connected calendars', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/dashboard/account/billing/subscription',
    );
    expect(await page.getByRole('list', { name: 'Calendar providers' }).count()).toBe(0);
    await screenshotBoth(page, 'connected-calendars-limit');
  });

  it('shows a problem and Reconnect for accounts whose credentials fail', async () => {
    api.view.accounts = api.view.accounts.map((a) => ({ ...a, hasAuthError: true }));
    await page.goto(listUrl());
    const google = accountCard('ines@gmail.com');
    await google.getByText(CALENDAR_AUTH_PROBLEM).waitFor();
    await google.getByText('Problem', { exact: true }).waitFor();
    await screenshotBoth(page, 'connected-calendars-problem');

    // Apple reconnects on its own form, its Apple ID filled in.
    await accountCard('ines@icloud.com').getByRole('link', { name: 'Reconnect' }).click();
    await page.waitForURL(`${connectUrl()}/apple?accountId=acc-apple`);
    expect(await page.getByLabel('Apple ID').inputValue()).toBe('ines@icloud.com');
    await page.getByLabel('App-specific password').fill('abcd-efgh-ijkl-mnop');
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await page.waitForURL(listUrl());
    expect(api.calls.filter((c) => c.path === '/calendars/apple').at(-1)?.body).toEqual({
      username: 'ines@icloud.com',
      password: 'abcd-efgh-ijkl-mnop',
      serverUrl: '',
      accountId: 'acc-apple',
    });
    await page.keyboard.press('Escape');
    await accountCard('ines@icloud.com').getByText('Connected', { exact: true }).waitFor();

    // Google reconnects through the popup, naming the account.
    api.nextOauthAccount = { ...WORK_GOOGLE, hasAuthError: false };
    await page.goto(listUrl());
    await signInThroughPopup(page, 'Reconnect', 'Allow');
    await page.getByText('Calendar reconnected').waitFor();
    const start = api.calls.filter((c) => c.path === '/calendars/oauth/google/start').at(-1);
    expect(start?.body).toEqual({ accountId: 'acc-google' });
    expect(await accountCard('ines@gmail.com').getByText(CALENDAR_AUTH_PROBLEM).count()).toBe(0);
  });

  it('disconnects an account after saying what happens', async () => {
    await accountCard('ines@gmail.com')
      .getByRole('button', { name: 'Disconnect Google Calendar · ines@gmail.com' })
      .click();
    await dialog()
      .getByText(
        'Disconnect Google Calendar · ines@gmail.com? Its calendars stop blocking times on your booking page, and new sessions are no longer added to them. Events already added to your calendar stay there.',
      )
      .waitFor();
    await screenshotBoth(page, 'connected-calendars-disconnect');
    await dialog().getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Calendar disconnected').waitFor();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/calendars/acc-google',
    ]);
    expect(await accountCard('ines@gmail.com').count()).toBe(0);
    await page.getByText('1 of 2 calendar accounts connected').waitFor();
  });

  it('opened directly, /oauth-callback says the sign-in finished and links back', async () => {
    await page.goto(`${server.url}/oauth-callback?code=abc&state=xyz`);
    await page.getByRole('heading', { name: 'Sign-in finished' }).waitFor();
    await screenshotBoth(page, 'oauth-callback-direct');
    await page.getByRole('link', { name: 'Back to Connected calendars' }).click();
    await page.waitForURL(listUrl());
  });
});
