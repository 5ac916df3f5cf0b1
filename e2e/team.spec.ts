import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMessage } from '../src/domain/plans/upgrade-message';
import { PAGE_UNAVAILABLE } from '../src/domain/team/team-rules';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 18, the team end to end: a team owner adds a member (who sets a password from the
// invitation in the dev mailbox), logs in as them, sees the banner and returns to their account.

const OWNER = { firstName: 'Rosa', lastName: 'Lind', email: 'rosa@example.com', password: 'coaching-2026' };
const MEMBER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'member-2026',
};

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, OWNER);
  await api('POST', '/api/booking-page', { firstName: 'Rosa', lastName: 'Lind', slug: 'rosa-lind' });
  // ADR 046: an operator makes someone a team owner (their team id is their own id).
  await server.sql('update users set team_owner_id = id where email = $1', [OWNER.email]);
  // Team management is a Growth feature (spec doc 1 §6).
  await server.setPlan(OWNER.email, 'growth');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the team page', () => {
  it('opens from the account menu with only the owner, who has no actions on themselves', async () => {
    await page.goto(`${server.url}/dashboard/home`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/team`);
    await page.getByText('No team members yet.').waitFor();
    // The account's tabs: Profile, Billing and Team, Team the current one; Profile leads back.
    const tabs = page.getByRole('tablist', { name: 'Account' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Profile', 'Billing', 'Team']);
    expect(await page.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
    await screenshotBoth(page, 'team-empty');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.waitForURL(`${server.url}/dashboard/account`);
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/team`);
    await page.getByText('No team members yet.').waitFor();
  });

  it('adds a member, who gets an invitation and their own booking page', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a team member' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Country').inputValue()).toBe('United States');
    await dialog.getByLabel('First name').fill('G');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Too short, please use at least 1 character').first().waitFor();
    await screenshotBoth(page, 'team-add-member');
    await dialog.getByLabel('First name').fill(MEMBER.firstName);
    await dialog.getByLabel('Last name').fill(MEMBER.lastName);
    await dialog.getByLabel('Email').fill(MEMBER.email);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Grace/ });
    await row.waitFor();
    const cells = await row.innerText();
    for (const text of [
      'Grace',
      'Hopper',
      'grace@example.com',
      '/grace-hopper',
      'Enabled',
      'Log in as',
      'Disable',
    ])
      expect(cells.toLowerCase()).toContain(text.toLowerCase());
    await screenshotBoth(page, 'team-list');

    // The invitation, read in the dev mailbox, sets the member's first password.
    const res = await page.request.get(
      `${server.url}/api/dev/mailbox?to=${encodeURIComponent(MEMBER.email)}`,
    );
    const [invitation] = (await res.json()) as Array<{ subject: string; text: string }>;
    expect(invitation!.subject).toBe('You have been added to a team on Slotwise');
    const link = invitation!.text.match(/https?:\/\/\S+reset-password\S+/)![0];
    const memberContext = await browser.newContext({ viewport: DESKTOP });
    const memberPage = await memberContext.newPage();
    await memberPage.goto(link);
    await memberPage.getByLabel('New password').fill(MEMBER.password);
    await memberPage.getByRole('button', { name: 'Set new password' }).click();
    await memberPage.getByText('Password changed').waitFor();
    await memberPage.goto(`${server.url}/login`);
    await memberPage.getByLabel('Email').fill(MEMBER.email);
    await memberPage.getByLabel('Password').fill(MEMBER.password);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await memberPage.waitForURL(/\/dashboard\/home/);
    // A member is not a team owner.
    await memberPage.goto(`${server.url}/dashboard/account/team`);
    await memberPage
      .getByText('You are not a team owner. This page is only available to team owners.')
      .waitFor();
    await screenshotBoth(memberPage, 'team-not-owner');
    await memberContext.close();
  });

  it('logs in as the member after confirmation, shows the banner, and returns to the owner', async () => {
    await page.getByRole('button', { name: 'Log in as Grace Hopper' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log in as team member' });
    await confirm.getByRole('button', { name: 'Log in as' }).click();
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Signed in as Grace Hopper —').waitFor();
    await screenshotBoth(page, 'team-impersonation-banner');
    // The team page is the owner's, not the member's.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText(MEMBER.email, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/team`);
    await page.getByRole('row', { name: /Grace/ }).waitFor();
    expect(await page.getByText('Signed in as Grace Hopper —').count()).toBe(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText(OWNER.email, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('disables and enables a member', async () => {
    await page.getByRole('button', { name: 'Disable Grace Hopper' }).click();
    await page.getByRole('row', { name: /Grace/ }).getByText('Disabled').waitFor();
    expect(await page.getByRole('button', { name: 'Log in as Grace Hopper' }).isDisabled()).toBe(true);
    // A disabled member cannot sign in, and their booking page takes no bookings.
    const memberContext = await browser.newContext({ viewport: DESKTOP });
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${server.url}/login`);
    await memberPage.getByLabel('Email').fill(MEMBER.email);
    await memberPage.getByLabel('Password').fill(MEMBER.password);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await memberPage.getByRole('alert').filter({ hasText: 'Cannot log you in' }).waitFor();
    expect(memberPage.url()).toBe(`${server.url}/login`);
    await screenshotBoth(memberPage, 'team-member-disabled-sign-in');
    await memberPage.goto(`${server.url}/grace-hopper`);
    await memberPage.getByRole('heading', { name: 'Not taking bookings' }).waitFor();
    await memberPage.getByText(PAGE_UNAVAILABLE).waitFor();
    expect(await memberPage.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await screenshotBoth(memberPage, 'team-member-disabled-page');

    await page.getByRole('button', { name: 'Enable Grace Hopper' }).click();
    await page.getByRole('row', { name: /Grace/ }).getByText('Enabled').waitFor();
    await memberPage.goto(`${server.url}/login`);
    await memberPage.getByLabel('Email').fill(MEMBER.email);
    await memberPage.getByLabel('Password').fill(MEMBER.password);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await memberPage.waitForURL(/\/dashboard\/home/);
    await memberPage.goto(`${server.url}/grace-hopper`);
    await memberPage.getByRole('heading', { name: 'Grace Hopper' }).first().waitFor();
    expect(await memberPage.getByText(PAGE_UNAVAILABLE).count()).toBe(0);
    await memberContext.close();
  });

  it('asks an owner whose plan lacks team management to upgrade, and the menu has no Team', async () => {
    await server.setPlan(OWNER.email, 'free');
    await page.goto(`${server.url}/dashboard/account/team`);
    await page.getByText(`${upgradeMessage('teamManagement')} and pay`, { exact: false }).waitFor();
    expect(await page.getByRole('row', { name: /Grace/ }).count()).toBe(0);
    await screenshotBoth(page, 'team-upgrade');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Team' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // Nor do the account's tabs.
    expect(await page.getByRole('tablist', { name: 'Account' }).getByRole('tab').allTextContents()).toEqual([
      'Profile',
      'Billing',
    ]);
  });
});
