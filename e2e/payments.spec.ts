import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { checkLoadingAndError } from './support/flows';
import {
  closePublicBookingSession,
  openPublicBookingSession,
  type PublicBookingSession,
  post,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';

// spec (doc 2, §2 Payments, §5, §8): the Payments area, its overview and the currency change.

let s: PublicBookingSession;
const expertPage = () => s.expertPage;
const url = (path: string) => `${s.server.url}${path}`;

beforeAll(async () => {
  s = await openPublicBookingSession();
  await setUpExpertWithService(s);
  await post(s, '/api/series', {
    title: 'Leadership circle',
    description: 'An hour with peers.',
    duration: 60,
    price: 25,
    groupSizeMax: 8,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  });
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

const priceField = (title: string) => expertPage().getByLabel(title, { exact: true });

async function chooseCurrency(label: string) {
  const page = expertPage();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('payments', () => {
  it('opens Payments from the top navigation: not connected, the currency and the plan', async () => {
    const page = expertPage();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL(url('/dashboard/payments'));
    await page.getByRole('heading', { name: 'Payment status' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' });
    expect(await nav.getAttribute('aria-current')).toBe('page');
    await page.getByText('Not connected', { exact: true }).waitFor();
    await page.getByText('No payment provider is connected, so clients cannot pay you online yet.').waitFor();
    expect(await page.getByText('Accepting payments').count()).toBe(0);
    await page.getByText('Your booking page sells in US Dollar (USD).').waitFor();
    await page.getByText('You are on the Free plan.').waitFor();
    expect(await page.getByRole('link', { name: 'Manage plan' }).getAttribute('href')).toBe(
      '/dashboard/account/billing',
    );
    expect(await page.getByRole('link', { name: 'Change currency' }).getAttribute('href')).toBe(
      '/dashboard/payments/currency',
    );
    await screenshotBoth(page, 'payments-overview');
  });

  it('shows the status and the gateway on the Payments tab', async () => {
    const page = expertPage();
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.waitForURL(url('/dashboard/payments/processing'));
    expect(await page.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Payment gateway' }).waitFor();
    // ADR 034: never chosen; this installation's sandbox takes the booking page's payments.
    const gatewayRow = page.getByRole('row', { name: /^Gateway/ });
    expect(await gatewayRow.getByRole('cell').textContent()).toBe('Not chosen');
    await page.getByText('Chosen: Not chosen').waitFor();
    expect(await page.getByRole('radio', { name: 'None' }).isChecked()).toBe(false);
    await screenshotBoth(page, 'payments-processing');
    await page.getByRole('link', { name: 'Back to payments' }).click();
    await page.waitForURL(url('/dashboard/payments'));
  });

  it('redirects /dashboard/payments/subscription to the billing subscription screen', async () => {
    const page = expertPage();
    await page.goto(url('/dashboard/payments/subscription'));
    await page.waitForURL(url('/dashboard/account/billing/subscription'));
    await page.goto(url('/dashboard/payments'));
    await page.getByRole('heading', { name: 'Payment status' }).waitFor();
  });

  it('says it failed to load the currency settings, and loads them on retry', async () => {
    const page = expertPage();
    await page.getByRole('link', { name: 'Change currency' }).click();
    await page.waitForURL(url('/dashboard/payments/currency'));
    await checkLoadingAndError(page, {
      request: '**/api/payments/currency',
      loading: 'Loading currency settings',
      error: 'Failed to load currency settings',
      screenshot: 'currency-change',
      recovered: () => priceField('Career strategy session').waitFor(),
    });
  });

  it('lists only what has a price and checks each new price with the spec messages', async () => {
    const page = expertPage();
    expect(await page.getByText('Intro call').count()).toBe(0);
    await page.getByText('Service · now $120.00').waitFor();
    await page.getByText('Series · now $25.00').waitFor();
    await chooseCurrency('EUR · Euro');
    await page.getByText('New prices in EUR').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2);
    await priceField('Career strategy session').fill('5000.01');
    await priceField('Leadership circle').fill('0.3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("That's too much! Our sessions price is limited to €5,000.00.").waitFor();
    await page.getByText('Must be at least €0.50.').waitFor();
    await screenshotBoth(page, 'currency-change-errors');
  });

  it('changes USD to EUR with new prices: the overview, the services list and the booking page follow', async () => {
    const page = expertPage();
    await priceField('Career strategy session').fill('110');
    await priceField('Leadership circle').fill('22.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(url('/dashboard/payments'));
    await page.getByText('Your booking page now sells in EUR').waitFor();
    await page.getByText('Your booking page sells in Euro (EUR).').waitFor();

    await page.goto(url('/dashboard/scheduling/services'));
    await page.getByText('€110.00', { exact: true }).waitFor();
    await page.getByText('Free', { exact: true }).waitFor();
    await screenshotBoth(page, 'services-in-eur');

    await s.page.goto(url(`/${SLUG}`));
    const sessions = s.page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('1 hour · €110').waitFor();
    await s.page.getByRole('region', { name: 'Series' }).getByText('1 hour · €22.50').waitFor();
  });

  it('says the currency cannot change now when the API answers a conflict', async () => {
    const page = expertPage();
    await page.goto(url('/dashboard/payments/currency'));
    await page.getByText('Service · now €110.00').waitFor();
    const message = 'Cannot change the currency at this time. Please try again later';
    await page.route('**/api/payments/currency', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { error: { code: 'conflict', message } } })
        : route.continue(),
    );
    await priceField('Career strategy session').fill('115');
    await priceField('Leadership circle').fill('24');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(message).waitFor();
    await screenshotBoth(page, 'currency-change-conflict');
    await page.unroute('**/api/payments/currency');
  });

  it('changes EUR to JPY in whole yen, refusing less than the minimum', async () => {
    const page = expertPage();
    await page.goto(url('/dashboard/payments/currency'));
    await page.getByText('Service · now €110.00').waitFor();
    await chooseCurrency('JPY · Japanese Yen');
    await priceField('Career strategy session').fill('18000');
    await priceField('Leadership circle').fill('49');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be at least ¥50.').waitFor();
    await screenshotBoth(page, 'currency-change-jpy');
    await priceField('Leadership circle').fill('3500');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(url('/dashboard/payments'));
    await page.getByText('Your booking page sells in Japanese Yen (JPY).').waitFor();
    await screenshotBoth(page, 'payments-overview-jpy');

    await s.page.goto(url(`/${SLUG}`));
    await s.page.getByRole('region', { name: 'Sessions' }).getByText('1 hour · ¥18,000').waitFor();
    await s.page.getByRole('region', { name: 'Series' }).getByText('1 hour · ¥3,500').waitFor();
  });
});
