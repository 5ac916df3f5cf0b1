import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  firstFreeTimes,
  openPublicBookingSession,
  type PublicBookingSession,
  post,
  postWorkshop,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// Issue 14: a client applies a discount code on the booking page, sees the price, the amount off
// and the total before paying, and pays the discounted price in the sandbox. The codes are
// written to the database (their dashboard is another slice).

let s: PublicBookingSession;
let server: RunningServer;
let page: Page;
let serviceId: string;
let workshopId: string;
let packageId: string;

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, page } = s);
  serviceId = await setUpExpertWithService(s);
  // Five days from the test's now (ADR 029: any pinned instant), at 17:00 UTC.
  const day = new Date(Date.now() + 5 * 86_400_000);
  workshopId = await postWorkshop(
    s,
    new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 17)).toISOString(),
  );
  const created = await post(s, '/api/packages', {
    title: 'Three strategy sessions',
    description: null,
    personalSessions: [{ serviceId, count: 3 }],
    groupSessionIds: [],
    series: [],
    price: 300,
    paymentPlanMonths: null,
    expiryDays: null,
    hidden: false,
    confirmedEmpty: false,
  });
  packageId = created.id;
  const insert = (id: string, code: string, percentOff: number, extra = '') =>
    server.sql(
      `insert into discount_codes (id, page_id, code, value_type, percent_off${extra ? ', max_redemptions, times_redeemed' : ''})
       select $1, id, $2, 'percentage', $3${extra} from booking_pages where slug = $4`,
      [id, code, percentOff, SLUG],
    );
  // Codes apply only while the expert's plan has discount codes (issue 20).
  await server.sql(
    `update users set pricing_plan_id = 'starter' where id = (select user_id from booking_pages where slug = $1)`,
    [SLUG],
  );
  await insert('dc_welcome', 'WELCOME20', 20);
  await insert('dc_spent', 'SPENT', 50, ', 1, 1');
  await insert('dc_friends', 'FRIENDS', 100);
});
afterAll(async () => {
  await closePublicBookingSession(s);
});

describe('a discount code on the booking page', () => {
  it('shows inline why a code cannot be used', async () => {
    await page.goto(`${server.url}/${SLUG}/${serviceId}`);
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await firstFreeTimes(page);
    await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Phone').fill('+1 415 555 0100');

    const code = page.getByLabel('Discount code');
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await code.fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText("This code isn't valid. Please check it and try again.").waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await code.fill('spent');
    await code.press('Enter');
    await page.getByText('This code has already been used up.').waitFor();
    await screenshotBoth(page, 'public-discount-error');
  });

  it('applies a code: the price, the amount off and the total before paying', async () => {
    const code = page.getByLabel('Discount code');
    await code.fill('welcome20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const summary = page.getByRole('definition').first();
    await summary.waitFor();
    await page.getByText('WELCOME20 applied').waitFor();
    const rows = await page.locator('.price-summary div').allTextContents();
    expect(rows).toEqual(['Price$120', 'Discount (WELCOME20)−$24', 'Total to pay$96']);
    await screenshotBoth(page, 'public-discount-applied');
  });

  it('pays the discounted price in the sandbox and the booking is confirmed', async () => {
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('TEST MODE').waitFor();
    expect(await page.locator('.amount').textContent()).toBe('$96.00');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $96.00' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/booking/'));
    const token = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const view = await (await page.request.get(`${server.url}/api/public/bookings/${token}`)).json();
    expect(view.status).toBe('confirmed');
    await screenshotBoth(page, 'public-discount-confirmed');
  });

  it('a code can be removed before paying', async () => {
    await page.goto(`${server.url}/${SLUG}/${serviceId}`);
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await firstFreeTimes(page);
    await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
    await page.getByLabel('Discount code').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME20 applied').waitFor();
    await page.getByRole('button', { name: 'Remove the code WELCOME20' }).click();
    expect(await page.getByLabel('Discount code').inputValue()).toBe('');
    expect(await page.locator('.price-summary').count()).toBe(0);
  });
});

describe('a discount code on the other paid forms', () => {
  it('prices a seat in a group session', async () => {
    await page.goto(`${server.url}/sessions/${workshopId}`);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('Discount code').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME20 applied').waitFor();
    const rows = await page.locator('.price-summary div').allTextContents();
    expect(rows).toEqual(['Price$35', 'Discount (WELCOME20)−$7', 'Total to pay$28']);
    await screenshotBoth(page, 'public-discount-seat');
  });

  it('a 100% code gets a package without a payment', async () => {
    await page.goto(`${server.url}/packages/${packageId}`);
    await page.getByRole('heading', { name: 'Buy this package' }).waitFor();
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Discount code').fill('friends');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('FRIENDS applied').waitFor();
    const rows = await page.locator('.price-summary div').allTextContents();
    expect(rows).toEqual(['Price$300', 'Discount (FRIENDS)−$300', 'Total to pay$0']);
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
    await screenshotBoth(page, 'public-discount-package-free');
    await page.getByRole('button', { name: 'Get this package' }).click();
    await page.waitForURL((url) => url.pathname === '/packages/use');
    await page.getByText('Three strategy sessions').first().waitFor();
  });
});
