import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_FAILED } from '../src/domain/billing/messages';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 20 end to end on the offline billing adapter (a local install): an expert subscribes to
// Starter with a test card and the gated features unlock at once, upgrades to yearly after a
// prorated preview, cancels at period end and reactivates; another expert's card is declined,
// the failed-charge message and the update-card steps follow, and a card that asks the bank
// goes through the confirming step.

const LENA = { firstName: 'Lena', lastName: 'Ortiz', email: 'lena@example.com', password: 'coaching-2026' };
const NIA = { firstName: 'Nia', lastName: 'Brooks', email: 'nia@example.com', password: 'coaching-2026' };
const OMAR = { firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com', password: 'coaching-2026' };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, LENA);
  await api('POST', '/api/booking-page', { firstName: 'Lena', lastName: 'Ortiz', slug: 'lena-ortiz' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function payWith(target: Page, number: string, button: RegExp) {
  await target.getByLabel('Card number').fill(number);
  await target.getByLabel('Expiry').fill('12/34');
  await target.getByLabel('CVC').fill('123');
  await target.getByRole('button', { name: button }).click();
}

describe('billing on a local install', () => {
  it('shows the Free plan in the Billing tab, and branding is locked', async () => {
    await page.goto(`${server.url}/dashboard/booking/branding`);
    await page.getByText('Upgrade to Starter to use Custom branding', { exact: false }).waitFor();
    await page.goto(`${server.url}/dashboard/account`);
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/billing`);
    await page.getByRole('heading', { name: 'Free' }).waitFor();
    await page.getByText('5% of each sale').waitFor();
    await page.getByText('300 per month').waitFor();
    await page.getByText('You have no subscription. You pay only the commission on your sales.').waitFor();
    await screenshotBoth(page, 'billing-free');
  });

  it('subscribes to Starter monthly with a test card; branding and discount codes unlock at once', async () => {
    await page.getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/billing/subscription`);
    await page.getByText('$12.00 / month').waitFor();
    await page.getByText('Yearly (2 months free)').click();
    await page.getByText('$120.00 / year').waitFor();
    await page.getByText('Monthly', { exact: true }).click();
    await screenshotBoth(page, 'billing-choose-plan');
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await payWith(page, '4242 4242 4242 4242', /Pay \$12\.00/);
    await page.getByText('You are on Starter').waitFor();
    await screenshotBoth(page, 'billing-subscribed');

    await page.goto(`${server.url}/dashboard/booking/branding`);
    await page.getByRole('heading', { name: 'Colours' }).waitFor();
    expect(await page.getByText('Upgrade to Starter to use Custom branding', { exact: false }).count()).toBe(
      0,
    );
    await page.goto(`${server.url}/dashboard/payments/discounts/create`);
    await page.getByLabel('Code').first().waitFor();
    expect(await page.getByText('Upgrade to Starter to use Discount codes', { exact: false }).count()).toBe(
      0,
    );
  });

  it('shows the plan, the status, the next invoice, the card and the invoice with its PDF', async () => {
    await page.goto(`${server.url}/dashboard/account/billing`);
    await page.getByRole('heading', { name: 'Starter' }).waitFor();
    await page.getByText('$12.00 / month').waitFor();
    await page.getByText('2% of each sale').waitFor();
    await page.getByText('1,000 per month').waitFor();
    await page.getByText('Custom branding').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/Next invoice on .*: \$12\.00/).waitFor();
    await page.getByText('Card on file: Visa •••• 4242, expires 12/2034').waitFor();
    const pdf = page.getByRole('link', { name: /PDF of invoice OFF-/ });
    const href = await pdf.getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await screenshotBoth(page, 'billing-overview');
  });

  it('upgrades to yearly after a preview of the amount due today', async () => {
    await page.getByRole('link', { name: 'Switch to yearly' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/billing/subscription/upgrade`);
    await page.getByText('Amount due today: $108.00').waitFor();
    await screenshotBoth(page, 'billing-upgrade-preview');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You are on Starter yearly').waitFor();
    await screenshotBoth(page, 'billing-upgrade-success');
    await page.getByRole('link', { name: 'Go to billing' }).click();
    await page.getByText('$120.00 / year').waitFor();
    await page.getByRole('link', { name: 'Switch to monthly' }).waitFor();
  });

  it('cancels at period end, keeping the plan until then, and reactivates', async () => {
    await page.getByRole('link', { name: 'Cancel subscription' }).click();
    await page.getByText(/Your Starter plan stays until/).waitFor();
    await screenshotBoth(page, 'billing-cancel');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByText('Your subscription is cancelled').waitFor();
    await page.getByRole('link', { name: 'Go to billing' }).click();
    await page.getByText(/Cancelled: your plan ends on/).waitFor();
    expect(await page.getByRole('heading', { name: 'Starter' }).count()).toBe(1);
    await screenshotBoth(page, 'billing-cancelled-overview');
    await page.getByRole('link', { name: 'Reactivate' }).click();
    await page.waitForURL(`${server.url}/dashboard/account/billing/subscription/reactivate`);
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Your subscription is active again').waitFor();
    await screenshotBoth(page, 'billing-reactivated');
    await page.getByRole('link', { name: 'Go to billing' }).click();
    await page.getByRole('link', { name: 'Cancel subscription' }).waitFor();
    expect(await page.getByText(/Cancelled: your plan ends on/).count()).toBe(0);
  });

  it('a declined card shows the failed-charge message and the update-card steps; a card that asks the bank is confirmed', async () => {
    const omar = await browser.newPage({ viewport: DESKTOP });
    await signUpThroughUi(omar, server.url, OMAR);
    await omar.goto(`${server.url}/dashboard/payments/subscription`);
    await omar.waitForURL(`${server.url}/dashboard/account/billing/subscription`);
    await omar.getByRole('button', { name: 'Choose Pro' }).click();
    await payWith(omar, '4000 0000 0000 0002', /Pay \$29\.00/);
    await omar.getByRole('alert').filter({ hasText: ACTIVATION_FAILED }).waitFor();
    await screenshotBoth(omar, 'billing-declined');

    await omar.goto(`${server.url}/dashboard/account/billing`);
    await omar.getByText(ACTIVATION_FAILED).waitFor();
    await omar.getByText('Incomplete', { exact: true }).waitFor();
    await omar.getByRole('link', { name: 'Update payment method' }).click();
    await omar.waitForURL(`${server.url}/dashboard/account/billing/subscription/update`);
    for (const step of [
      'Initializing',
      'Retrieving your subscription',
      'Creating the payment method',
      'Updating your subscription',
      'Confirming with your bank',
      'Activating',
      'Updated',
    ]) {
      await omar.getByText(step, { exact: true }).waitFor();
    }
    await payWith(omar, '4000 0025 0000 3155', /Save card and pay/);
    await omar.getByText('Your bank asks you to confirm this payment').waitFor();
    await screenshotBoth(omar, 'billing-confirming');
    await omar.getByRole('button', { name: 'Confirm payment' }).click();
    await omar.getByText('Your payment method is updated').waitFor();
    await screenshotBoth(omar, 'billing-card-updated');
    await omar.goto(`${server.url}/dashboard/account/billing`);
    await omar.getByRole('heading', { name: 'Pro' }).waitFor();
    await omar.getByText('Active', { exact: true }).waitFor();
    await omar.close();
  });

  it('redeems a lifetime code (case does not matter): a lifetime plan, no subscription screens, the Your plan card', async () => {
    const code = 'NIAXX-LIFE2-CODE0-12345';
    await server.sql('insert into lifetime_codes (id, code_hash, plan_id) values ($1, $2, $3)', [
      'lc_e2e_nia',
      createHash('sha256').update(code.toLowerCase()).digest('hex'),
      'lifetime_tier2',
    ]);
    const nia = await browser.newPage({ viewport: DESKTOP });
    await signUpThroughUi(nia, server.url, NIA);
    await nia.goto(`${server.url}/dashboard/account/billing`);
    await nia.getByRole('textbox', { name: 'Lifetime code' }).fill(code.toLowerCase());
    await nia.getByRole('button', { name: 'Redeem' }).click();
    await nia.getByRole('heading', { name: 'Lifetime Tier 2' }).waitFor();
    await nia.getByText('Paid once').waitFor();
    expect(await nia.getByRole('link', { name: 'Choose a plan' }).count()).toBe(0);
    expect(await nia.getByRole('heading', { name: 'Subscription' }).count()).toBe(0);
    await screenshotBoth(nia, 'billing-lifetime');
    await nia.goto(`${server.url}/dashboard/home/sessions`);
    await nia.getByRole('heading', { name: 'Your plan' }).waitFor();
    await nia.getByRole('link', { name: 'View plan and billing' }).click();
    await nia.waitForURL(`${server.url}/dashboard/account/billing`);
    await nia.getByRole('heading', { name: 'Lifetime Tier 2' }).waitFor();
    await nia.close();
  });
});
