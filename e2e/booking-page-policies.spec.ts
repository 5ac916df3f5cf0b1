import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICIES_MESSAGES } from '../src/domain/booking-page/policies-input';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { firstFreeTimes } from './support/public-booking';
import { type RunningServer, startServer } from './support/server';

// Issue 19, the Policies tab end to end: the expert writes terms and a privacy policy in the
// rich-text editor; the booking page's footer links to them; a `<script>` typed into one is shown
// as text and never runs; the checkout asks the client to tick that they accept them, and the
// booking goes through with the version they accepted. Slotwise's own /privacy-policy is a page.

const EXPERT = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.com',
  password: 'coaching-2026',
};
const SLUG = 'noor-haddad';
const SCRIPT = '<script>window.pwned = true</script>';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let serviceId: string;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Noor', lastName: 'Haddad', slug: SLUG });
  const service = await api('POST', '/api/services', {
    title: 'Intro call',
    description: 'Twenty minutes to see whether we fit.',
    duration: 30,
    price: 0,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  });
  serviceId = service.id;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const save = () => page.getByRole('button', { name: 'Save' });

describe('the Policies tab', () => {
  it('opens from the booking page tabs with both policies empty', async () => {
    await page.goto(`${server.url}/dashboard/booking`);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking/policies`);
    await page.getByRole('textbox', { name: 'Terms' }).waitFor();
    await page.getByRole('textbox', { name: 'Privacy policy' }).waitFor();
    expect(await save().isDisabled()).toBe(true);
  });

  it("says 'Failed to save policies. Please try again.' when the save fails, and saves on a retry", async () => {
    await page.getByRole('textbox', { name: 'Terms' }).click();
    await page.keyboard.type('Sessions are paid when booked. ');
    const bold = page.locator('[aria-label="Terms formatting"]').getByRole('button', { name: 'Bold' });
    await bold.click();
    await page.keyboard.type('Cancel at least 24 hours ahead.');
    await bold.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Curious? ${SCRIPT}`);
    await page.getByRole('textbox', { name: 'Privacy policy' }).click();
    await page.keyboard.type('I keep your name, email and notes only to run our sessions.');
    await page.route('**/api/booking-page/policies', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
    );
    await save().click();
    await page.getByText(POLICIES_MESSAGES.saveFailed).waitFor();
    expect((await api('GET', '/api/booking-page/policies')).version).toBeNull();
    await page.unroute('**/api/booking-page/policies');
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.getByText(POLICIES_MESSAGES.saveFailed).count()).toBe(0);
    const saved = await api('GET', '/api/booking-page/policies');
    expect(saved.version).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(saved.terms)).toContain(JSON.stringify(`Curious? ${SCRIPT}`).slice(1, -1));
    await page.getByRole('link', { name: 'View the terms page' }).waitFor();
    await screenshotBoth(page, 'booking-policies-tab');
  });
});

describe('the public pages', () => {
  let client: Page;
  beforeAll(async () => {
    client = await browser.newPage({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await client.close();
  });

  it("link the policies from the booking page's footer; a script in one is only text", async () => {
    await client.goto(`${server.url}/${SLUG}`);
    const footer = client.getByRole('navigation', { name: 'Policies' });
    await footer.getByRole('link', { name: 'Privacy policy' }).waitFor();
    await footer.getByRole('link', { name: 'Terms' }).click();
    await client.waitForURL(`${server.url}/${SLUG}/terms`);
    await client.getByRole('heading', { name: 'Terms' }).waitFor();
    await client.getByText(`Curious? ${SCRIPT}`).waitFor();
    expect(await client.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    // The server sends the text too (for readers without script, and search engines), escaped.
    const html = await (await client.request.get(`${server.url}/${SLUG}/terms`)).text();
    expect(html).toContain('Curious? &lt;script&gt;window.pwned = true&lt;/script&gt;');
    expect(html).not.toContain(SCRIPT);
    await screenshotBoth(client, 'public-policy-terms');
  });

  it('ask the client to accept them at checkout, and book with the version accepted', async () => {
    const { version } = await api('GET', '/api/booking-page/policies');
    await client.goto(`${server.url}/${SLUG}/${serviceId}`);
    const times = await firstFreeTimes(client);
    await times.getByRole('button').first().click();
    await client.getByRole('heading', { name: 'Your details' }).waitFor();
    await client.getByLabel('First name').fill('Sam');
    await client.getByLabel('Last name').fill('Rivera');
    await client.getByLabel('Email').fill('sam@example.com');
    const tick = client.getByRole('checkbox', { name: 'I accept the terms and the privacy policy' });
    expect(await tick.isChecked()).toBe(false);
    await client.getByRole('button', { name: 'Confirm booking' }).click();
    await client.getByText(POLICIES_MESSAGES.notAccepted).waitFor();
    expect(await tick.getAttribute('aria-invalid')).toBe('true');
    await screenshotBoth(client, 'public-checkout-policies');
    // The box's links open the policies in a new tab, so the form keeps what was typed.
    expect(
      await client.getByRole('link', { name: 'privacy policy', exact: true }).getAttribute('target'),
    ).toBe('_blank');
    await tick.check();
    expect(await client.getByText(POLICIES_MESSAGES.notAccepted).count()).toBe(0);
    const sent = client.waitForRequest((r) => r.url().endsWith(`/api/public/pages/${SLUG}/bookings`));
    const answered = client.waitForResponse((r) => r.url().endsWith(`/api/public/pages/${SLUG}/bookings`));
    await client.getByRole('button', { name: 'Confirm booking' }).click();
    expect((await sent).postDataJSON().acceptedPolicies).toBe(version);
    expect((await answered).status()).toBe(201);
    await client.waitForURL(/\/booking\//);
    await client.getByText('You are booked').waitFor();
  });
});

describe("Slotwise's own privacy policy", () => {
  it('is a page of its own, linked from the scheduling screens', async () => {
    await page.goto(`${server.url}/dashboard/scheduling/services`);
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(`${server.url}/privacy-policy`);
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'What we collect' }).waitFor();
    await page.getByRole('link', { name: 'write to us from the contact page' }).waitFor();
    await screenshotBoth(page, 'slotwise-privacy-policy');
  });
});
