import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  firstFreeTimes,
  openPublicBookingSession,
  type PublicBookingSession,
  post,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';

// Issue 14, ADR 034: the expert chooses the payment gateway on /dashboard/payments/processing.
// With None, the public booking page keeps the paid service with its price but says plainly that
// it can't be booked, while the free one still books; choosing a gateway again reopens it. This
// installation is a sandbox, which stands in for Stripe and PayPal.

const NOTICE =
  "Online payment isn't available for this page right now, so paid sessions can't be booked. Free sessions can still be booked.";

let s: PublicBookingSession;
let expertPage: Page;
let page: Page;
let paidServiceId: string;
const url = (path: string) => `${s.server.url}${path}`;

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ expertPage, page } = s);
  paidServiceId = await setUpExpertWithService(s);
  await post(s, '/api/services', {
    title: 'Intro call',
    description: null,
    duration: 30,
    price: 0,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  });
}, 180_000);
afterAll(() => closePublicBookingSession(s));

async function saveGateway(label: 'Stripe' | 'PayPal' | 'None') {
  await expertPage.getByRole('radio', { name: label }).check();
  await expertPage.getByRole('button', { name: 'Save' }).click();
  await expertPage.getByText('Payment gateway saved').waitFor();
  await expertPage.getByText(`Chosen: ${label}`).waitFor();
}

describe('choosing the payment gateway', () => {
  it('offers Stripe, PayPal and None, none of them chosen yet', async () => {
    await expertPage.goto(url('/dashboard/payments/processing'));
    await expertPage.getByRole('heading', { name: 'Payment gateway' }).waitFor();
    await expertPage.getByText('Chosen: Not chosen').waitFor();
    for (const name of ['Stripe', 'PayPal', 'None']) {
      const radio = expertPage.getByRole('radio', { name });
      expect(await radio.isChecked()).toBe(false);
      // A sandbox installation stands in for both providers, so neither is disabled.
      expect(await radio.isDisabled()).toBe(false);
    }
    await expertPage.getByText('No Stripe account is connected.', { exact: false }).waitFor();
    expect(
      await expertPage.getByRole('link', { name: 'Connect Stripe in Payment accounts' }).getAttribute('href'),
    ).toBe('/dashboard/payments/accounts');
    // Saving without a choice shows the schema's message.
    await expertPage.getByRole('button', { name: 'Save' }).click();
    await expertPage.getByText('Please choose a payment gateway').waitFor();
  });

  it("shows the server's refusal when it answers a conflict", async () => {
    const message = 'Connect a Stripe account in Payment accounts before choosing Stripe.';
    await expertPage.route('**/api/payments/gateway', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { error: { code: 'conflict', message } } })
        : route.continue(),
    );
    await expertPage.getByRole('radio', { name: 'Stripe' }).check();
    await expertPage.getByRole('button', { name: 'Save' }).click();
    await expertPage.getByRole('alert').getByText(message).waitFor();
    await screenshotBoth(expertPage, 'payment-gateway-conflict');
    await expertPage.unroute('**/api/payments/gateway');
  });

  it('saves None, and says what it means for the booking page', async () => {
    await saveGateway('None');
    await expertPage
      .getByText(
        "None: paid sessions can't be booked on your booking page. Free sessions can still be booked.",
      )
      .first()
      .waitFor();
    await screenshotBoth(expertPage, 'payment-gateway-none');
    await expertPage.goto(url('/dashboard/payments'));
    const gatewayRow = expertPage.getByRole('row', { name: /^Gateway/ });
    expect(await gatewayRow.getByRole('cell').textContent()).toBe('None');
    await expertPage
      .getByRole('row', { name: /^Booking page/ })
      .getByText("None: paid sessions can't be booked", { exact: false })
      .waitFor();
    await screenshotBoth(expertPage, 'payments-overview-gateway-none');
  });
});

describe('the booking page with the gateway None', () => {
  it('says so at the top and keeps the paid service with its price, not bookable', async () => {
    await page.goto(url(`/${SLUG}`));
    await page.getByRole('status').getByText(NOTICE).waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    const paid = sessions.getByRole('link', { name: /Career strategy session/ });
    expect(await paid.textContent()).toContain('$120');
    expect(await paid.textContent()).toContain("Can't be booked online right now");
    expect(await paid.textContent()).toContain('View');
    const free = sessions.getByRole('link', { name: /Intro call/ });
    expect(await free.textContent()).not.toContain("Can't be booked");
    expect(await free.textContent()).toContain('Book');
    await screenshotBoth(page, 'public-page-payments-off');
  });

  it("shows the paid service's page without a calendar, only the sentence", async () => {
    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('link', { name: /Career strategy/ })
      .click();
    await page.getByRole('heading', { name: "Can't be booked online right now" }).waitFor();
    await page.getByText(NOTICE).waitFor();
    expect(await page.getByRole('heading', { name: 'Choose a time' }).count()).toBe(0);
    await screenshotBoth(page, 'public-service-payments-off');
    // The server refuses a paid booking anyway, at a time that is free.
    const from = new Date(Date.now()).toISOString();
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const slots = await page.request.get(
      url(`/api/public/pages/${SLUG}/services/${paidServiceId}/slots?from=${from}&to=${to}`),
    );
    const start = ((await slots.json()) as { slots: string[] }).slots[0];
    expect(start).toBeTruthy();
    const res = await page.request.post(url(`/api/public/pages/${SLUG}/bookings`), {
      data: {
        serviceId: paidServiceId,
        start,
        client: {
          firstName: 'Jordan',
          lastName: 'Lee',
          email: 'jordan@example.com',
          phone: '+1 415 555 0100',
          message: null,
          timeZone: 'America/Los_Angeles',
        },
      },
      headers: { origin: s.server.url },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payments_unavailable');
  });

  it('still books the free service', async () => {
    await page.goto(url(`/${SLUG}`));
    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('link', { name: /Intro call/ })
      .click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await firstFreeTimes(page);
    await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/booking\/[^/]+$/);
    await page.getByText('You are booked').waitFor();
  });
});

describe('choosing a gateway again', () => {
  it('reopens paid bookings on the booking page', async () => {
    await expertPage.goto(url('/dashboard/payments/processing'));
    await expertPage.getByText('Chosen: None').waitFor();
    await saveGateway('Stripe');
    await page.goto(url(`/${SLUG}`));
    const paid = page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('link', { name: /Career strategy/ });
    await paid.waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect(await paid.textContent()).toContain('Book');
    await paid.click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
  });
});
