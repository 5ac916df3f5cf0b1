import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../src/server/testing/fakes/stripe-fake';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Stripe Connect from the dashboard (issue 14): the built server talks to a local fake Stripe
// with the real SDK; the test delivers Stripe's signed webhooks to it.

const SECRET = 'whsec_e2e_payment_accounts';
let fake: FakeStripe;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startServer({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_CONNECT_CLIENT_ID: 'ca_e2e',
    STRIPE_API_BASE: fake.url,
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const accountsUrl = () => `${server.url}/dashboard/payments/accounts`;
const badge = (text: string) => page.getByText(text, { exact: true });

describe('payment accounts', () => {
  it('starts not connected, with Connect Stripe and the link for an existing account', async () => {
    await signUpThroughUi(page, server.url, {
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya@example.com',
      password: 'coaching-2026',
    });
    await page.goto(accountsUrl());
    await badge('Not connected').waitFor();
    await page.getByRole('button', { name: 'Connect Stripe' }).waitFor();
    await page.getByRole('button', { name: 'I already have a Stripe account' }).waitFor();
    await screenshotBoth(page, 'payment-accounts-not-connected');
  });

  it('goes through Stripe onboarding and comes back with action needed', async () => {
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await page.waitForURL(/\/connect\/onboarding\/acct_/);
    expect(fake.accounts.size).toBe(1);
    await page.getByRole('link', { name: 'Return to Slotwise' }).click();
    await page.waitForURL(`${accountsUrl()}?stripe=return`);
    await badge('Action needed').waitFor();
    await page.getByText('Stripe needs a few more details before you can accept payments.').waitFor();
    await page.getByText('A bank account for your payouts').waitFor();
    await page.getByText("Accepting Stripe's terms of service").waitFor();
    await page.getByRole('button', { name: 'Continue Stripe setup' }).waitFor();
    await screenshotBoth(page, 'payment-accounts-action-needed');
  });

  it("shows 'Accepting payments' once Stripe's signed account.updated arrives", async () => {
    const [accountId] = [...fake.accounts.keys()];
    const event = fake.updateAccount(accountId!, { chargesEnabled: true }, Math.floor(Date.now() / 1000));
    const delivery = fake.signed(
      event,
      `${server.url}/api/webhooks/stripe`,
      SECRET,
      Math.floor(Date.now() / 1000),
    );
    const res = await fetch(delivery);
    expect(res.status).toBe(200);
    const forged = await fetch(
      fake.signed(event, `${server.url}/api/webhooks/stripe`, 'whsec_forged', Math.floor(Date.now() / 1000)),
    );
    expect(forged.status).toBe(400);
    await page.reload();
    await badge('Accepting payments').waitFor();
    await page.getByText('Payouts: daily, after a hold of 2 to 14 business days.').waitFor();
    await screenshotBoth(page, 'payment-accounts-connected');
  });

  it('reads the balance: available and pending per currency, transactions and payments', async () => {
    const [accountId] = [...fake.accounts.keys()];
    fake.addCharge(accountId!, 12000, 'usd', 'Five coaching calls with Maya Okafor', 600);
    fake.addCharge(accountId!, 8000, 'usd', 'Strategy call with Maya Okafor', 400);
    await page.getByRole('link', { name: 'View transactions' }).click();
    await page.waitForURL(`${server.url}/dashboard/payments/accounts/stripe/balance`);
    await page.getByRole('heading', { name: 'Stripe balance' }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Five coaching calls with Maya Okafor' }).first().waitFor();
    expect(await page.getByRole('row').count()).toBe(1 + 2 + 1 + 2);
    await screenshotBoth(page, 'stripe-balance');
  });

  it('opens the Express dashboard through a login link made by the server', async () => {
    await page.getByRole('link', { name: '← Payment accounts' }).click();
    await page.getByRole('button', { name: 'Open Stripe dashboard' }).click();
    await page.waitForURL(/\/express\/login\/acct_/);
    await page.getByRole('heading', { name: /Express dashboard of acct_/ }).waitFor();
  });

  it("books and pays as a client in Stripe's checkout; the signed webhook confirms the booking", async () => {
    fake.setWebhookEndpoint(`${server.url}/api/webhooks/stripe`, SECRET);
    await page.goto(accountsUrl());
    const pageRes = await page.request.post(`${server.url}/api/booking-page`, {
      data: { firstName: 'Maya', lastName: 'Okafor', slug: 'maya' },
    });
    expect(pageRes.status()).toBe(201);
    const service = await page.request.post(`${server.url}/api/services`, {
      data: {
        title: 'Strategy session',
        description: null,
        duration: 60,
        price: 85,
        availabilityId: 'availability',
        customSchedulingRules: null,
        locationType: null,
        locationId: null,
        hidden: false,
        collectPhoneNumber: false,
      },
    });
    expect(service.status()).toBe(201);
    const serviceId = (await service.json()).id;
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const slots = (
      await (
        await page.request.get(
          `${server.url}/api/public/pages/maya/services/${serviceId}/slots?from=${from}&to=${to}`,
        )
      ).json()
    ).slots as string[];
    const booked = await page.request.post(`${server.url}/api/public/pages/maya/bookings`, {
      data: {
        serviceId,
        start: slots[0],
        client: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          phone: null,
          message: null,
          timeZone: 'Europe/Paris',
        },
      },
    });
    expect(booked.status()).toBe(201);
    const { checkoutUrl, token, status } = await booked.json();
    expect(status).toBe('awaiting_payment');
    expect(checkoutUrl).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_`));
    const session = fake.sessions.get(checkoutUrl.split('/').at(-1))!;
    // The free plan's 5% commission on $85.00, on the expert's connected account.
    expect(session).toMatchObject({ account: [...fake.accounts.keys()][0], applicationFeeAmount: 425 });

    await page.goto(checkoutUrl);
    await page.getByRole('heading', { name: 'Strategy session with Maya Okafor' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${token}`);
    const view = await page.request.get(`${server.url}/api/public/bookings/${token}`);
    expect((await view.json()).status).toBe('confirmed');
    await screenshotBoth(page, 'stripe-paid-booking');
  });
});
