import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { signIdToken } from '../../link-signing';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { buy, paymentIdOf, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { client, sandboxCheckout } from '../public-booking/booking-test-setup';
import { chargeDueInstallments, type InstallmentDeps } from './installments';

// Issue 14 (ADR 035): an installment whose off-session charge fails is emailed to the client with
// a pay link; the link's page opens a checkout for that one installment, and paying it marks the
// installment paid. The sandbox declines saved-card charges whose minor units end in 02.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
const MINUTE = 60_000;
const EMAIL = 'monthly@example.com';
const deps = (): InstallmentDeps => ({
  db: t.services.deps.database.db,
  outbox: t.services.deps.outbox,
  config: t.services.deps.config,
  secrets: t.services.deps.secrets,
  payments: { sandbox: createSandboxPayments({ env: 'test', publicUrl: TEST_PUBLIC_URL }) },
});
const api = (token: string, suffix = '') =>
  t.client().request(suffix ? 'POST' : 'GET', `/api/public/installments/${token}${suffix}`);
const detail = (id: string) => seller.expert.request('GET', `/api/booked-packages/${id}`);

let bookedPackageId: string;
let due: number[];

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  // 120.06 in three: 40.02 a month, which the sandbox declines off-session.
  const bundle = await seller.sell({ price: 120.06, paymentPlanMonths: 3 });
  const res = await buy(
    t,
    bundle.id,
    purchase({ client: client({ email: EMAIL }), paymentOption: 'monthly' }),
  );
  expect(res.status).toBe(201);
  bookedPackageId = res.body.bookedPackageId;
  expect((await sandboxCheckout(t, paymentIdOf(res.body.checkoutUrl), '4242424242424242')).status).toBe(303);
  due = (await detail(bookedPackageId)).body.paymentPlan.installments.map((x: { dueAt: string }) =>
    Date.parse(x.dueAt),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the pay link of a failed installment', () => {
  let token: string;

  it('is in the failure email, and its page shows the package, the amount due and why it failed', async () => {
    expect(await chargeDueInstallments(deps(), due[1]! + MINUTE)).toEqual({ paid: 0, failed: 1, skipped: 0 });
    const [email] = await t.emailsTo(EMAIL);
    expect(email!.subject).toBe('Payment failed: Coaching bundle with Ada Lovelace');
    expect(email!.text).toContain(
      'You can pay it now with the button below: it opens a secure checkout for this installment.',
    );
    const link = await t.linkFromEmail(EMAIL, '/packages/installments/');
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/packages/installments/[\\w-]+\\.[\\w-]{32}$`));
    token = link.split('/').pop()!;

    const view = await api(token);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      packageTitle: 'Coaching bundle',
      expertName: 'Ada Lovelace',
      position: 2,
      count: 3,
      amount: 4002,
      currency: 'USD',
      dueAt: new Date(due[1]!).toISOString(),
      state: 'payable',
      paidAt: null,
      failureMessage: 'Your card was declined.',
    });
  });

  it('answers 404 for a forged link, like an unknown one', async () => {
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    expect((await api(forged)).status).toBe(404);
    expect((await api(forged, '/checkout')).status).toBe(404);
    expect((await api('nothing-here')).status).toBe(404);
  });

  it('opens one checkout for the installment; a declined card leaves it due, a paid one marks it paid', async () => {
    const opened = await api(token, '/checkout');
    expect(opened.status).toBe(200);
    expect(opened.body.checkoutUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/checkout/sandbox/sbx_\\w+$`));
    // A second click gives the same checkout.
    expect((await api(token, '/checkout')).body).toEqual(opened.body);
    const paymentId = paymentIdOf(opened.body.checkoutUrl);
    const page = await sandboxCheckout(t, paymentId);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Coaching bundle, installment 2 of 3 with Ada Lovelace');
    expect(html).toContain('$40.02');

    const declined = await sandboxCheckout(t, paymentId, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('The installment is still due.');
    expect((await api(token)).body.state).toBe('payable');

    const paid = await sandboxCheckout(t, paymentId, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/packages/installments/${token}`);
    const view = await api(token);
    expect(view.body).toMatchObject({ state: 'paid', paidAt: expect.any(String), failureMessage: null });
    const plan = (await detail(bookedPackageId)).body.paymentPlan;
    expect(plan.installments.map((x: { status: string }) => x.status)).toEqual(['paid', 'paid', 'pending']);
    expect(plan.status).toBe('active');
    // Both sides are told it was paid, once.
    const [receipt] = await t.emailsTo(EMAIL);
    expect(receipt!.subject).toBe('Payment received: Coaching bundle with Ada Lovelace');
    expect(receipt!.text).toContain(
      'We received $40.02 for Coaching bundle with Ada Lovelace (installment 2 of 3). Nothing more is due for it.',
    );
    const notices = (await t.emailsTo('ada@example.com')).filter((e) =>
      e.subject.startsWith('Installment paid'),
    );
    expect(notices.map((e) => e.subject)).toEqual(['Installment paid: Grace Hopper, Coaching bundle']);
  });

  it("says 'This installment is already paid.' and opens nothing once it is paid", async () => {
    const again = await api(token, '/checkout');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This installment is already paid.');
  });

  it('refuses an installment not yet due, and one whose plan the expert cancelled', async () => {
    const plan = (await detail(bookedPackageId)).body.paymentPlan;
    const third = plan.installments[2].id as string;
    const thirdToken = signIdToken(t.services.deps.secrets.linkSigningKey, 'installment', third);
    expect((await api(thirdToken)).body.state).toBe('not_due');
    const early = await api(thirdToken, '/checkout');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'This installment is not due yet. It will be charged to your card on its due date.',
    );
    expect(
      (await seller.expert.request('POST', `/api/booked-packages/${bookedPackageId}/payment-plan/cancel`))
        .status,
    ).toBe(200);
    const cancelled = await api(thirdToken, '/checkout');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe(
      'This payment plan was cancelled, so this installment can no longer be paid online.',
    );
  });
});
