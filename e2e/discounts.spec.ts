import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountDetailView, DiscountView } from '../src/domain/discounts/discount-view';
import { formatMoney } from '../src/domain/money/money';
import { screenshotBoth } from './support/browser';
import { apiGet, openDemoSession, signInAsDemoExpert } from './support/demo';
import { checkLoadingAndError, signUpThroughUi } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

let session: BrowserSession;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const expert = {
  firstName: 'Mira',
  lastName: 'Okafor',
  email: 'mira@example.com',
  password: 'coaching-2026',
};

const EMPTY = 'No discount codes yet. Create one and share it with your clients.';
const TAKEN = 'Code is already in use. Codes must be unique and are not case-sensitive.';
const listUrl = () => `${server.url}/dashboard/payments/discounts`;
const card = (code: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(code, { exact: true }) });

async function post(path: string, body: unknown): Promise<{ status: number; id?: string }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      const json = (await res.json().catch(() => ({}))) as { id?: string };
      return { status: res.status, id: json.id };
    },
    [path, body],
  );
}

// Let a dialog finish fading in before a screenshot.
async function dialogShown() {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

describe('discount codes', () => {
  it('on the Free plan, shows the list with New discount locked and the upgrade prompt', async () => {
    await signUpThroughUi(page, server.url, expert);
    const page1 = await page.request.post(`${server.url}/api/booking-page`, {
      data: { firstName: expert.firstName, lastName: expert.lastName, slug: 'mira-okafor' },
      headers: { origin: server.url },
    });
    expect(page1.status()).toBe(201);
    await page.goto(listUrl());
    await page.getByText(EMPTY).waitFor();
    await page.getByText('Upgrade to Starter to use Discount codes', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'New discount' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'discounts-plan-gate');

    // The create screen says the same; the API refuses too.
    await page.goto(`${listUrl()}/create`);
    await page.getByText('Upgrade to Starter to use Discount codes', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Code' }).count()).toBe(0);
    const refused = await post('/api/discounts', {
      code: 'FREE',
      valueType: 'percentage',
      percentOff: 10,
      amountOff: null,
      maxRedemptions: null,
      clientId: null,
      products: null,
    });
    expect(refused.status).toBe(403);
  });

  it('shows a skeleton while loading and the error state, with retry, when loading fails', async () => {
    await page.goto(listUrl());
    await checkLoadingAndError(page, {
      request: '**/api/discounts',
      loading: 'Loading discount codes',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'discounts',
      recovered: () => page.getByText(EMPTY).waitFor(),
    });
  });

  it('on Starter, creates a code, showing the validation messages first', async () => {
    await server.setPlan(expert.email, 'starter');
    // A client and a service to restrict a code to.
    expect(
      (await post('/api/clients', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }))
        .status,
    ).toBe(201);
    const service = await post('/api/services', {
      title: 'Coaching call',
      description: null,
      duration: 60,
      price: 80,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
    });
    expect(service.status).toBe(201);

    await page.goto(listUrl());
    await page.getByRole('link', { name: 'New discount' }).click();
    await page.waitForURL(`${listUrl()}/create`);
    const code = page.getByRole('textbox', { name: 'Code' });
    await code.fill('SPRING 10');
    await page.getByLabel('Percent off').fill('0');
    await page.getByLabel('Limit the number of times this code can be used').check();
    await page.getByLabel('Maximum uses').fill('101');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.getByText('Code can only contain letters and digits without spaces').waitFor();
    await page.getByText('Must be at least 1%').waitFor();
    await page.getByText('Cannot be greater than 100').waitFor();
    await screenshotBoth(page, 'discounts-form-errors');

    await code.fill('A'.repeat(21));
    await page.getByText('21/20').waitFor();
    await page.getByLabel('Percent off').fill('101');
    await page.getByLabel('Maximum uses').fill('0');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.getByText('Must be at most 100%').waitFor();
    await page.getByText('Must be greater than 0').waitFor();
    await page.getByText('Too long, please limit the code to 20 characters').waitFor();

    await code.fill('Spring10');
    await page.getByLabel('Percent off').fill('15');
    await page.getByLabel('Maximum uses').fill('3');
    await page.getByLabel('Only for one client').check();
    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('Gra');
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await page.getByLabel('Only for some services, packages, series or sessions').check();
    await page.getByPlaceholder('Choose what the code applies to').click();
    await page.getByRole('option', { name: 'Coaching call' }).click();
    await page.keyboard.press('Escape');
    await screenshotBoth(page, 'discounts-create');
    await page.getByRole('button', { name: 'Create discount' }).click();

    // The new code's screen.
    await page.getByRole('heading', { name: 'Spring10' }).waitFor();
    await page.getByText('15% off').waitFor();
    await page.getByText('0 of 3 used').waitFor();
    await page.getByText('Grace Hopper').waitFor();
    await page.getByText('Coaching call').waitFor();
    await page.getByText('No one has used this code yet.').waitFor();
    await screenshotBoth(page, 'discounts-detail');
  });

  it('lists the code, refuses the same code in another case, and takes a fixed amount', async () => {
    await page.getByRole('link', { name: 'Back to discounts' }).click();
    await page.waitForURL(listUrl());
    await card('Spring10').getByText('15% off').waitFor();
    await card('Spring10').getByText('Grace Hopper · 1 product').waitFor();

    await page.getByRole('link', { name: 'New discount' }).click();
    await page.getByRole('textbox', { name: 'Code' }).fill('SPRING10');
    await page.getByLabel('Fixed amount').check();
    await page.getByLabel('Amount off').fill('12.5');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.getByText(TAKEN).waitFor();
    await screenshotBoth(page, 'discounts-duplicate');

    await page.getByRole('textbox', { name: 'Code' }).fill('WELCOME5');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.getByRole('heading', { name: 'WELCOME5' }).waitFor();
    await page.getByText('$12.50 off').waitFor();
    await page.getByRole('link', { name: 'Back to discounts' }).click();
    await card('WELCOME5').waitFor();
    await screenshotBoth(page, 'discounts-list');
  });

  it('edits a code: its own code in another case is fine, unchecking clears the restrictions', async () => {
    await page.getByRole('link', { name: 'Edit Spring10' }).click();
    const code = page.getByRole('textbox', { name: 'Code' });
    await code.waitFor();
    expect(await code.inputValue()).toBe('Spring10');
    expect(await page.getByRole('combobox', { name: 'Client' }).inputValue()).toBe('Grace Hopper');
    await page.getByText('Coaching call', { exact: true }).first().waitFor();
    await screenshotBoth(page, 'discounts-edit');
    await code.fill('SPRING20');
    await page.getByLabel('Percent off').fill('20');
    await page.getByLabel('Only for one client').uncheck();
    await page.getByLabel('Only for some services, packages, series or sessions').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'SPRING20' }).waitFor();
    await page.getByText('20% off').waitFor();
    await page.getByText('Any client').waitFor();
    await page.getByText('All products').waitFor();
  });

  it('disables and enables the code', async () => {
    await page.getByRole('button', { name: 'Disable SPRING20' }).click();
    await page.getByText('SPRING20 disabled').waitFor();
    await page.getByText('Disabled', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Enable SPRING20' }).waitFor();
    await screenshotBoth(page, 'discounts-disabled');
    await page.getByRole('button', { name: 'Enable SPRING20' }).click();
    await page.getByText('SPRING20 enabled').waitFor();
    await page.getByRole('button', { name: 'Disable SPRING20' }).waitFor();
  });

  it('deletes the code after confirming', async () => {
    const codeUrl = page.url();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete discount code' });
    await dialog.getByText('Delete SPRING20? Clients can no longer use it.', { exact: false }).waitFor();
    await dialogShown();
    await screenshotBoth(page, 'discounts-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(listUrl());
    await card('WELCOME5').waitFor();
    expect(await page.getByText('SPRING20', { exact: true }).count()).toBe(0);
    await page.goto(codeUrl);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it("says 'Failed to load clients' and 'Failed to load products' when the pickers cannot load", async () => {
    await page.route('**/api/clients?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.route('**/api/discounts/products', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${listUrl()}/create`);
    await page.getByLabel('Only for one client').check();
    await page.getByLabel('Only for some services, packages, series or sessions').check();
    await page.getByText('Failed to load clients').waitFor();
    await page.getByText('Failed to load products').waitFor();
    await screenshotBoth(page, 'discounts-pickers-failed');
    await page.unroute('**/api/clients?*');
    await page.unroute('**/api/discounts/products');
  });
});

describe('discount codes of the demo expert', () => {
  let demo: BrowserSession;

  beforeAll(async () => {
    demo = await openDemoSession();
  });
  afterAll(() => closeSession(demo));

  it('lists the codes and shows who used one, when and for how much', async () => {
    const { page: p, server: s } = demo;
    await signInAsDemoExpert(p, s.url);
    const codes = await apiGet<DiscountView[]>(p, s.url, '/discounts');
    expect(codes.length).toBeGreaterThan(0);
    await p.goto(`${s.url}/dashboard/payments/discounts`);
    for (const c of codes) await p.getByText(c.code, { exact: true }).first().waitFor();
    await screenshotBoth(p, 'discounts-demo-list');

    const used = codes.reduce((a, b) => (b.timesRedeemed > a.timesRedeemed ? b : a));
    const detail = await apiGet<DiscountDetailView>(p, s.url, `/discounts/${used.id}`);
    expect(detail.usage.length).toBeGreaterThan(0);
    await p.getByRole('link', { name: `View ${used.code}` }).click();
    await p.getByRole('heading', { name: used.code }).waitFor();
    const rows = p.getByRole('list', { name: 'Usage' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(detail.usage.length);
    const first = detail.usage[0]!;
    await rows.first().getByText(`${first.firstName} ${first.lastName}`).waitFor();
    await rows
      .first()
      .getByText(`−${formatMoney({ amount: first.discountAmountOff, currency: first.currency as 'USD' })}`)
      .waitFor();
    await screenshotBoth(p, 'discounts-demo-usage');
  });
});
