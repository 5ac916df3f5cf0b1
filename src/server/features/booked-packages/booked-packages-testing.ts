import { asc, eq } from 'drizzle-orm';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackageSessions,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';
import { newId } from '../../ids';
// A value import first: it loads @hono/zod-openapi before any domain schema is built.
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSeries } from '../packages/packages-testing';
import { setUpExpert } from '../public-booking/booking-test-setup';
import { type Expert, hoursFromToday, sessionFixtures } from '../sessions/sessions-testing';

// Shared set-up of the booked packages integration tests: Ada and Bob in London (from the
// sessions tests), and booked packages, credits, sessions booked with them and payment plans
// inserted directly, as the package purchase and use flows (issue 4) record them.

export { DAY, HOUR, hoursFromToday } from '../sessions/sessions-testing';

type CreditSpec = {
  itemId: string;
  title: string;
  count: number;
  /** Sessions booked with it: each one a personal session with its booking, linked to the credit. */
  used?: number;
};
type InstallmentSpec = { dueAt: Date; status?: 'pending' | 'paid' | 'failed'; amount?: number };
type PlanSpec = {
  amount: number;
  status?: 'active' | 'cancelled' | 'completed';
  installments: InstallmentSpec[];
};
type PackageValues = Partial<typeof bookedPackages.$inferInsert>;

export async function startBookedPackagesTestApp() {
  const t = await createTestApp();
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  const bob = await setUpExpert(t, 'bob@example.com', 'bob');
  return { t, ada, bob, fx: bookedPackageFixtures(t, sessionFixtures(t)) };
}

export function bookedPackageFixtures(t: TestApp, sessions: ReturnType<typeof sessionFixtures>) {
  const db = () => t.services.deps.database.db;

  async function bookWithCredit(
    owner: Expert,
    bookedPackageId: string,
    credit: { kind: 'service' | 'series'; id: string } | null,
    day: number,
  ) {
    const { id: sessionId, bookingId } = await sessions.personal(
      owner,
      { start: hoursFromToday(day), totalPaymentAmount: 0 },
      { bookedPackageId, paymentAmount: 0 },
    );
    await db()
      .insert(bookedPackageSessions)
      .values({
        bookedPackageId,
        sessionId,
        serviceCreditId: credit?.kind === 'service' ? credit.id : null,
        seriesCreditId: credit?.kind === 'series' ? credit.id : null,
      });
    return { sessionId, bookingId };
  }

  async function insertCredits(
    owner: Expert,
    bookedPackageId: string,
    kind: 'service' | 'series',
    specs: CreditSpec[],
  ) {
    const ids: string[] = [];
    for (const spec of specs) {
      const id = newId();
      const row = {
        id,
        bookedPackageId,
        title: spec.title,
        count: spec.count,
        available: spec.count - (spec.used ?? 0),
      };
      if (kind === 'service')
        await db()
          .insert(bookedPackageServiceCredits)
          .values({ ...row, serviceId: spec.itemId });
      else
        await db()
          .insert(bookedPackageSeriesCredits)
          .values({ ...row, seriesId: spec.itemId });
      for (let i = 0; i < (spec.used ?? 0); i++)
        await bookWithCredit(owner, bookedPackageId, { kind, id }, 3 + i);
      ids.push(id);
    }
    return ids;
  }

  return {
    db,
    bookWithCredit,
    series: (owner: Expert, title: string) => insertSeries(t, owner, title),
    /**
     * A confirmed booked package bought by Grace Hopper, with its credits (and the sessions that
     * used them) and, given `plan`, a payment plan of `amount` per installment.
     */
    async bookedPackage(
      owner: Expert,
      options: {
        services?: CreditSpec[];
        series?: CreditSpec[];
        plan?: PlanSpec;
        values?: PackageValues;
      } = {},
    ) {
      const id = newId();
      let paymentPlanId: string | null = null;
      let installmentIds: string[] = [];
      if (options.plan) {
        const plan = options.plan;
        paymentPlanId = newId();
        await db()
          .insert(paymentPlans)
          .values({
            id: paymentPlanId,
            pageId: owner.pageId,
            status: plan.status ?? 'active',
            currency: 'USD',
            amount: plan.amount,
            count: plan.installments.length,
            cancelledAt: plan.status === 'cancelled' ? new Date() : null,
            completedAt: plan.status === 'completed' ? new Date() : null,
          });
        installmentIds = plan.installments.map(() => newId());
        await db()
          .insert(paymentPlanInstallments)
          .values(
            plan.installments.map((x, i) => ({
              id: installmentIds[i]!,
              paymentPlanId: paymentPlanId!,
              dueAt: x.dueAt,
              amount: x.amount ?? plan.amount,
              status: x.status ?? 'pending',
              paidAt: x.status === 'paid' ? x.dueAt : null,
              paymentId: x.status === 'paid' ? `sbx_paid_${i}` : null,
            })),
          );
      }
      await db()
        .insert(bookedPackages)
        .values({
          id,
          pageId: owner.pageId,
          packageTitle: 'Five calls',
          clientFirstName: 'Grace',
          clientLastName: 'Hopper',
          clientEmail: 'grace@example.com',
          currency: 'USD',
          paymentAmount: options.plan ? options.plan.amount * options.plan.installments.length : 25000,
          paymentId: `sbx_first_${id}`,
          paymentPlanId,
          ...options.values,
        });
      const serviceCredits = await insertCredits(owner, id, 'service', options.services ?? []);
      const seriesCredits = await insertCredits(owner, id, 'series', options.series ?? []);
      return { id, serviceCredits, seriesCredits, paymentPlanId, installmentIds };
    },
    async credits(bookedPackageId: string) {
      const services = await db()
        .select()
        .from(bookedPackageServiceCredits)
        .where(eq(bookedPackageServiceCredits.bookedPackageId, bookedPackageId))
        .orderBy(asc(bookedPackageServiceCredits.title), asc(bookedPackageServiceCredits.id));
      const series = await db()
        .select()
        .from(bookedPackageSeriesCredits)
        .where(eq(bookedPackageSeriesCredits.bookedPackageId, bookedPackageId))
        .orderBy(asc(bookedPackageSeriesCredits.title), asc(bookedPackageSeriesCredits.id));
      return { services, series };
    },
    async packageRow(id: string) {
      const [row] = await db().select().from(bookedPackages).where(eq(bookedPackages.id, id));
      return row!;
    },
    async plan(paymentPlanId: string) {
      const [plan] = await db().select().from(paymentPlans).where(eq(paymentPlans.id, paymentPlanId));
      const installments = await db()
        .select()
        .from(paymentPlanInstallments)
        .where(eq(paymentPlanInstallments.paymentPlanId, paymentPlanId))
        .orderBy(asc(paymentPlanInstallments.dueAt));
      return { plan: plan!, installments };
    },
  };
}
export type BookedPackageFixtures = ReturnType<typeof bookedPackageFixtures>;
