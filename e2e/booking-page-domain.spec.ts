import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_NOT_SETUP, INVALID_DOMAIN } from '../src/domain/booking-page/custom-domain';
import { upgradeMessage } from '../src/domain/plans/upgrade-message';
import { startTestDnsServer, type TestDnsServer } from '../src/server/testing/dns-server';
import { DESKTOP, launchBrowser, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { firstFreeTimes } from './support/public-booking';
import { type RunningServer, startServer } from './support/server';

// Issue 19, the Domain tab end to end (ADR 054): an expert on the plan connects a domain, sees
// the DNS records, is told when DNS does not point at us, verifies against a local DNS server
// (dns2), adds the suggested www counterpart by its CNAME, and the booking page then opens on the
// domain in Chromium (its host resolver maps the names to the test server), the www one
// redirecting to it and an unknown name answering 'Domain not connected'; then disconnects one.

const EXPERT = { firstName: 'Lena', lastName: 'Ortiz', email: 'lena@example.com', password: 'coaching-2026' };
const A_RECORD = '203.0.113.10';
const CNAME_TARGET = 'domains.slotwise.test';
const DOMAIN = 'coach-lena.test';

let dns: TestDnsServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let serviceId: string;
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  dns = await startTestDnsServer();
  server = await startServer({
    DNS_RESOLVER: 'server',
    DNS_SERVERS: dns.address,
    DNS_TIMEOUT_MS: '1000',
    DOMAINS_A_RECORD: A_RECORD,
    DOMAINS_CNAME_TARGET: CNAME_TARGET,
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Lena', lastName: 'Ortiz', slug: 'lena-ortiz' });
  const service = await api('POST', '/api/services', {
    title: 'Leadership session',
    description: null,
    duration: 60,
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
  await dns?.close();
});

describe('the Domain tab', () => {
  it('asks a plan without custom domains to upgrade', async () => {
    await server.setPlan(EXPERT.email, 'starter');
    await page.goto(`${server.url}/dashboard/booking`);
    await page.getByRole('tab', { name: 'Domain' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking/domain`);
    await page.getByText(upgradeMessage('customDomain'), { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add domain' }).count()).toBe(0);
    await screenshotBoth(page, 'booking-domain-upgrade');
  });

  it('starts empty, refuses what is not a domain, and shows the DNS record to add', async () => {
    await server.setPlan(EXPERT.email, 'pro');
    await page.goto(`${server.url}/dashboard/booking/domain`);
    await page.getByTestId('no-domains').waitFor();
    await screenshotBoth(page, 'booking-domain-view-empty');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(INVALID_DOMAIN).waitFor();
    await screenshotBoth(page, 'booking-domain-input');
    await page.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: `Set up ${DOMAIN}` }).waitFor();
    const records = page.getByRole('table', { name: 'DNS records' });
    expect(await records.getByRole('row').nth(1).textContent()).toMatch(/A[\s\S]*@[\s\S]*203\.0\.113\.10/);
    await screenshotBoth(page, 'booking-domain-setup');
  });

  it("says 'Domain is not setup…' while DNS does not point at us", async () => {
    dns.zone.set(DOMAIN, [{ type: 'A', data: '198.51.100.7' }]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: DOMAIN_NOT_SETUP }).waitFor();
    await screenshotBoth(page, 'booking-domain-setup-not-ready');
  });

  it('verifies once the A record is ours, and suggests the www counterpart', async () => {
    dns.zone.set(DOMAIN, [{ type: 'A', data: A_RECORD }]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: `${DOMAIN} is connected` }).waitFor();
    await page.getByText(`Add www.${DOMAIN} too?`).waitFor();
    await screenshotBoth(page, 'booking-domain-setup-success');
  });

  it('adds the www counterpart, which takes the CNAME, and lists both', async () => {
    await page.getByRole('button', { name: `Add www.${DOMAIN}` }).click();
    await page.getByRole('heading', { name: `Set up www.${DOMAIN}` }).waitFor();
    const records = page.getByRole('table', { name: 'DNS records' });
    expect(await records.getByRole('row').nth(1).textContent()).toMatch(
      /CNAME[\s\S]*www[\s\S]*domains\.slotwise\.test/,
    );
    await screenshotBoth(page, 'booking-domain-setup-cname');
    dns.zone.set(`www.${DOMAIN}`, [{ type: 'CNAME', data: CNAME_TARGET }]);
    dns.zone.set(CNAME_TARGET, [{ type: 'A', data: A_RECORD }]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: `www.${DOMAIN} is connected` }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    const list = page.getByRole('list', { name: 'Domains' });
    await list.getByText(`www.${DOMAIN}`).waitFor();
    // Badges are drawn in capitals: compare the words.
    const items = (await list.getByRole('listitem').allTextContents()).map((t) => t.toLowerCase());
    expect(items[0]).toContain(DOMAIN);
    expect(items[0]).toContain('primary');
    expect(items[0]).toContain('connected');
    expect(items[1]).toContain(`www.${DOMAIN}`);
    expect(items[1]).toContain('redirects to primary');
    await screenshotBoth(page, 'booking-domain-view');
  });
});

describe('the booking page on its domain', () => {
  let onDomain: Browser;
  beforeAll(async () => {
    const port = new URL(server.url).port;
    const names = [DOMAIN, `www.${DOMAIN}`, 'unknown-lena.test'];
    onDomain = await launchBrowser({
      hostResolverRules: names.map((name) => `MAP ${name} 127.0.0.1:${port}`).join(', '),
    });
  });
  afterAll(() => onDomain?.close());

  it('opens the page at the root, and its service at /{serviceId}', async () => {
    const client = await onDomain.newPage({ viewport: DESKTOP });
    const res = await client.goto(`http://${DOMAIN}/`);
    expect(res?.status()).toBe(200);
    await client.getByRole('heading', { name: 'Lena Ortiz' }).waitFor();
    expect(await client.locator('meta[property="og:url"]').getAttribute('content')).toBe(`http://${DOMAIN}/`);
    await screenshotBoth(client, 'booking-domain-public-page');
    await client
      .getByRole('link', { name: /Leadership session/ })
      .first()
      .click();
    await client.waitForURL(`http://${DOMAIN}/${serviceId}`);
    await client.getByRole('heading', { name: 'Leadership session' }).waitFor();
    // Reloaded, the service page comes from the server at the same address.
    await client.reload();
    await client.getByRole('heading', { name: 'Leadership session' }).waitFor();
    await client.close();
  });

  it('books on the domain: the manage page and the emailed manage link are on the domain', async () => {
    const client = await onDomain.newPage({ viewport: DESKTOP });
    await client.goto(`http://${DOMAIN}/${serviceId}`);
    await client.getByRole('heading', { name: 'Choose a time' }).waitFor();
    const times = await firstFreeTimes(client);
    await times.getByRole('button').first().click();
    await client.getByRole('heading', { name: 'Your details' }).waitFor();
    await client.getByLabel('First name').fill('Jordan');
    await client.getByLabel('Last name').fill('Lee');
    await client.getByLabel('Email').fill('jordan@example.com');
    await client.getByRole('button', { name: 'Confirm booking' }).click();
    await client.waitForURL(new RegExp(`^http://${DOMAIN.replace('.', '\\.')}/booking/`));
    await client.getByRole('link', { name: 'Lena Ortiz' }).waitFor();
    // The page's link on its own domain is the root.
    expect(await client.getByRole('link', { name: 'Lena Ortiz' }).getAttribute('href')).toBe('/');
    await screenshotBoth(client, 'booking-domain-manage');
    const res = await page.request.get(
      `${server.url}/api/dev/mailbox?to=${encodeURIComponent('jordan@example.com')}`,
    );
    const emails = (await res.json()) as Array<{ text: string }>;
    const link = emails[0]?.text.match(/https?:\/\/\S+\/booking\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`http://${DOMAIN}:${new URL(server.url).port}/booking/`), link).toBe(true);
    await client.close();
  });

  it('sends the www domain to the primary, and says an unknown name is not connected', async () => {
    const client = await onDomain.newPage({ viewport: DESKTOP });
    await client.goto(`http://www.${DOMAIN}/`);
    await client.waitForURL(`http://${DOMAIN}/`);
    await client.getByRole('heading', { name: 'Lena Ortiz' }).waitFor();
    const unknown = await client.goto('http://unknown-lena.test/');
    expect(unknown?.status()).toBe(404);
    await client.getByRole('heading', { name: 'Domain not connected' }).waitFor();
    await screenshotBoth(client, 'booking-domain-not-connected');
    await client.close();
  });
});

describe('disconnecting', () => {
  it('asks first, then removes the domain', async () => {
    await page.goto(`${server.url}/dashboard/booking/domain`);
    await page.getByRole('button', { name: `Disconnect www.${DOMAIN}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect domain' });
    await dialog.getByText(`Your booking page will no longer open at www.${DOMAIN}.`).waitFor();
    await screenshotBoth(page, 'booking-domain-confirm-removal');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('list', { name: 'Domains' }).getByRole('listitem').count()).toBe(1);
    expect(
      (await api('GET', '/api/booking-page/domains')).domains.map((d: { domain: string }) => d.domain),
    ).toEqual([DOMAIN]);
  });
});
