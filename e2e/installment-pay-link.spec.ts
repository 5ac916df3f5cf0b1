import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  expert,
  mailbox,
  openPublicBookingSession,
  type PublicBookingSession,
  post,
  setUpExpertWithService,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// Issue 14 (ADR 035): a client buys a package on two monthly payments of $100.02 (the sandbox
// declines saved-card charges whose cents are 02). The second one is made due, the server's
// hourly sweep charges it and fails, and the failure email's pay link opens a page with the
// amount due and a Pay button; paying in the sandbox marks the installment paid.

let s: PublicBookingSession;
let server: RunningServer;
let page: Page;
let payLink: string;
const BUYER = 'robin@example.com';

async function waitForEmail(subject: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailbox(s, BUYER)).find((e) => e.subject === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no email '${subject}' to ${BUYER}`);
}

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, page } = s);
  const serviceId = await setUpExpertWithService(s);
  await server.setPlan(expert.email, 'growth');
  const created = await post(s, '/api/packages', {
    title: 'Two strategy sessions',
    description: null,
    personalSessions: [{ serviceId, count: 2 }],
    groupSessionIds: [],
    series: [],
    price: 200.04,
    paymentPlanMonths: 2,
    expiryDays: null,
    hidden: false,
    confirmedEmpty: false,
  });
  const bought = await page.request.post(`${server.url}/api/public/packages/${created.id}/purchases`, {
    headers: { origin: server.url },
    data: {
      client: {
        firstName: 'Robin',
        lastName: 'Park',
        email: BUYER,
        phone: null,
        message: null,
        timeZone: 'America/Los_Angeles',
      },
      paymentOption: 'monthly',
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  await page.goto((await bought.json()).checkoutUrl);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $100.02' }).click();
  await page.waitForURL(/\/packages\/use\?/);
  // The second installment falls due a second after the first, and this hour's sweep is run again.
  await server.sql(
    `with sweep as (delete from jobs where type = 'payment-plans.charge-installments')
     update payment_plan_installments set due_at = (select min(due_at) from payment_plan_installments) + interval '1 second'
     where status = 'pending'`,
  );
  const failed = await waitForEmail('Payment failed: Two strategy sessions with Maya Okafor');
  payLink = failed.text.match(/https?:\/\/\S+\/packages\/installments\/\S+/)![0];
}, 240_000);
afterAll(async () => {
  await closePublicBookingSession(s);
});

describe('paying a failed installment through its link', () => {
  it('shows the package, the installment, the amount due, why it failed and a Pay button', async () => {
    expect(payLink.startsWith(`${server.url}/packages/installments/`)).toBe(true);
    await page.goto(payLink);
    await page.getByText('Payment due').waitFor();
    await page.getByRole('heading', { name: 'Two strategy sessions', level: 1 }).waitFor();
    expect(await page.title()).toBe('Two strategy sessions · Your payment');
    await page.getByText('with Maya Okafor').waitFor();
    await page.getByText('2 of 2').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    await page.getByRole('button', { name: 'Pay $100.02' }).waitFor();
    await screenshotBoth(page, 'installment-pay');
  });

  it('pays it in the sandbox checkout and comes back to a paid installment', async () => {
    await page.getByRole('button', { name: 'Pay $100.02' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByText('Two strategy sessions, installment 2 of 2 with Maya Okafor').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $100.02' }).click();
    await page.waitForURL(payLink);
    await page.getByText('This installment is paid').waitFor();
    await page.getByText('Paid on').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await screenshotBoth(page, 'installment-pay-paid');
  });
});
