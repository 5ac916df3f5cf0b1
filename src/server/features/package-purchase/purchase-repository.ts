import { and, asc, eq, gt, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';
import { newId } from '../../ids';
import { giveBackPurchaseRedemption } from '../discounts/redemption-repository';
import { expirePackageHold } from '../public-booking/seat-repository';

// Package purchases (ADR 016): a booked package with its credits and, when paid monthly, its
// payment plan and instalments. Read without a session: a package is addressed by its id.

/** A package that is not deleted (hidden ones too), with its page and the page's owner. */
export async function findLivePackage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      pkg: packages,
      page: bookingPages,
      expertEmail: users.email,
      expertTimeZone: users.timezone,
    })
    .from(packages)
    .innerJoin(bookingPages, eq(bookingPages.id, packages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(and(eq(packages.id, id), not(packages.isDeleted)));
  return row;
}
export type LivePackage = NonNullable<Awaited<ReturnType<typeof findLivePackage>>>;

export type BookedPackageInsert = typeof bookedPackages.$inferInsert;

export async function insertBookedPackage(
  tx: DbOrTx,
  row: BookedPackageInsert,
  credits: {
    services: { serviceId: string; title: string; count: number }[];
    series: { seriesId: string; title: string; count: number }[];
  },
) {
  await tx.insert(bookedPackages).values(row);
  if (credits.services.length > 0)
    await tx.insert(bookedPackageServiceCredits).values(
      credits.services.map((s) => ({
        id: newId(),
        bookedPackageId: row.id,
        ...s,
        available: s.count,
      })),
    );
  if (credits.series.length > 0)
    await tx.insert(bookedPackageSeriesCredits).values(
      credits.series.map((s) => ({
        id: newId(),
        bookedPackageId: row.id,
        ...s,
        available: s.count,
      })),
    );
}

export async function insertPaymentPlan(
  tx: DbOrTx,
  plan: typeof paymentPlans.$inferInsert,
  dueDates: number[],
) {
  await tx.insert(paymentPlans).values(plan);
  await tx.insert(paymentPlanInstallments).values(
    dueDates.map((dueAt) => ({
      id: newId(),
      paymentPlanId: plan.id,
      dueAt: new Date(dueAt),
      amount: plan.amount,
    })),
  );
}

export async function findBookedPackageIdByPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ id: bookedPackages.id })
    .from(bookedPackages)
    .where(eq(bookedPackages.paymentId, paymentId));
  return row?.id;
}

/**
 * The client's purchase of this package still waiting for its payment (a live hold), paid the
 * same way (in full, or monthly), with what its checkout charges now: the full price or the
 * plan's first instalment. The caller holds the client's email lock, so two submits of one
 * purchase find each other here instead of each inserting one.
 */
export async function findPendingPurchase(
  tx: DbOrTx,
  where: { clientId: string; packageId: string; monthly: boolean; now: Date },
) {
  const [row] = await tx
    .select({
      id: bookedPackages.id,
      packageTitle: bookedPackages.packageTitle,
      currency: bookedPackages.currency,
      dueNow: sql<number>`coalesce(${paymentPlans.amount}, ${bookedPackages.paymentAmount})`.mapWith(Number),
    })
    .from(bookedPackages)
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookedPackages.paymentPlanId))
    .where(
      and(
        eq(bookedPackages.clientId, where.clientId),
        eq(bookedPackages.packageId, where.packageId),
        eq(bookedPackages.status, 'pending'),
        gt(bookedPackages.holdExpiresAt, where.now),
        where.monthly ? isNotNull(bookedPackages.paymentPlanId) : isNull(bookedPackages.paymentPlanId),
      ),
    )
    .orderBy(asc(bookedPackages.createdAt))
    .limit(1);
  return row;
}

/** Links a pending purchase to its checkout's payment, once. */
export async function setPurchasePayment(db: DbOrTx, bookedPackageId: string, paymentId: string) {
  await db
    .update(bookedPackages)
    .set({ paymentId })
    .where(and(eq(bookedPackages.id, bookedPackageId), isNull(bookedPackages.paymentId)));
}

/**
 * A purchase with what its checkout and emails need: the page, the owner, the package's expiry
 * (read at confirmation: spec, expiresAt counts from then) and the first instalment if any.
 * `lock` holds the booked package row until the transaction ends.
 */
export async function findPurchase(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      booked: bookedPackages,
      slug: bookingPages.slug,
      displayName: bookingPages.displayName,
      expertEmail: users.email,
      expertTimeZone: users.timezone,
      expiryDays: packages.expiryDays,
      planCount: paymentPlans.count,
    })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .leftJoin(packages, eq(packages.id, bookedPackages.packageId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookedPackages.paymentPlanId))
    .where(eq(bookedPackages.id, id));
  const [row] = lock ? await query.for('update', { of: bookedPackages }) : await query;
  if (!row) return undefined;
  const firstInstallment = row.booked.paymentPlanId
    ? await findFirstInstallment(db, row.booked.paymentPlanId)
    : undefined;
  return { ...row, firstInstallment };
}
export type Purchase = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

async function findFirstInstallment(db: DbOrTx, paymentPlanId: string) {
  const [row] = await db
    .select()
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.paymentPlanId, paymentPlanId))
    .orderBy(asc(paymentPlanInstallments.dueAt))
    .limit(1);
  return row;
}

/** The credits of a booked package. One query after the other: it also runs inside transactions. */
export async function listCredits(db: DbOrTx, bookedPackageId: string) {
  const services = await db
    .select()
    .from(bookedPackageServiceCredits)
    .where(eq(bookedPackageServiceCredits.bookedPackageId, bookedPackageId))
    .orderBy(asc(bookedPackageServiceCredits.title), asc(bookedPackageServiceCredits.id));
  const series = await db
    .select()
    .from(bookedPackageSeriesCredits)
    .where(eq(bookedPackageSeriesCredits.bookedPackageId, bookedPackageId))
    .orderBy(asc(bookedPackageSeriesCredits.title), asc(bookedPackageSeriesCredits.id));
  return { services, series };
}

/** Confirms a paid purchase: from now on it is listed and usable. */
export async function confirmPurchase(
  tx: DbOrTx,
  purchase: Purchase,
  values: { at: Date; expiresAt: Date | null },
) {
  await tx
    .update(bookedPackages)
    .set({ status: 'confirmed', holdExpiresAt: null, expiresAt: values.expiresAt, updatedAt: values.at })
    .where(eq(bookedPackages.id, purchase.booked.id));
  if (purchase.firstInstallment) {
    await tx
      .update(paymentPlanInstallments)
      .set({
        status: 'paid',
        paidAt: values.at,
        paymentId: purchase.booked.paymentId,
        updatedAt: values.at,
      })
      .where(eq(paymentPlanInstallments.id, purchase.firstInstallment.id));
  }
}

/**
 * A purchase whose payment failed or lapsed: the booked package is expired and its payment plan
 * cancelled, so no later instalment is ever charged for it.
 */
export async function expirePurchase(tx: DbOrTx, bookedPackageId: string, at: Date) {
  const [row] = await tx
    .update(bookedPackages)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: at })
    .where(and(eq(bookedPackages.id, bookedPackageId), eq(bookedPackages.status, 'pending')))
    .returning({ paymentPlanId: bookedPackages.paymentPlanId });
  if (!row) return;
  await giveBackPurchaseRedemption(tx, bookedPackageId);
  if (row.paymentPlanId) await cancelPaymentPlan(tx, row.paymentPlanId, at);
}

/** Cancels the plan of a purchase that never completed. */
export async function cancelPaymentPlan(tx: DbOrTx, paymentPlanId: string, at: Date) {
  await tx
    .update(paymentPlans)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(and(eq(paymentPlans.id, paymentPlanId), eq(paymentPlans.status, 'active')));
}

/** The release job's part (ADR 016): a purchase still pending at its hold's expiry lapses. */
export async function releasePurchaseHold(tx: DbOrTx, bookedPackageId: string, now: Date): Promise<boolean> {
  if (!(await expirePackageHold(tx, bookedPackageId, now))) return false;
  const [row] = await tx
    .select({ paymentPlanId: bookedPackages.paymentPlanId })
    .from(bookedPackages)
    .where(eq(bookedPackages.id, bookedPackageId));
  if (row?.paymentPlanId) await cancelPaymentPlan(tx, row.paymentPlanId, now);
  return true;
}
