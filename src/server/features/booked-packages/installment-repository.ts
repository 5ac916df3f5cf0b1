import { and, asc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';

// The installment job's queries (ADR 020). Not scoped to an expert: the job works for all.

export type DueCursor = { dueAt: Date; id: string };

/**
 * Installments due by `now` that may be charged: pending, on an active plan whose package was
 * paid (a purchase still at checkout has its first installment pending too). In (dueAt, id)
 * order after `cursor`, on the partial index of pending installments by due date.
 */
export async function findDueInstallments(
  db: DbOrTx,
  now: Date,
  cursor: DueCursor | null,
  limit: number,
): Promise<DueCursor[]> {
  const i = paymentPlanInstallments;
  return db
    .select({ dueAt: i.dueAt, id: i.id })
    .from(i)
    .innerJoin(paymentPlans, and(eq(paymentPlans.id, i.paymentPlanId), eq(paymentPlans.status, 'active')))
    .innerJoin(
      bookedPackages,
      and(eq(bookedPackages.paymentPlanId, paymentPlans.id), eq(bookedPackages.status, 'confirmed')),
    )
    .where(
      and(
        eq(i.status, 'pending'),
        lte(i.dueAt, now),
        cursor
          ? or(gt(i.dueAt, cursor.dueAt), and(eq(i.dueAt, cursor.dueAt), gt(i.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(i.dueAt), asc(i.id))
    .limit(limit);
}

/**
 * One installment with its plan, package and expert, holding the plan's row lock and then the
 * installment's until the transaction ends: the lock the expert's cancel takes too, so a plan
 * is never charged once its cancel committed, and two workers never charge one installment.
 */
export async function lockInstallment(tx: DbOrTx, installmentId: string, lock = true) {
  const [ref] = await tx
    .select({ planId: paymentPlanInstallments.paymentPlanId })
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.id, installmentId));
  if (!ref) return undefined;
  const planQuery = tx.select().from(paymentPlans).where(eq(paymentPlans.id, ref.planId));
  const [plan] = lock ? await planQuery.for('update') : await planQuery;
  const installmentQuery = tx
    .select()
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.id, installmentId));
  const [installment] = lock ? await installmentQuery.for('update') : await installmentQuery;
  const [owner] = await tx
    .select({
      booked: bookedPackages,
      displayName: bookingPages.displayName,
      expertUserId: users.id,
      expertEmail: users.email,
      expertTimeZone: users.timezone,
    })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookedPackages.paymentPlanId, ref.planId));
  if (!plan || !installment || !owner) return undefined;
  const [{ position }] = (await tx
    .select({ position: sql<number>`count(*)::int` })
    .from(paymentPlanInstallments)
    .where(
      and(
        eq(paymentPlanInstallments.paymentPlanId, plan.id),
        lte(paymentPlanInstallments.dueAt, installment.dueAt),
      ),
    )) as [{ position: number }];
  return { plan, installment, position, ...owner };
}
export type LockedInstallment = NonNullable<Awaited<ReturnType<typeof lockInstallment>>>;

export async function markInstallmentPaid(tx: DbOrTx, id: string, values: { at: Date; paymentId: string }) {
  await tx
    .update(paymentPlanInstallments)
    .set({ status: 'paid', paidAt: values.at, paymentId: values.paymentId, updatedAt: values.at })
    .where(eq(paymentPlanInstallments.id, id));
}

export async function markInstallmentFailed(
  tx: DbOrTx,
  id: string,
  values: { at: Date; code: string; message: string },
) {
  await tx
    .update(paymentPlanInstallments)
    .set({
      status: 'failed',
      failedAt: values.at,
      failureCode: values.code,
      failureMessage: values.message,
      updatedAt: values.at,
    })
    .where(eq(paymentPlanInstallments.id, id));
}

/** spec: the plan completes when all its installments are paid. */
export async function completePlanIfPaid(tx: DbOrTx, planId: string, at: Date): Promise<boolean> {
  const [unpaid] = await tx
    .select({ id: paymentPlanInstallments.id })
    .from(paymentPlanInstallments)
    .where(and(eq(paymentPlanInstallments.paymentPlanId, planId), ne(paymentPlanInstallments.status, 'paid')))
    .limit(1);
  if (unpaid) return false;
  await tx
    .update(paymentPlans)
    .set({ status: 'completed', completedAt: at, updatedAt: at })
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.status, 'active')));
  return true;
}

/** One installment as above without its locks, for reading (the pay page). */
export const findInstallment = (db: DbOrTx, installmentId: string) =>
  lockInstallment(db, installmentId, false);

/** The checkout opened from an installment's pay link now pays it (ADR 035). */
export async function setInstallmentCheckout(tx: DbOrTx, id: string, paymentId: string, at: Date) {
  await tx
    .update(paymentPlanInstallments)
    .set({ checkoutPaymentId: paymentId, updatedAt: at })
    .where(eq(paymentPlanInstallments.id, id));
}

/** The installment a pay link's checkout is for. */
export async function findInstallmentIdByCheckout(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ id: paymentPlanInstallments.id })
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.checkoutPaymentId, paymentId));
  return row?.id;
}
