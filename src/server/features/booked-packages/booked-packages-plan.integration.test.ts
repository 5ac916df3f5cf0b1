import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import type { PaymentAdapter, SavedChargeRequest } from '../../integrations/payments/adapter';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { CHARGE_INSTALLMENTS_JOB, scheduleInstallmentSweep } from '../../jobs/charge-installments';
import type { TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import { type BookedPackageFixtures, DAY, HOUR, startBookedPackagesTestApp } from './booked-packages-testing';
import { chargeDueInstallments, type InstallmentDeps } from './installments';

// spec (doc 1, §4, §7, §8; issue 6): cancelling a payment plan, and the job that charges its
// installments on their due dates (ADR 020).

let t: TestApp;
let ada: Expert;
let fx: BookedPackageFixtures;

beforeAll(async () => {
  ({ t, ada, fx } = await startBookedPackagesTestApp());
});
afterAll(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

/** A plan of three: the first paid at checkout, then `second` and `third` pending. */
const planOfThree = (amount: number, second: Date, third: Date, values = {}) =>
  fx.bookedPackage(ada, {
    plan: {
      amount,
      installments: [{ dueAt: ago(40 * DAY), status: 'paid' }, { dueAt: second }, { dueAt: third }],
    },
    values,
  });

/** The sandbox, counting the charges it is asked for; `unreachable` throws like a network error. */
function spyPayments(options: { delayMs?: number } = {}) {
  const sandbox = createSandboxPayments({ env: 'test', publicUrl: 'http://localhost:3999' });
  const calls: SavedChargeRequest[] = [];
  let unreachable = 0;
  const adapter: PaymentAdapter = {
    ...sandbox,
    async chargeSaved(request) {
      calls.push(request);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (unreachable > 0) {
        unreachable--;
        throw new Error('payment provider unreachable');
      }
      return sandbox.chargeSaved(request);
    },
  };
  return {
    calls,
    failNext: (n = 1) => {
      unreachable = n;
    },
    deps: (): InstallmentDeps => ({
      db: t.services.deps.database.db,
      outbox: t.services.deps.outbox,
      config: t.services.deps.config,
      secrets: t.services.deps.secrets,
      payments: { sandbox: adapter },
    }),
  };
}

describe('cancelling a payment plan', () => {
  const cancel = (id: string) => ada.expert.request('POST', `/api/booked-packages/${id}/payment-plan/cancel`);

  it('cancels an active plan with cancelledAt, and its remaining installments are never charged', async () => {
    const p = await planOfThree(10000, ago(HOUR), later(30 * DAY));
    const res = await cancel(p.id);
    expect(res.status).toBe(200);
    expect(res.body.paymentPlan).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const { plan, installments } = await fx.plan(p.paymentPlanId!);
    expect(plan.status).toBe('cancelled');
    expect(Math.abs(plan.cancelledAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(installments.map((x) => x.status)).toEqual(['paid', 'pending', 'pending']);

    const spy = spyPayments();
    await chargeDueInstallments(spy.deps(), Date.now() + 60 * DAY);
    expect(spy.calls.filter((c) => c.paymentId === `sbx_first_${p.id}`)).toEqual([]);
    expect((await fx.plan(p.paymentPlanId!)).installments.map((x) => x.status)).toEqual([
      'paid',
      'pending',
      'pending',
    ]);
  });

  it('refuses to cancel a cancelled or a completed plan, and changes nothing', async () => {
    const p = await planOfThree(10000, later(DAY), later(31 * DAY));
    expect((await cancel(p.id)).status).toBe(200);
    const cancelledAt = (await fx.plan(p.paymentPlanId!)).plan.cancelledAt;
    const again = await cancel(p.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This payment plan is already cancelled.');
    expect((await fx.plan(p.paymentPlanId!)).plan.cancelledAt).toEqual(cancelledAt);

    const done = await fx.bookedPackage(ada, {
      plan: {
        amount: 10000,
        status: 'completed',
        installments: [
          { dueAt: ago(40 * DAY), status: 'paid' },
          { dueAt: ago(10 * DAY), status: 'paid' },
        ],
      },
    });
    const completed = await cancel(done.id);
    expect(completed.status).toBe(409);
    expect(completed.body.error.message).toBe('This payment plan is completed: every installment is paid.');
    expect((await fx.plan(done.paymentPlanId!)).plan).toMatchObject({
      status: 'completed',
      cancelledAt: null,
    });
  });

  it('answers 404 for a package paid in full', async () => {
    const p = await fx.bookedPackage(ada);
    const res = await cancel(p.id);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This package has no payment plan.');
  });

  it('cancels once when the expert confirms twice at the same moment', async () => {
    const p = await planOfThree(10000, later(DAY), later(31 * DAY));
    const results = await Promise.all([cancel(p.id), cancel(p.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('the installment job', () => {
  it('charges a due installment with the saved card, and leaves the later ones for their dates', async () => {
    const p = await planOfThree(10000, ago(HOUR), later(30 * DAY));
    const spy = spyPayments();
    const result = await chargeDueInstallments(spy.deps(), Date.now());
    expect(result.paid).toBeGreaterThanOrEqual(1);
    const mine = spy.calls.filter((c) => c.paymentId === `sbx_first_${p.id}`);
    expect(mine).toEqual([
      {
        amount: 10000,
        currency: 'USD',
        description: 'Five calls, installment 2 of 3',
        paymentId: `sbx_first_${p.id}`,
        idempotencyKey: `installment:${p.installmentIds[1]}`,
        // The commission of the expert's plan (free, 5%) on the charge (ADR 032).
        applicationFeeAmount: 500,
      },
    ]);
    const { plan, installments } = await fx.plan(p.paymentPlanId!);
    expect(plan).toMatchObject({ status: 'active', completedAt: null });
    expect(installments[1]).toMatchObject({
      status: 'paid',
      paymentId: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
      failedAt: null,
    });
    expect(Math.abs(installments[1]!.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(installments[2]).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('completes the plan when its last installment is paid', async () => {
    const p = await planOfThree(10000, ago(2 * DAY), ago(HOUR));
    await chargeDueInstallments(spyPayments().deps(), Date.now());
    const { plan, installments } = await fx.plan(p.paymentPlanId!);
    expect(installments.map((x) => x.status)).toEqual(['paid', 'paid', 'paid']);
    expect(plan.status).toBe('completed');
    expect(Math.abs(plan.completedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('marks a declined installment failed and emails the client and the expert', async () => {
    // The sandbox declines amounts ending in 02 minor units.
    const p = await planOfThree(10002, ago(HOUR), ago(HOUR / 2), {
      clientEmail: 'declined@example.com',
      clientFirstName: 'Dee',
      clientLastName: 'Clined',
    });
    await chargeDueInstallments(spyPayments().deps(), Date.now());
    const { plan, installments } = await fx.plan(p.paymentPlanId!);
    expect(plan).toMatchObject({ status: 'active', completedAt: null });
    for (const x of installments.slice(1)) {
      expect(x).toMatchObject({
        status: 'failed',
        paidAt: null,
        paymentId: null,
        failureCode: 'card_declined',
        failureMessage: 'Your card was declined.',
      });
      expect(Math.abs(x.failedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    }
    const toClient = await t.emailsTo('declined@example.com');
    expect(toClient.map((e) => e.subject)).toEqual([
      'Payment failed: Five calls with Ada Lovelace',
      'Payment failed: Five calls with Ada Lovelace',
    ]);
    expect(toClient[0]!.text).toContain("We couldn't charge $100.02 for Five calls with Ada Lovelace");
    expect(toClient[0]!.text).toContain('Your card was declined.');
    const toExpert = (await t.emailsTo('ada@example.com')).filter((e) => e.subject.includes('Dee Clined'));
    expect(toExpert.map((e) => e.subject)).toEqual([
      'Installment failed: Dee Clined, Five calls',
      'Installment failed: Dee Clined, Five calls',
    ]);
    expect(toExpert[0]!.text).toContain(`http://localhost:3999/dashboard/home/packages/${p.id}`);
    // A failed installment is not charged again.
    const spy = spyPayments();
    await chargeDueInstallments(spy.deps(), Date.now());
    expect(spy.calls.filter((c) => c.paymentId === `sbx_first_${p.id}`)).toEqual([]);
  });

  it('never charges a plan whose purchase is still at checkout, or one not yet due', async () => {
    const unpaid = await planOfThree(10000, ago(HOUR), ago(HOUR), {
      status: 'pending',
      holdExpiresAt: later(10 * 60_000),
    });
    const early = await planOfThree(10000, later(HOUR), later(31 * DAY));
    const spy = spyPayments();
    await chargeDueInstallments(spy.deps(), Date.now());
    const charged = new Set(spy.calls.map((c) => c.paymentId));
    expect(charged.has(`sbx_first_${unpaid.id}`)).toBe(false);
    expect(charged.has(`sbx_first_${early.id}`)).toBe(false);
  });

  it('leaves an installment pending when the provider is unreachable, and retries it with the same key', async () => {
    const p = await planOfThree(10000, ago(HOUR), later(30 * DAY));
    // Everything else due is charged first, so the failure below is this plan's.
    await chargeDueInstallments(spyPayments().deps(), Date.now() - 2 * HOUR);
    const spy = spyPayments();
    spy.failNext();
    await expect(chargeDueInstallments(spy.deps(), Date.now())).rejects.toThrow(
      /1 installment charge\(s\) failed/,
    );
    expect((await fx.plan(p.paymentPlanId!)).installments[1]!.status).toBe('pending');
    await chargeDueInstallments(spy.deps(), Date.now());
    await chargeDueInstallments(spy.deps(), Date.now());
    const mine = spy.calls.filter((c) => c.paymentId === `sbx_first_${p.id}`);
    expect(mine.map((c) => c.idempotencyKey)).toEqual([
      `installment:${p.installmentIds[1]}`,
      `installment:${p.installmentIds[1]}`,
    ]);
    expect((await fx.plan(p.paymentPlanId!)).installments[1]!.status).toBe('paid');
  });

  it('charges once when two workers sweep at the same moment', async () => {
    const p = await planOfThree(10000, ago(HOUR), later(30 * DAY));
    const spy = spyPayments({ delayMs: 50 });
    await Promise.all([
      chargeDueInstallments(spy.deps(), Date.now()),
      chargeDueInstallments(spy.deps(), Date.now()),
    ]);
    expect(spy.calls.filter((c) => c.paymentId === `sbx_first_${p.id}`)).toHaveLength(1);
    expect((await fx.plan(p.paymentPlanId!)).installments[1]!.status).toBe('paid');
  });

  it('runs as a durable job that queues the next hour before it sweeps, once per hour', async () => {
    const p = await planOfThree(10000, ago(HOUR), later(30 * DAY));
    const db = t.services.deps.database.db;
    await scheduleInstallmentSweep(db, Date.now());
    await scheduleInstallmentSweep(db, Date.now());
    await t.services.worker.drain();
    expect((await fx.plan(p.paymentPlanId!)).installments[1]!.status).toBe('paid');
    const sweeps = await db.select().from(jobs).where(eq(jobs.type, CHARGE_INSTALLMENTS_JOB));
    expect(sweeps.map((j) => j.status).sort()).toEqual(['completed', 'queued']);
    const next = sweeps.find((j) => j.status === 'queued')!;
    expect(next.runAt.getTime()).toBe(Math.floor(Date.now() / HOUR) * HOUR + HOUR);
  });
});
