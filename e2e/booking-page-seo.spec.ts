import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_MESSAGES } from '../src/domain/booking-page/seo-input';
import { upgradeMessage } from '../src/domain/plans/upgrade-message';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 19, the SEO tab end to end: a plan without SEO settings is asked to upgrade; on Starter
// the expert sets the title, description and social image, and the HTML the server sends for the
// booking page carries them as meta tags, Open Graph, a Twitter card and schema.org; hiding the
// page from search engines adds noindex and takes it out of the sitemap.

const EXPERT = {
  firstName: 'Ines',
  lastName: 'Moreau',
  email: 'ines@example.com',
  password: 'coaching-2026',
};
const SLUG = 'ines-moreau';
const TITLE = 'Ines Moreau · Career coaching in Lyon';
const DESCRIPTION = 'One-to-one coaching for engineers & designers stepping into their first lead role.';
const IMAGE = 'https://cdn.example.com/ines-share.png';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let serviceId: string;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);
const served = async (path: string) => (await page.request.get(`${server.url}${path}`)).text();
const escaped = (s: string) => s.replace(/&/g, '&amp;');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Ines', lastName: 'Moreau', slug: SLUG });
  const service = await api('POST', '/api/services', {
    title: 'Leadership session',
    description: 'An hour on your first months as a lead.',
    duration: 60,
    price: 90,
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

describe('the SEO tab', () => {
  it('asks a plan without SEO settings to upgrade', async () => {
    await page.goto(`${server.url}/dashboard/booking`);
    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking/seo`);
    await page.getByText(upgradeMessage('seoSettings'), { exact: false }).waitFor();
    expect(await page.getByLabel('Title').count()).toBe(0);
    await screenshotBoth(page, 'booking-page-seo-upgrade');
  });

  it("shows the page's own title and description until they are set, and checks each field", async () => {
    await server.setPlan(EXPERT.email, 'starter');
    await page.goto(`${server.url}/dashboard/booking/seo`);
    const title = page.getByLabel('Title');
    await title.waitFor();
    expect(await title.getAttribute('placeholder')).toBe('Ines Moreau');
    expect(await page.getByTestId('seo-preview-title').textContent()).toBe('Ines Moreau');
    await title.fill('x'.repeat(71));
    await page.getByLabel('Social image').fill('http://cdn.example.com/ines.png');
    await save().click();
    await page.getByText(SEO_MESSAGES.titleLong).waitFor();
    await page.getByText(SEO_MESSAGES.imageInvalid).waitFor();
    expect((await api('GET', '/api/booking-page/seo')).title).toBeNull();
  });

  it('saves the title, description and image, which the preview shows', async () => {
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Description').fill(DESCRIPTION);
    await page.getByLabel('Social image').fill(IMAGE);
    expect(await page.getByTestId('seo-preview-title').textContent()).toBe(TITLE);
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await save().isDisabled()).toBe(true);
    await screenshotBoth(page, 'booking-page-seo');
  });

  it('reads them back from the HTML the server sends for the booking page', async () => {
    const html = await served(`/${SLUG}`);
    const url = `${server.url}/${SLUG}`;
    for (const tag of [
      `<title>${TITLE}</title>`,
      `<meta name="description" content="${escaped(DESCRIPTION)}" />`,
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:title" content="${TITLE}" />`,
      `<meta property="og:description" content="${escaped(DESCRIPTION)}" />`,
      `<meta property="og:image" content="${IMAGE}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${IMAGE}" />`,
    ])
      expect(html).toContain(tag);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const graph = JSON.parse(json!)['@graph'] as Array<Record<string, unknown>>;
    expect(graph.find((n) => n['@type'] === 'Person')).toMatchObject({ name: 'Ines Moreau', image: IMAGE });
    expect(graph.find((n) => n['@type'] === 'Service')).toMatchObject({
      name: 'Leadership session',
      url: `${url}/${serviceId}`,
      offers: { '@type': 'Offer', price: '90.00', priceCurrency: 'USD' },
    });
    // The browser shows the same page: the public entry keeps the head the server wrote.
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(url);
    await client.getByRole('heading', { name: 'Ines Moreau' }).waitFor();
    expect(await client.locator('meta[property="og:title"]').getAttribute('content')).toBe(TITLE);
    await client.close();
    expect(await served('/sitemap.xml')).toContain(`<loc>${url}/${serviceId}</loc>`);
    expect(await served('/robots.txt')).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('hides the page from search engines: noindex on its pages and out of the sitemap', async () => {
    await page.getByLabel('Hide my booking page from search engines').click();
    await page.getByTestId('seo-preview-hidden').waitFor();
    await save().click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await served(`/${SLUG}`)).toContain('<meta name="robots" content="noindex" />');
    expect(await served(`/${SLUG}/${serviceId}`)).toContain('<meta name="robots" content="noindex" />');
    expect(await served('/sitemap.xml')).not.toContain(SLUG);
  });
});
