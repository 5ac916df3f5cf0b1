import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { buy, paymentIdOf, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { client, sandboxCheckout } from '../public-booking/booking-test-setup';
import { chargeDueInstallments, type InstallmentDeps } from './installments';

// The purchase code (issue 4) and the dashboard meet only in the data (ADR 020): a package bought
// monthly through the public API shows in the dashboard, and the sweep charges its plan.

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let bundleId: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  bundleId = (await seller.sell({ paymentPlanMonths: 3 })).id;
});
afterAll(async () => {
  await t.close();
});

const deps = (): InstallmentDeps => ({
  db: t.services.deps.database.db,
  outbox: t.services.deps.outbox,
  config: t.services.deps.config,
  secrets: t.services.deps.secrets,
  payments: { sandbox: createSandboxPayments({ env: 'test', publicUrl: TEST_PUBLIC_URL }) },
});
const detail = (id: string) => seller.expert.request('GET', `/api/booked-packages/${id}`);

describe('a package bought monthly through the public pages', () => {
  it('is charged month by month once paid at checkout, and its plan completes', async () => {
    const res = await buy(
      t,
      bundleId,
      purchase({
        client: client({ email: 'monthly@example.com', message: 'Looking forward to it' }),
        paymentOption: 'monthly',
      }),
    );
    expect(res.status).toBe(201);
    const id = res.body.bookedPackageId as string;

    // At checkout the purchase is not listed, and its first installment is not the job's.
    expect((await detail(id)).status).toBe(404);
    expect(await chargeDueInstallments(deps(), Date.now() + MINUTE)).toEqual({
      paid: 0,
      failed: 0,
      skipped: 0,
    });

    expect((await sandboxCheckout(t, paymentIdOf(res.body.checkoutUrl), '4242424242424242')).status).toBe(
      303,
    );
    const bought = await detail(id);
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      client: { email: 'monthly@example.com', message: 'Looking forward to it' },
      payment: { amount: 12_000, currency: 'USD', discount: null },
      paymentPlan: { status: 'active', amount: 4000, count: 3 },
    });
    const due = bought.body.paymentPlan.installments.map((x: { dueAt: string }) => Date.parse(x.dueAt));
    expect(bought.body.paymentPlan.installments.map((x: { status: string }) => x.status)).toEqual([
      'paid',
      'pending',
      'pending',
    ]);
    const listed = await seller.expert.request('GET', '/api/booked-packages');
    expect(listed.body.items[0]).toMatchObject({ id, paymentPlan: { status: 'active' } });

    expect(await chargeDueInstallments(deps(), due[1] + MINUTE)).toEqual({ paid: 1, failed: 0, skipped: 0 });
    const second = (await detail(id)).body.paymentPlan;
    expect(second.installments.map((x: { status: string }) => x.status)).toEqual(['paid', 'paid', 'pending']);
    expect(second.status).toBe('active');

    expect(await chargeDueInstallments(deps(), due[2] + MINUTE)).toEqual({ paid: 1, failed: 0, skipped: 0 });
    const done = (await detail(id)).body.paymentPlan;
    expect(done.installments.map((x: { status: string }) => x.status)).toEqual(['paid', 'paid', 'paid']);
    expect(done).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
  });
});
