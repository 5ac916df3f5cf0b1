import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMessage } from '../src/domain/plans/upgrade-message';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 19, the booking page's Page tab end to end: it opens from the navigation, saves the
// names and a headline that the public page then shows, refuses an address that is taken, and
// moves the page to a new address while the old link keeps leading to it.

const EXPERT = { firstName: 'Lena', lastName: 'Ortiz', email: 'lena@example.com', password: 'coaching-2026' };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Lena', lastName: 'Ortiz', slug: 'lena-ortiz' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const save = () => page.getByRole('button', { name: 'Save' });

describe('the Page tab', () => {
  it('opens from the navigation with the page as it is, and Save waits for a change', async () => {
    await page.goto(`${server.url}/dashboard/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking page' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking`);
    expect(await page.getByRole('tab', { name: 'Page' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Booking page URL').inputValue()).toBe('lena-ortiz');
    expect(await page.getByLabel('Display name').inputValue()).toBe('Lena Ortiz');
    expect(await save().isDisabled()).toBe(true);
  });

  it('saves the display name and headline, which the preview and the public page show', async () => {
    await page.getByLabel('Display name').fill('Lena Ortiz Coaching');
    await page.getByLabel('Headline').fill('Leadership coaching for new managers');
    expect(await page.getByTestId('preview-name').textContent()).toBe('Lena Ortiz Coaching');
    expect(await page.getByTestId('preview-headline').textContent()).toBe(
      'Leadership coaching for new managers',
    );
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await save().isDisabled()).toBe(true);
    await screenshotBoth(page, 'booking-page-tab');
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/lena-ortiz`);
    await client.getByRole('heading', { name: 'Lena Ortiz Coaching' }).waitFor();
    await client.getByText('Leadership coaching for new managers').waitFor();
    await client.close();
  });

  it("says an address is taken before saving: one of the product's", async () => {
    await page.getByLabel('Booking page URL').fill('dashboard');
    await page.getByText('This URL is already taken').waitFor();
    await save().click();
    expect(await page.getByLabel('Booking page URL').inputValue()).toBe('dashboard');
    expect((await api('GET', '/api/booking-page')).slug).toBe('lena-ortiz');
  });

  it('moves the page to a new address, and the old link leads there', async () => {
    await page.getByLabel('Booking page URL').fill('lena-leads');
    await page.getByText('This URL is available').waitFor();
    await page.getByText('Links to /lena-ortiz will keep working: they lead to the new address.').waitFor();
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.getByRole('link', { name: `${server.url}/lena-leads` }).count()).toBeGreaterThan(0);
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/lena-ortiz`);
    await client.waitForURL(`${server.url}/lena-leads`);
    await client.getByRole('heading', { name: 'Lena Ortiz Coaching' }).waitFor();
    await client.close();
  });
});

describe('the Branding tab', () => {
  it('asks a plan without branding to upgrade', async () => {
    await server.setPlan(EXPERT.email, 'free');
    await page.goto(`${server.url}/dashboard/booking`);
    await page.getByRole('tab', { name: 'Branding' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking/branding`);
    await page.getByText(upgradeMessage('branding'), { exact: false }).waitFor();
    expect(await page.getByLabel('Accent colour').count()).toBe(0);
  });

  it("checks the '#hex' format, cuts typing at 7 characters, and shows the colours on the public page", async () => {
    await server.setPlan(EXPERT.email, 'starter');
    await page.goto(`${server.url}/dashboard/booking/branding`);
    const accent = page.getByLabel('Accent colour');
    await accent.fill('#12');
    await save().click();
    await page.getByText('Please enter the color in a #hex format').waitFor();
    await accent.fill('#0b7285ff');
    expect(await accent.inputValue()).toBe('#0b7285');
    await page.getByLabel('Background colour').fill('#fff4e6');
    await page.getByLabel('Background colour').press('Tab');
    const preview = page.getByTestId('branding-preview');
    expect(await preview.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 244, 230)');
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await screenshotBoth(page, 'booking-page-branding');
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/lena-leads`);
    await client.getByRole('heading', { name: 'Lena Ortiz Coaching' }).waitFor();
    const style = await client.locator('.frame').first().getAttribute('style');
    expect(style).toContain('--accent: #0b7285');
    expect(style).toContain('--bg: #fff4e6');
    await screenshotBoth(client, 'booking-page-branded-public');
    await client.close();
  });

  it('goes back to the standard colours', async () => {
    await page.getByRole('button', { name: 'Use the standard colours' }).click();
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await api('GET', '/api/booking-page')).toMatchObject({ accentColor: null, backgroundColor: null });
  });
});
