import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookedPackageDetailView,
  BookedPackagePageView,
} from '../src/domain/booked-packages/booked-package-view';
import { formatInZone } from '../src/domain/time/format-in-zone';
import { screenshotBoth } from './support/browser';
import { apiGet, openDemoSession, signInAsDemoExpert } from './support/demo';
import { checkLoadingAndError } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession } from './support/session';

// Booked packages on the demo data (issue 6): the Packages tab, a package's detail, editing its
// counts (a negative count first), moving its expiry and cancelling its payment plan.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
const ZONE = 'Europe/London'; // the demo expert's; the browser runs in Europe/Berlin
const DAY = 86_400_000;

beforeAll(async () => {
  session = await openDemoSession();
  ({ server, page } = session);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signInAsDemoExpert(page, server.url);
});
afterAll(() => closeSession(session));

const api = <T>(path: string) => apiGet<T>(page, server.url, path);

const table = () => page.getByRole('table', { name: 'Booked packages' });
const planRegion = () => page.getByRole('region', { name: 'Payment plan' });
let chosen: BookedPackageDetailView;

describe('the Packages tab', () => {
  it('lists the packages clients bought, newest first, 10 a page', async () => {
    await page.getByRole('tab', { name: 'Packages' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/packages`);
    const first = await api<BookedPackagePageView>('/booked-packages?page=1');
    expect(first.items).toHaveLength(10);
    expect(first.hasNext).toBe(true);
    await table().getByRole('row').nth(10).waitFor();
    expect(await table().getByRole('row').count()).toBe(11);
    const newest = first.items[0]!;
    const row = table().getByRole('row').nth(1);
    await row.getByText(`${newest.client.firstName} ${newest.client.lastName}`).waitFor();
    await row.getByText(newest.packageTitle).waitFor();
    await row.getByText(formatInZone(Date.parse(newest.createdAt), ZONE, 'd MMM yyyy')).waitFor();
    await table().getByText('Active').first().waitFor();
    await screenshotBoth(page, 'booked-packages');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await page.waitForURL(/page=2/);
    const second = await api<BookedPackagePageView>('/booked-packages?page=2');
    await table()
      .getByRole('row')
      .nth(1)
      .getByText(`${second.items[0]!.client.firstName} ${second.items[0]!.client.lastName}`)
      .waitFor();
    // Expired packages with sessions left read 'Expired'; used-up ones 'Completed'.
    await screenshotBoth(page, 'booked-packages-page-2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();
  });

  it('shows the list loading, then its error with a retry', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/booked-packages?page=1',
      loading: 'Loading booked packages',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'booked-packages',
      recovered: () => table().waitFor(),
    });
  });

  it("says 'Booked package not found' for an unknown package", async () => {
    await page.goto(`${server.url}/dashboard/home/packages/not-a-package`);
    await page.getByRole('heading', { name: 'Booked package not found' }).waitFor();
    await screenshotBoth(page, 'booked-package-not-found');
  });
});

describe('a booked package', () => {
  it('opens from the list with its client, payment, sessions, plan and access link', async () => {
    await page.goto(`${server.url}/dashboard/home/packages`);
    const first = await api<BookedPackagePageView>('/booked-packages?page=1');
    const onPlan = first.items.find((p) => p.paymentPlan?.status === 'active')!;
    expect(onPlan, 'the demo puts its newest monthly-payable purchase on a plan').toBeDefined();
    await table().locator(`a[href="/dashboard/home/packages/${onPlan.id}"]`).click();
    await page.waitForURL(`${server.url}/dashboard/home/packages/${onPlan.id}`);
    chosen = await api<BookedPackageDetailView>(`/booked-packages/${onPlan.id}`);

    await page.getByRole('heading', { name: chosen.package.title }).waitFor();
    await page.getByText(`${chosen.client.firstName} ${chosen.client.lastName}`).first().waitFor();
    await page.getByText(chosen.client.email).first().waitFor();
    const service = chosen.services[0]!;
    await page.getByRole('link', { name: service.title }).first().waitFor();
    expect(await page.getByRole('link', { name: service.title }).first().getAttribute('href')).toBe(
      `/dashboard/scheduling/services/${service.itemId}`,
    );
    await page
      .getByText(`Count ${service.count} · Used ${service.used} · Available ${service.available}`)
      .waitFor();
    if (service.used > 0) {
      await page.getByRole('list', { name: `Sessions booked with ${service.title}` }).waitFor();
    }
    await planRegion().getByText('Active').waitFor();
    await planRegion().getByRole('table', { name: 'Installments' }).waitFor();
    expect(await planRegion().getByText('Pending').count()).toBeGreaterThan(0);

    const link = page.getByRole('textbox', { name: 'Client access link' });
    expect(await link.inputValue()).toBe(`${server.url}/packages/use?packageId=${chosen.id}`);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chosen.useUrl);
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await screenshotBoth(page, 'booked-package-detail');
  });

  it('edits its counts, refusing a negative count first', async () => {
    await page.getByRole('link', { name: 'Edit sessions' }).click();
    await page.getByRole('heading', { name: 'Edit sessions' }).waitFor();
    const service = chosen.services[0]!;
    const count = page.getByRole('textbox', { name: `Sessions of ${service.title}` });
    await count.fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sessions count must be a positive number').waitFor();
    await screenshotBoth(page, 'booked-package-edit-error');

    // Every other service can be added, until none remain.
    const addService = page.getByRole('combobox', { name: 'Add a service' });
    const options = await api<{ services: Array<{ id: string; title: string }> }>(
      `/booked-packages/${chosen.id}/options`,
    );
    const others = options.services.filter((s) => s.id !== service.itemId);
    for (const other of others) {
      await addService.click();
      await page.getByRole('option', { name: other.title, exact: true }).click();
      await page.getByRole('textbox', { name: `Sessions of ${other.title}` }).waitFor();
    }
    await page.getByText("You don't have any more services").waitFor();
    await screenshotBoth(page, 'booked-package-edit-all-services');
    // Keep one of them, with 2 sessions.
    for (const other of others.slice(1)) {
      await page.getByRole('button', { name: `Remove ${other.title}` }).click();
    }
    const added = others[0]!;
    await page.getByRole('textbox', { name: `Sessions of ${added.title}` }).fill('2');
    await count.fill(String(service.used + 3));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/packages/${chosen.id}`);

    const edited = await api<BookedPackageDetailView>(`/booked-packages/${chosen.id}`);
    expect(edited.services.find((c) => c.itemId === service.itemId)).toMatchObject({
      count: service.used + 3,
      used: service.used,
      available: 3,
    });
    expect(edited.services.find((c) => c.itemId === added.id)).toMatchObject({
      count: 2,
      used: 0,
      available: 2,
    });
    await page.getByText(`Count ${service.used + 3} · Used ${service.used} · Available 3`).waitFor();
    await page.getByRole('link', { name: added.title }).first().waitFor();
    chosen = edited;
  });

  it('moves its expiry into the future, refusing a past date first', async () => {
    await page.getByRole('link', { name: 'Change expiry' }).click();
    await page.getByRole('heading', { name: 'Change expiry' }).waitFor();
    await page.getByText('All sessions must be booked for no later than that date').waitFor();
    const date = page.getByLabel('Expiration date');
    await date.fill(formatInZone(Date.now() - DAY, ZONE, 'yyyy-MM-dd'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expiration date must be in the future').waitFor();
    await screenshotBoth(page, 'booked-package-expiration-error');

    const day = formatInZone(Date.now() + 60 * DAY, ZONE, 'yyyy-MM-dd');
    await date.fill(day);
    await page.getByRole('combobox', { name: 'Time' }).click();
    await page.getByRole('option', { name: '18:00', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/dashboard/home/packages/${chosen.id}`);
    const moved = await api<BookedPackageDetailView>(`/booked-packages/${chosen.id}`);
    expect(formatInZone(Date.parse(moved.expiresAt!), ZONE, "yyyy-MM-dd'T'HH:mm")).toBe(`${day}T18:00`);
    await page
      .getByText(`Expires ${formatInZone(Date.parse(moved.expiresAt!), ZONE, 'd MMM yyyy')}`)
      .waitFor();
    expect(moved.services).toEqual(chosen.services);
  });

  it('cancels its payment plan after confirming, with the alert when that fails', async () => {
    await planRegion().getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel payment plan' });
    await dialog.waitFor();
    await page.route('**/api/booked-packages/*/payment-plan/cancel', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Something went wrong with cancelling the payment plan. Please try again later.')
      .waitFor();
    await screenshotBoth(page, 'booked-package-cancel-plan-error');
    await page.unroute('**/api/booked-packages/*/payment-plan/cancel');

    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await planRegion().getByText('Cancelled', { exact: true }).waitFor();
    expect(await planRegion().getByRole('button', { name: 'Cancel plan' }).count()).toBe(0);
    const cancelled = await api<BookedPackageDetailView>(`/booked-packages/${chosen.id}`);
    expect(cancelled.paymentPlan).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    await planRegion().getByText('Not charged').first().waitFor();
    await screenshotBoth(page, 'booked-package-plan-cancelled');
  });
});
