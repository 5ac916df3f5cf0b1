import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../src/server/testing/fakes/paypal-fake';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// PayPal from the dashboard and the public side (issue 14, ADR 033): the built server talks to a
// local fake PayPal with the real SDK; the fake delivers its events to the server's webhook.

let fake: FakePaypal;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fake = await startFakePaypal();
  server = await startServer({ PAYMENTS: 'paypal', ...fake.env });
  fake.state.webhookUrl = `${server.url}/api/webhooks/paypal`;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const accountsUrl = () => `${server.url}/dashboard/payments/accounts`;
const paypalCard = () =>
  page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'PayPal' }) });

describe('PayPal', () => {
  it('starts not connected, and the form says what the spec says before anything is sent', async () => {
    await signUpThroughUi(page, server.url, {
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya@example.com',
      password: 'coaching-2026',
    });
    await page.goto(accountsUrl());
    await paypalCard().getByText('Not connected', { exact: true }).waitFor();
    await screenshotBoth(page, 'paypal-not-connected');
    await page.getByLabel('PayPal email').fill('maya@');
    await page.getByRole('button', { name: 'Connect PayPal' }).click();
    await page.getByText('Please enter an email address').waitFor();
    await paypalCard().getByText('Required', { exact: true }).waitFor();
    expect(fake.state.referrals).toEqual([]);
    await screenshotBoth(page, 'paypal-connect-errors');
  });

  it("connects through PayPal's sign-up and the return page verifies it", async () => {
    await page.getByLabel('PayPal email').fill('maya.business@example.com');
    await page.getByLabel('This is a PayPal business account').check();
    await page.getByRole('button', { name: 'Connect PayPal' }).click();
    await page.waitForURL(/\/partner-signup\?tracking_id=/);
    await page.getByRole('button', { name: 'Agree and connect' }).click();
    await page.waitForURL(/\/dashboard\/payments\/paypal-return\?token=/);
    await page.getByRole('heading', { name: 'Your PayPal account is connected' }).waitFor();
    await page.getByText('Clients can now pay you with PayPal (maya.business@example.com).').waitFor();
    await screenshotBoth(page, 'paypal-return-verified');
    await page.getByRole('link', { name: 'Back to payment accounts' }).click();
    await paypalCard().getByText('Verified', { exact: true }).waitFor();
    await paypalCard().getByText('maya.business@example.com').waitFor();
    await screenshotBoth(page, 'paypal-verified');
  });

  it("says 'Invalid URL' on a return page without a token or with a forged one", async () => {
    await page.goto(`${server.url}/dashboard/payments/paypal-return`);
    await page
      .getByRole('heading', { name: 'Cannot verify your PayPal account connection. Invalid URL' })
      .waitFor();
    await page.goto(`${server.url}/dashboard/payments/paypal-return?token=someone.forged`);
    await page
      .getByRole('heading', { name: 'Cannot verify your PayPal account connection. Invalid URL' })
      .waitFor();
    await screenshotBoth(page, 'paypal-return-invalid');
  });

  it('shows PayPal as the wallet in use on the overview', async () => {
    await page.goto(`${server.url}/dashboard/payments`);
    await page.getByText('PayPal', { exact: true }).first().waitFor();
    await page.getByText('Accepting payments').waitFor();
    await screenshotBoth(page, 'paypal-payments-overview');
  });

  it('books and pays as a client with PayPal; the booking is confirmed', async () => {
    const post = async (path: string, data: unknown) => {
      const res = await page.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    };
    await post('/api/booking-page', { firstName: 'Maya', lastName: 'Okafor', slug: 'maya' });
    const service = await post('/api/services', {
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
    });
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const slots = (
      await (
        await page.request.get(
          `${server.url}/api/public/pages/maya/services/${service.id}/slots?from=${from}&to=${to}`,
        )
      ).json()
    ).slots as string[];
    const client = await browser.newPage({ viewport: DESKTOP });
    const booked = await client.request.post(`${server.url}/api/public/pages/maya/bookings`, {
      data: {
        serviceId: service.id,
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
      headers: { origin: server.url },
    });
    expect(booked.status()).toBe(201);
    const { checkoutUrl, token, status } = await booked.json();
    expect(status).toBe('awaiting_payment');
    expect(checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkoutnow\\?token=ORD`));

    await client.goto(checkoutUrl);
    await client.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
    await client.getByText('85.00 USD').waitFor();
    await client.getByRole('button', { name: 'Pay now' }).click();
    await client.waitForURL((url) => url.pathname === `/booking/${token}`);
    const view = await client.request.get(`${server.url}/api/public/bookings/${token}`);
    expect((await view.json()).status).toBe('confirmed');
    await screenshotBoth(client, 'paypal-paid-booking');
    await client.close();
  });

  it('disconnects after asking', async () => {
    await page.goto(accountsUrl());
    await paypalCard().getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await paypalCard().getByText('Not connected', { exact: true }).waitFor();
    await screenshotBoth(page, 'paypal-disconnected');
  });
});
