import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, screenshotBoth } from './support/browser';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

let session: BrowserSession;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, browser, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'coaching-2026',
};

async function openVerificationEmail(p: Page) {
  await p.goto(`${server.url}/dev/mailbox`);
  const mail = p.locator('article.mail', { hasText: 'Verify your email for Slotwise' }).first();
  await mail.getByRole('link', { name: 'Verify email' }).click();
}

describe('a new expert', () => {
  it('signs up and lands in the dashboard with the verification banner', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await screenshotBoth(page, 'signup');
    await page.getByLabel('First name').fill(expert.firstName);
    await page.getByLabel('Last name').fill(expert.lastName);
    await page.getByLabel('Email').fill(expert.email);
    await page.getByLabel('Password').fill(expert.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions`);
    await page.getByText(`Please verify your email address. We sent a link to ${expert.email}.`).waitFor();
    await screenshotBoth(page, 'dashboard-unverified');
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText('Sent! Check your inbox.').waitFor();
    for (const label of [
      'Dashboard',
      'Booking page',
      'Scheduling',
      'Payments',
      'Calls',
      'Automation',
      'Reports',
    ]) {
      expect(
        await page.getByRole('link', { name: label, exact: true }).first().count(),
        label,
      ).toBeGreaterThan(0);
    }
  });

  it('verifies the email from the dev mailbox and the banner goes away', async () => {
    await openVerificationEmail(page);
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Your email is verified').waitFor();
    expect(await page.getByText('Please verify your email address.').count()).toBe(0);
  });

  it('creates a booking page and sees its link', async () => {
    await page.getByRole('heading', { name: 'Create booking page' }).waitFor();
    await screenshotBoth(page, 'create-booking-page');
    const url = page.getByLabel('Booking page URL');
    expect(await url.inputValue()).toBe('maya-okafor');
    await url.fill('maya-coaching');
    await page.getByText('This URL is available').waitFor();
    await page.getByRole('button', { name: 'Create booking page' }).click();
    await page.getByRole('heading', { name: 'Your booking page' }).waitFor();
    await page.getByRole('link', { name: `${server.url}/maya-coaching` }).waitFor();
    await screenshotBoth(page, 'booking-link-card');
  });

  it('signs out and back in; a wrong password says so', async () => {
    await page.goto(`${server.url}/logout`);
    await page.getByText("You're signed out").waitFor();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(expert.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid password').waitFor();
    await screenshotBoth(page, 'login-invalid-password');
    await page.getByLabel('Password').fill(expert.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/sessions`);
    await page.getByRole('heading', { name: 'Your booking page' }).waitFor();
  });

  it('shows Not found for a screen that does not exist', async () => {
    await page.goto(`${server.url}/dashboard/nothing-here`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});

describe('a returning expert', () => {
  it('signs in with an emailed magic link', async () => {
    const other = await browser.newPage({ viewport: DESKTOP });
    await other.goto(`${server.url}/login`);
    await other.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const email = other.getByLabel('Email');
    await email.fill(expert.email);
    await other.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await other.getByText(`Check your inbox: we sent a sign-in link to ${expert.email}`).waitFor();
    await other.goto(`${server.url}/dev/mailbox`);
    await other
      .locator('article.mail', { hasText: 'Your Slotwise sign-in link' })
      .first()
      .getByRole('link', { name: 'Sign in' })
      .click();
    await other.waitForURL(`${server.url}/dashboard/home/sessions`);
    await other.getByRole('heading', { name: 'Your booking page' }).waitFor();
    await other.close();
  });

  it('is sent to sign in when opening the dashboard signed out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const anon = await context.newPage();
    await anon.goto(`${server.url}/dashboard/home/sessions`);
    await anon.waitForURL(/\/login/);
    await context.close();
  });
});
