import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../src/domain/auth/sign-in-messages';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 18, account security end to end: the active sessions list and signing another browser
// out; an email change through the dev mailbox's link (with the re-authentication it may ask
// for); the login page's sign-in errors (spec doc 2 §8).

const EXPERT = {
  firstName: 'Iris',
  lastName: 'Moreno',
  email: 'iris@example.com',
  password: 'mentoring-2026',
};
const OTHER = { firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.com', password: 'tutoring-2026' };
const NEW_EMAIL = 'iris.moreno@example.org';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

async function signInElsewhere(email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const res = await context.request.post(`${server.url}/api/session/sign-in`, {
    data: { email, password },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  return context;
}
const meStatus = async (context: BrowserContext) =>
  (await context.request.get(`${server.url}/api/me`)).status();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  const other = await browser.newContext();
  const signUp = await other.request.post(`${server.url}/api/session/sign-up`, {
    data: OTHER,
    headers: { origin: server.url },
  });
  expect(signUp.status()).toBe(201);
  await other.close();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('active sessions', () => {
  it('lists this device and another one, and signs the other one out', async () => {
    const laptop = await signInElsewhere(EXPERT.email, EXPERT.password);
    await page.goto(`${server.url}/dashboard/account`);
    const list = page.getByRole('list', { name: 'Active sessions' });
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const current = list.getByRole('listitem').first();
    expect(await current.getByText('This device').count()).toBe(1);
    expect(await current.getByText('Chrome on Linux').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).waitFor();
    await screenshotBoth(page, 'account-active-sessions');

    await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are not signed in anywhere else.').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await meStatus(laptop)).toBe(401);
    await laptop.close();
  });
});

describe('email change', () => {
  it("checks the new address with the form's messages and shows the server's for one in use", async () => {
    await page.goto(`${server.url}/dashboard/account`);
    await page.getByRole('button', { name: 'Change email' }).click();
    const field = page.getByLabel('New email');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Required', { exact: true }).waitFor();
    await field.fill('iris@');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Invalid email address').waitFor();
    await field.fill(OTHER.email);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('This email address is already used by another account.').waitFor();
    await screenshotBoth(page, 'account-email-change-taken');
  });

  it('asks to sign in again when the sign-in is not recent, then sends the link', async () => {
    // The server asks for a recent sign-in after 15 minutes; the first answer stands in for that.
    let answered = false;
    await page.route('**/api/account/email-change', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'requires_recent_login',
            message: 'For your security, please sign in again to change your email address.',
          },
        }),
      });
    });
    const other = await signInElsewhere(EXPERT.email, EXPERT.password);
    await page.getByLabel('New email').fill(`  ${NEW_EMAIL}  `);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('For your security, please sign in again to change your email address.').waitFor();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    await screenshotBoth(page, 'account-email-change-reauthenticate');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in and continue' }).click();
    await page.getByText('Invalid password').waitFor();
    await page.getByLabel('Password').fill(EXPERT.password);
    await page.getByRole('button', { name: 'Sign in and continue' }).click();
    await page
      .getByText(`We sent a confirmation link to ${NEW_EMAIL}. Your email changes when you open it.`)
      .waitFor();
    await page.unroute('**/api/account/email-change');
    // Nothing changed yet.
    const contact = page.getByRole('region', { name: 'Contact info' });
    expect(await contact.getByText(EXPERT.email, { exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'account-email-change-sent');

    await page.goto(`${server.url}/dev/mailbox`);
    const notice = page
      .locator('article.mail', { hasText: 'Your Slotwise email is about to change' })
      .first();
    await notice.waitFor();
    await page
      .locator('article.mail', { hasText: 'Confirm your new email for Slotwise' })
      .first()
      .getByRole('link', { name: 'Confirm new email' })
      .click();
    await page.waitForURL(/\/email-change\?token=/);
    await page.getByRole('heading', { name: 'Email changed' }).waitFor();
    await page.getByText(`Your email is now ${NEW_EMAIL}.`, { exact: false }).waitFor();
    await screenshotBoth(page, 'email-change-confirmed');

    // This browser stays signed in; the other one was signed out.
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await contact.getByText(NEW_EMAIL, { exact: true }).waitFor();
    expect(await contact.getByText('Unverified').count()).toBe(0);
    expect(await meStatus(other)).toBe(401);
    await other.close();

    // The link works once.
    await page.goto(`${server.url}/dev/mailbox`);
    const href = await page
      .locator('article.mail', { hasText: 'Confirm your new email for Slotwise' })
      .first()
      .getByRole('link', { name: 'Confirm new email' })
      .getAttribute('href');
    await page.goto(href!);
    await page.getByRole('heading', { name: 'Email not changed' }).waitFor();
    await page
      .getByText('This email change link has expired or was already used. Please request a new one.')
      .waitFor();
  });
});

describe('sign-in errors on the login page', () => {
  let anon: BrowserContext;
  let login: Page;
  const attempt = async (email: string, password: string) => {
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Sign in' }).click();
  };
  /** An attempt the server answers (the form's own checks pass). */
  const answered = async (email: string, password: string) => {
    await Promise.all([
      login.waitForResponse((r) => r.url().endsWith('/api/session/sign-in')),
      attempt(email, password),
    ]);
  };

  beforeAll(async () => {
    anon = await browser.newContext({ viewport: DESKTOP });
    login = await anon.newPage();
    await login.goto(`${server.url}/login`);
  });
  afterAll(async () => {
    await anon?.close();
  });

  it('says the address is not an email, that no account exists, and that the password is wrong', async () => {
    await attempt('omar@', 'whatever');
    await login.getByText('Invalid email address').waitFor();
    await answered('nobody@example.com', 'whatever');
    await login.getByText(SIGN_IN_MESSAGES.userNotFound).waitFor();
    await answered(OTHER.email, 'wrong-password');
    await login.getByText('Invalid password').waitFor();
  });

  it('refuses after too many attempts from a browser the account does not know', async () => {
    // One wrong password above; four more make five, the sixth is refused.
    for (let i = 0; i < 4; i++) await answered(OTHER.email, `wrong-${i}`);
    await answered(OTHER.email, OTHER.password);
    await login.getByText('Too many attempts. Please try again later or reset your password').waitFor();
    await screenshotBoth(login, 'login-too-many-attempts');
  });

  it("says 'Something went wrong. Please try again' when the server fails", async () => {
    await login.route('**/api/session/sign-in', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal', message: 'Something went wrong. Please try again later.' },
        }),
      }),
    );
    await attempt(EXPERT.email, EXPERT.password);
    await login.getByText('Something went wrong. Please try again', { exact: true }).waitFor();
    await login.unroute('**/api/session/sign-in');
  });
});
