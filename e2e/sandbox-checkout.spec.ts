import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

let session: BrowserSession;
let server: RunningServer;
let page: Page;
let serviceId: string;
let slots: string[];

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.com',
  password: 'coaching-2026',
};

/** Books the next free slot through the public API as a client and answers the checkout path. */
async function holdPaidSlot(email: string): Promise<{ path: string; token: string }> {
  const res = await page.request.post(`${server.url}/api/public/pages/noor/bookings`, {
    data: {
      serviceId,
      start: slots.shift(),
      client: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        phone: null,
        message: null,
        timeZone: 'Europe/Paris',
      },
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body.status).toBe('awaiting_payment');
  return { path: new URL(body.checkoutUrl).pathname, token: body.token };
}

describe('sandbox checkout', () => {
  it('sets up a paid service', async () => {
    await signUpThroughUi(page, server.url, expert);
    const pageRes = await page.request.post(`${server.url}/api/booking-page`, {
      data: { firstName: 'Noor', lastName: 'Haddad', slug: 'noor' },
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
    serviceId = (await service.json()).id;
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const res = await page.request.get(
      `${server.url}/api/public/pages/noor/services/${serviceId}/slots?from=${from}&to=${to}`,
    );
    slots = (await res.json()).slots;
    expect(slots.length).toBeGreaterThan(2);
  });

  it('shows TEST MODE, the amount and the test cards; a declined card says so and frees the time', async () => {
    const { path, token } = await holdPaidSlot('declined@example.com');
    await page.goto(`${server.url}${path}`);
    await page.getByText('TEST MODE').waitFor();
    expect(await page.getByRole('heading').textContent()).toBe('Strategy session with Noor Haddad');
    expect(await page.locator('.amount').textContent()).toBe('$85.00');
    await screenshotBoth(page, 'sandbox-checkout');

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $85.00' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Your card was declined. Your time has been released.',
    );
    await page.getByRole('link', { name: 'Choose another time' }).waitFor();
    await screenshotBoth(page, 'sandbox-checkout-declined');
    const view = await page.request.get(`${server.url}/api/public/bookings/${token}`);
    expect((await view.json()).status).toBe('expired');
  });

  it('a good card confirms the booking and returns to the booking page', async () => {
    const { path, token } = await holdPaidSlot('paid@example.com');
    await page.goto(`${server.url}${path}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $85.00' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${token}`);
    const view = await page.request.get(`${server.url}/api/public/bookings/${token}`);
    expect((await view.json()).status).toBe('confirmed');
  });
});
