import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_ALREADY_CONNECTED,
  CALENDAR_AUTH_PROBLEM,
  CALENDAR_INTERRUPTED,
  CALENDAR_PERMISSIONS_MISSING,
  OAUTH_POPUP,
} from '../src/domain/calendar/accounts';
import { type FakeGoogle, startFakeGoogle } from '../src/server/testing/fakes/google-calendar';
import { type FakeMicrosoft, startFakeMicrosoft } from '../src/server/testing/fakes/microsoft-graph';
import { DESKTOP, launchBrowser, screenshot, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 16, spec doc 2 §2, §4, §7, §8, end to end through the providers' consent pages: the built
// server talks to local fakes of Google (OAuth, ID tokens, Calendar API) and Microsoft (identity
// platform, Graph) through the real SDKs, and Chromium opens the real 600×600 sign-in popup,
// which crosses to the fake's origin, is clicked there, and comes back to /oauth-callback.

const EXPERT = {
  firstName: 'Ines',
  lastName: 'Moreau',
  email: 'ines@example.com',
  password: 'coaching-2026',
};
const GOOGLE_SUB = '108000000000000000042';
const MAILBOX = '00000000-0000-0000-0000-00000000ab12';
/** An iPhone 12–15's width in CSS pixels: where the toast covered the dialog's title. */
const PHONE_390 = { width: 390, height: 844 };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let google: FakeGoogle;
let microsoft: FakeMicrosoft;

const listUrl = () => `${server.url}/dashboard/scheduling/services/connected-calendars`;
const connectUrl = () => `${listUrl()}/connect`;
const dialog = () => page.getByRole('dialog');
const accountCard = (name: string) =>
  page
    .getByRole('list', { name: 'Connected calendars' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Clicks a Connect (or Reconnect) button and answers the provider's consent page in the popup it
 * opens: a button on the page, or closing the window. Resolves with the popup's outer size.
 */
async function throughPopup(button: string, heading: string, answer: string | 'close') {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await opened;
  await popup.getByRole('heading', { name: heading }).waitFor();
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  if (answer === 'close') {
    await popup.close();
    return size;
  }
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: answer, exact: true }).click();
  await closed;
  return size;
}
const throughGoogle = (button: string, answer: 'Allow' | 'Cancel' | 'close') =>
  throughPopup(button, 'Slotwise wants to access your Google Account', answer);
const throughMicrosoft = (button: string, answer: 'Accept' | 'Cancel' | 'close') =>
  throughPopup(button, 'Permissions requested', answer);

/** Whether two boxes on the screen overlap. */
async function overlap(a: ReturnType<Page['locator']>, b: ReturnType<Page['locator']>) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on the screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

beforeAll(async () => {
  // The server verifies Google's ID tokens on the system clock; this process's Date is pinned.
  google = await startFakeGoogle({
    clientId: 'slotwise-e2e.apps.googleusercontent.com',
    clientSecret: 'google-e2e-secret',
    idTokenNow: () => performance.timeOrigin + performance.now(),
  });
  google.addAccount({
    sub: GOOGLE_SUB,
    email: 'ines@gmail.com',
    calendars: [
      { id: 'ines@gmail.com', summary: 'Ines Moreau', accessRole: 'owner', primary: true },
      { id: 'c_team@group.calendar.google.com', summary: 'Team rota', accessRole: 'writer' },
      {
        id: 'fr.french#holiday@group.v.calendar.google.com',
        summary: 'Holidays in France',
        accessRole: 'reader',
      },
    ],
  });
  microsoft = await startFakeMicrosoft({ clientId: 'ms-e2e-client', clientSecret: 'ms-e2e-secret' });
  microsoft.addMailbox({
    id: MAILBOX,
    mail: 'ines@outlook.com',
    userPrincipalName: 'ines@outlook.com',
    calendars: [
      { id: 'AAMkCal1=', name: 'Calendar', canEdit: true, isDefaultCalendar: true },
      { id: 'AAMkCal2=', name: 'Birthdays', canEdit: false },
    ],
  });
  server = await startServer({
    GOOGLE_CLIENT_ID: 'slotwise-e2e.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-e2e-secret',
    GOOGLE_OAUTH_BASE: google.url,
    GOOGLE_API_BASE: google.url,
    MICROSOFT_CLIENT_ID: 'ms-e2e-client',
    MICROSOFT_CLIENT_SECRET: 'ms-e2e-secret',
    MICROSOFT_LOGIN_BASE: microsoft.url,
    MICROSOFT_GRAPH_BASE: microsoft.url,
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
  await microsoft?.close();
});

describe('connecting calendars through the providers’ consent pages', () => {
  it('refuses a Google consent that left a permission out', async () => {
    google.withholdScopes(['https://www.googleapis.com/auth/calendar.freebusy']);
    await page.goto(connectUrl());
    await throughGoogle('Connect Google Calendar', 'Allow');
    await alertWith(CALENDAR_PERMISSIONS_MISSING).waitFor();
    expect(CALENDAR_PERMISSIONS_MISSING).toBe('Required permissions were not granted...');
    google.withholdScopes([]);
    // Nothing was connected.
    const token = google.calls.filter((c) => c.path === '/token');
    expect(token).toHaveLength(1);
    expect(google.calls.some((c) => c.path.startsWith('/calendar/v3/'))).toBe(false);
  });

  it('says the sign-in was interrupted when the popup is closed', async () => {
    await throughGoogle('Connect Google Calendar', 'close');
    await alertWith(CALENDAR_INTERRUPTED).waitFor();
    expect(CALENDAR_INTERRUPTED).toBe('Google Calendar connection was interrupted. Please try again.');
    await screenshotBoth(page, 'calendars-oauth-interrupted');
  });

  it('connects Google in a 600×600 popup and shows the account and its calendars', async () => {
    const size = await throughGoogle('Connect Google Calendar', 'Allow');
    expect(size).toEqual({ width: OAUTH_POPUP.width, height: OAUTH_POPUP.height });
    await page.waitForURL(listUrl());
    const toast = alertWith('Calendar connected');
    await toast.waitFor();
    const title = dialog().getByRole('heading', { name: 'Sync settings' });
    await title.waitFor();
    await dialog().getByRole('checkbox', { name: 'Holidays in France' }).waitFor();
    expect(await overlap(toast, title)).toBe(false);
    await screenshot(page, 'calendars-oauth-google-connected-desktop');
    // calendar.events.owned writes to owned calendars only: the team rota (writer) is not offered.
    await dialog().getByLabel('Add new sessions to').click();
    await page.getByRole('option', { name: 'Ines Moreau' }).waitFor();
    expect(await page.getByRole('option', { name: 'Team rota' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    const card = accountCard('ines@gmail.com');
    await card.getByText('Google Calendar', { exact: true }).waitFor();
    await card.getByText('Connected', { exact: true }).waitFor();
    const calendars = card.getByRole('list', { name: 'Calendars of Google Calendar · ines@gmail.com' });
    // Read only where events.owned cannot write: the holidays (reader) and the team rota (writer).
    expect(await calendars.getByRole('listitem').allInnerTexts()).toEqual([
      'Holidays in France\n\nread',
      'Ines Moreau\n\nChecked for conflicts · New sessions are added here\n\nread\nwrite',
      'Team rota\n\nread',
    ]);
    // The primary calendar blocks slots and takes new sessions (our default for a new account).
    await card.getByText('Checked for conflicts · New sessions are added here').waitFor();
    await screenshotBoth(page, 'calendars-oauth-google-list');
  });

  it('refuses the same Google account a second time', async () => {
    await page.goto(connectUrl());
    await throughGoogle('Connect Google Calendar', 'Allow');
    await alertWith(CALENDAR_ALREADY_CONNECTED).waitFor();
    expect(CALENDAR_ALREADY_CONNECTED).toBe('This account is already connected.');
    await page.goto(listUrl());
    await page.getByText('1 of 2 calendar accounts connected').waitFor();
  });

  it('says when Google cannot be reached as the sync settings open, and keeps the saved calendars', async () => {
    google.failWith(503);
    await page.getByRole('button', { name: 'Sync settings' }).click();
    await alertWith(
      'Your calendars could not be updated just now (Google Calendar · ines@gmail.com). You can still choose from the calendars saved earlier, or close this and try again later.',
    ).waitFor();
    await dialog().getByRole('checkbox', { name: 'Team rota' }).check();
    await screenshotBoth(page, 'calendars-oauth-refresh-failed');
    google.failWith(null);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sync settings saved').waitFor();
    await accountCard('ines@gmail.com')
      .getByRole('listitem')
      .filter({ hasText: 'Team rota' })
      .getByText('Checked for conflicts')
      .waitFor();
  });

  it('marks an account whose refresh token expired, and Reconnect through the popup clears it', async () => {
    // Google answers invalid_grant for the refresh token (expired or revoked), 401 for its access tokens.
    google.revoke(GOOGLE_SUB);
    await page.getByRole('button', { name: 'Sync settings' }).click();
    await dialog().getByRole('checkbox', { name: 'Holidays in France' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    const card = accountCard('ines@gmail.com');
    await card.getByText(CALENDAR_AUTH_PROBLEM).waitFor();
    expect(CALENDAR_AUTH_PROBLEM).toBe(
      'There is a problem with your calendar credentials. Please re-connect your calendar account.',
    );
    await card.getByText('Problem', { exact: true }).waitFor();
    await screenshotBoth(page, 'calendars-oauth-problem');

    await throughGoogle('Reconnect', 'Allow');
    await page.getByText('Calendar reconnected').waitFor();
    await card.getByText('Connected', { exact: true }).waitFor();
    expect(await card.getByText(CALENDAR_AUTH_PROBLEM).count()).toBe(0);
    // The consent page was asked for the account being reconnected.
    const consent = google.calls.filter((c) => c.path === '/o/oauth2/v2/auth').at(-1);
    expect(consent?.query.login_hint).toBe('ines@gmail.com');
    // The new tokens work: the calendar list is read again without a problem.
    await page.reload();
    await page.getByRole('button', { name: 'Sync settings' }).click();
    await dialog().getByRole('checkbox', { name: 'Holidays in France' }).waitFor();
    expect(await dialog().getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await card.getByText(CALENDAR_AUTH_PROBLEM).count()).toBe(0);
  });

  it('connects Microsoft on a phone: the toast does not cover the sync settings title', async () => {
    await page.setViewportSize(PHONE_390);
    await page.goto(connectUrl());
    await throughMicrosoft('Connect Microsoft Outlook', 'Accept');
    await page.waitForURL(listUrl());
    const toast = alertWith('Calendar connected');
    await toast.waitFor();
    const title = dialog().getByRole('heading', { name: 'Sync settings' });
    await dialog().getByRole('checkbox', { name: 'Birthdays' }).waitFor();
    expect(await overlap(toast, title)).toBe(false);
    await screenshot(page, 'calendars-oauth-microsoft-connected-phone');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    const card = accountCard('ines@outlook.com');
    await card.getByText('Microsoft Outlook', { exact: true }).waitFor();
    await card.getByText('Birthdays').waitFor();
    await page.getByText('2 of 2 calendar accounts connected').waitFor();
  });

  it('disconnects Microsoft after asking', async () => {
    await accountCard('ines@outlook.com')
      .getByRole('button', { name: 'Disconnect Microsoft Outlook · ines@outlook.com' })
      .click();
    await dialog()
      .getByText(
        'Disconnect Microsoft Outlook · ines@outlook.com? Its calendars stop blocking times on your booking page, and new sessions are no longer added to them. Events already added to your calendar stay there.',
      )
      .waitFor();
    await screenshotBoth(page, 'calendars-oauth-disconnect');
    await dialog().getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Calendar disconnected').waitFor();
    await accountCard('ines@outlook.com').waitFor({ state: 'detached' });
    await page.getByText('1 of 2 calendar accounts connected').waitFor();
    await page.reload();
    await accountCard('ines@gmail.com').waitFor();
    expect(await accountCard('ines@outlook.com').count()).toBe(0);
  });
});
