import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 18: the public support pages, the What's new widget (badge → drawer → badge clears), the
// partner dashboard from the account's Partner card, and the affiliate program's offline dashboard.

const EXPERT = { firstName: 'Ines', lastName: 'Ward', email: 'ines@example.com', password: 'coaching-2026' };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the support pages', () => {
  it('opens /faq, /help and /pricing without signing in', async () => {
    await page.goto(`${server.url}/faq`);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page.getByRole('button', { name: 'How do my clients pay me?' }).click();
    await page.getByText('Connect Stripe or PayPal under Payments.', { exact: false }).waitFor();
    await screenshotBoth(page, 'support-faq');

    await page.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help center' }).waitFor();
    await page.getByRole('heading', { name: 'Offer your first service' }).waitFor();
    await screenshotBoth(page, 'support-help');

    await page.goto(`${server.url}/pricing`);
    await page.getByRole('heading', { name: 'Pricing', exact: true }).waitFor();
    const pro = page.getByRole('region', { name: 'Pro' });
    expect(await pro.getByText('$29.00').count()).toBe(1);
    await pro.getByText('1% commission').waitFor();
    await pro.getByText('3,000 call minutes a month').waitFor();
    await page.getByRole('region', { name: 'Free' }).getByText('5% commission').waitFor();
    await screenshotBoth(page, 'support-pricing');
  });

  it('sends the contact form, with the schema’s messages first', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.getByLabel('Your name').fill('Maya Field');
    await page.getByLabel('Email').fill('maya@example');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Please tell us a little more (at least 10 characters)').waitFor();
    await screenshotBoth(page, 'support-contact-errors');
    await page.getByLabel('Email').fill('maya@example.com');
    await page.getByLabel('Message').fill('How do payouts work with PayPal?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thanks! Your message is on its way. We answer within one business day.').waitFor();
    await screenshotBoth(page, 'support-contact-sent');
    const mail = await (await fetch(`${server.url}/api/dev/mailbox`)).json();
    const subjects = JSON.stringify(mail);
    expect(subjects).toContain('Contact form: A question about Slotwise (Maya Field)');
    expect(subjects).toContain('We received your message');
  });
});

describe("What's new", () => {
  it('shows the unread count, opens the drawer, and the badge clears', async () => {
    await signUpThroughUi(page, server.url, EXPERT);
    const unread = page.getByRole('button', { name: /What's new, \d+ unread/ });
    await unread.waitFor();
    const label = await unread.getAttribute('aria-label');
    expect(Number(/(\d+) unread/.exec(label ?? '')?.[1])).toBeGreaterThanOrEqual(3);
    await unread.click();
    const drawer = page.getByRole('dialog', { name: "What's new" });
    await drawer.getByRole('heading', { name: 'Video calls on Slotwise' }).waitFor();
    await screenshotBoth(page, 'whats-new-drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: "What's new", exact: true }).waitFor();
    // Read state lives on the server: still cleared after a reload.
    await page.reload();
    await page.getByRole('button', { name: "What's new", exact: true }).waitFor();
  });
});

describe('the partner dashboard and the affiliate program', () => {
  it("links the partner from the account card and lists the partner's experts", async () => {
    await server.sql(
      `with p as (insert into partners (id, name) values ('guild', 'Coaching Guild') returning id),
        a as (insert into partner_admins (partner_id, user_id) select 'guild', id from users where email = $1 returning 1),
        e as (insert into partner_experts (partner_id, user_id) select 'guild', id from users where email = $1 returning 1)
      update users set rewardful_affiliate_id = 'aff-ines' where email = $1`,
      [EXPERT.email],
    );
    await page.goto(`${server.url}/dashboard/account`);
    await page.getByRole('link', { name: 'Coaching Guild' }).click();
    await page.waitForURL(`${server.url}/dashboard-partner/guild`);
    await page.getByRole('heading', { name: 'Coaching Guild' }).waitFor();
    const row = page.getByRole('row', { name: /Ines Ward/ });
    await row.getByText('ines@example.com').waitFor();
    await row.getByText('Free').waitFor();
    await screenshotBoth(page, 'partner-dashboard');
    await page.goto(`${server.url}/dashboard-partner/someone-else`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('opens the affiliate dashboard in a new tab', async () => {
    await page.goto(`${server.url}/dashboard/account`);
    await page.getByRole('heading', { name: 'Affiliate program' }).waitFor();
    await screenshotBoth(page, 'account-partner-affiliate-cards');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open dashboard' }).click(),
    ]);
    await tab.waitForURL(/\/affiliate\/offline\?token=/);
    expect(await tab.getByTestId('affiliate-id').textContent()).toBe('aff-ines');
    await tab.close();
  });
});
