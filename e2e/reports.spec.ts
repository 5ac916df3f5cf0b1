import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../scripts/demo-data/generate';
import { REPORT_RANGE_LABELS, REPORT_RANGES } from '../src/domain/reports/report-range';
import type { ReportView } from '../src/domain/reports/report-view';
import { periodLabel } from '../src/web/features/reports/report-format';
import { screenshotBoth } from './support/browser';
import { openDemoSession, signInAsDemoExpert } from './support/demo';
import { checkLoadingAndError } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession } from './support/session';

// Reports on the demo data (issue 6): open them from the top navigation, switch every range,
// pick a custom range (a wrong one first), an empty range, loading and error states.

let session: BrowserSession;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openDemoSession();
  ({ server, page } = session);
  // A client's card payment the provider took today, with the plan's commission as its
  // application fee (the demo's payments are the sandbox's, which take none).
  await server.sql(
    `insert into provider_payments (id, provider, user_id, amount, currency, application_fee_amount, description, status, created_at)
     select 'pay-e2e-commission', 'stripe', id, 34000, 'GBP', 680, 'Career strategy session', 'succeeded', $2
     from users where email = $1`,
    [DEMO_CREDENTIALS.email, new Date().toISOString()],
  );
  await signInAsDemoExpert(page, server.url);
});
afterAll(() => closeSession(session));

async function api(query: string): Promise<ReportView> {
  const res = await page.request.get(`${server.url}/api/reports?${query}`);
  expect(res.status(), query).toBe(200);
  return (await res.json()) as ReportView;
}

const figure = (title: string) => page.getByRole('region', { name: title, exact: true });
const chart = () => page.getByRole('region', { name: 'Revenue and bookings' });
type Range = (typeof REPORT_RANGES)[number];
const rangeRadio = (range: Range) =>
  page.getByRole('radio', { name: REPORT_RANGE_LABELS[range], exact: true });
// A chip's radio is visually hidden behind its label, which is what a person clicks.
const pickRange = (range: Range) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${REPORT_RANGE_LABELS[range]}$`) })
    .click();

/** Waits until the screen shows the report the API gives for `query`, and checks its figures. */
async function expectReport(query: string) {
  const report = await api(query);
  await page.getByText(`${periodLabel(report.current)} (${report.days} days)`, { exact: false }).waitFor();
  for (const [title, key] of [
    ['Sessions', 'sessions'],
    ['Bookings', 'bookings'],
    ['New clients', 'newClients'],
    ['Clients', 'clients'],
    ['Packages sold', 'packagesSold'],
  ] as const) {
    await figure(title)
      .getByText(report.figures[key].current.toLocaleString('en-US'), { exact: true })
      .waitFor();
  }
  return report;
}

describe('reports', () => {
  it('opens from the top navigation on the last 30 days, with figures and a chart', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${server.url}/dashboard/reports`);
    expect(await rangeRadio('last-30-days').isChecked()).toBe(true);
    const report = await expectReport('range=last-30-days');
    expect(report.figures.bookings.current).toBeGreaterThan(0);
    expect(report.buckets).toHaveLength(30);
    await chart().getByText('By day', { exact: false }).waitFor();
    await chart().locator('.recharts-surface').first().waitFor();
    expect(await chart().locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const box = await chart().locator('.recharts-responsive-container').boundingBox();
    expect(box?.height).toBe(240);
    await figure('Revenue')
      .getByText(/vs .* in the previous 30 days/)
      .first()
      .waitFor();
    expect(report.figures.commission).toEqual([{ currency: 'GBP', current: 680, previous: 0 }]);
    await figure('Commission').getByText('£6.80', { exact: true }).waitFor();
    await screenshotBoth(page, 'reports-last-30-days');
  });

  it('switches every range, keeping it in the address', async () => {
    const granularity = { day: 'By day', week: 'By week', month: 'By month' };
    for (const range of REPORT_RANGES.filter((r) => r !== 'custom')) {
      await pickRange(range);
      if (range === 'last-30-days') await page.waitForURL(`${server.url}/dashboard/reports`);
      else await page.waitForURL(`${server.url}/dashboard/reports?range=${range}`);
      const report = await expectReport(`range=${range}`);
      await chart().getByText(granularity[report.granularity], { exact: false }).waitFor();
      if (range === 'last-90-days' || range === 'year-to-date')
        await screenshotBoth(page, `reports-${range}`);
    }
    await page.reload();
    expect(await rangeRadio('year-to-date').isChecked()).toBe(true);
  });

  it('picks a custom range, refusing one that ends before it starts', async () => {
    await pickRange('last-30-days');
    const last30 = await expectReport('range=last-30-days');
    await pickRange('custom');
    // Custom starts from the days on screen.
    expect(await page.getByLabel('First day').inputValue()).toBe(last30.current.from);
    expect(await page.getByLabel('Last day').inputValue()).toBe(last30.current.to);
    await page.getByLabel('First day').fill('2026-03-10');
    await page.getByLabel('Last day').fill('2026-03-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The last day cannot be before the first day').waitFor();
    await screenshotBoth(page, 'reports-custom-invalid');

    await page.getByLabel('First day').fill(last30.previous.from);
    await page.getByLabel('Last day').fill(last30.current.to);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/range=custom&from=.*&to=/);
    const report = await expectReport(`range=custom&from=${last30.previous.from}&to=${last30.current.to}`);
    expect(report.days).toBe(60);
    await chart().getByText('By week', { exact: false }).waitFor();
    await screenshotBoth(page, 'reports-custom');
  });

  it('shows an empty chart for a range with nothing in it', async () => {
    await page.getByLabel('First day').fill('2020-01-01');
    await page.getByLabel('Last day').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await chart().getByText('No bookings or sales in this range yet.').waitFor();
    await figure('Revenue').getByText('None').waitFor();
    await figure('Commission').getByText('None').waitFor();
    await screenshotBoth(page, 'reports-empty');
  });

  it('says why an address with a wrong range cannot be shown', async () => {
    await page.goto(`${server.url}/dashboard/reports?range=custom&from=2026-02-30&to=2026-03-01`);
    await page.getByText('Please enter a valid date').first().waitFor();
    await pickRange('last-month');
    await expectReport('range=last-month');
  });

  it('shows loading and error states, then recovers', async () => {
    await checkLoadingAndError(page, {
      request: '**/api/reports?*',
      loading: 'Loading the figures',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'reports',
      recovered: () => expectReport('range=last-month'),
    });
  });
});
