import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackageSessions,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';
import { sessions } from '../../db/schema/sessions';
import { listColumns, type SessionListRow } from '../sessions/repository';

// Every function takes the expert's booking page: another expert's booked package is simply not
// found. Only confirmed booked packages are shown; pending and expired ones are purchases that
// were never paid (ADR 016).

export type BookedPackageRow = typeof bookedPackages.$inferSelect;
export type PaymentPlanRow = typeof paymentPlans.$inferSelect;
export type InstallmentRow = typeof paymentPlanInstallments.$inferSelect;

/** The id of the expert's booking page; undefined when they have none (so no packages). */
export async function findPageId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [page] = await db
    .select({ id: bookingPages.id })
    .from(bookingPages)
    .where(eq(bookingPages.userId, userId));
  return page?.id;
}

const shown = (pageId: string) =>
  and(eq(bookedPackages.pageId, pageId), eq(bookedPackages.status, 'confirmed'));

// Written with table names: inside a select drizzle leaves columns unqualified.
const creditsLeft = sql<number>`(
  (select coalesce(sum(c.available), 0) from booked_package_service_credits as c
    where c.booked_package_id = booked_packages.id)
  + (select coalesce(sum(c.available), 0) from booked_package_series_credits as c
    where c.booked_package_id = booked_packages.id)
)::int`;

const hasFailedInstallment = sql<boolean>`exists (
  select 1 from payment_plan_installments as i
  where i.payment_plan_id = booked_packages.payment_plan_id and i.status = 'failed'
)`;

export type BookedPackageListRow = Awaited<ReturnType<typeof listBookedPackagePage>>[number];

/**
 * spec (doc 1, §2, §9): newest first, `limit` rows from `offset` (the caller asks one more than
 * a page to know whether another follows). The page's ids are picked first, so the credits and
 * the plan are read for those rows only, however deep the page.
 */
export async function listBookedPackagePage(db: DbOrTx, pageId: string, offset: number, limit: number) {
  const pageIds = db
    .select({ id: bookedPackages.id })
    .from(bookedPackages)
    .where(shown(pageId))
    .orderBy(desc(bookedPackages.createdAt), desc(bookedPackages.id))
    .limit(limit)
    .offset(offset);
  return db
    .select({
      id: bookedPackages.id,
      clientFirstName: bookedPackages.clientFirstName,
      clientLastName: bookedPackages.clientLastName,
      clientEmail: bookedPackages.clientEmail,
      packageTitle: bookedPackages.packageTitle,
      createdAt: bookedPackages.createdAt,
      expiresAt: bookedPackages.expiresAt,
      creditsLeft,
      planStatus: paymentPlans.status,
      hasFailedInstallment,
    })
    .from(bookedPackages)
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookedPackages.paymentPlanId))
    .where(inArray(bookedPackages.id, pageIds))
    .orderBy(desc(bookedPackages.createdAt), desc(bookedPackages.id));
}

/**
 * One of the expert's booked packages, with their page's id, in one query. `lock: 'update'` holds
 * its row until the transaction ends, so two edits of the same package run one after the other.
 */
export async function findBookedPackage(
  db: DbOrTx,
  userId: string,
  id: string,
  lock?: 'update',
): Promise<BookedPackageRow | undefined> {
  const query = db
    .select({ booked: bookedPackages })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .where(
      and(eq(bookedPackages.id, id), eq(bookingPages.userId, userId), eq(bookedPackages.status, 'confirmed')),
    );
  const [row] = lock ? await query.for(lock, { of: bookedPackages }) : await query;
  return row?.booked;
}

export type CreditRow = {
  id: string;
  itemId: string | null;
  title: string;
  count: number;
  available: number;
  used: number;
};

/**
 * The package's service and series credits with the sessions booked with each (a cancelled
 * session gives its credit back and is no longer counted), and how many seats it took in its
 * included group sessions (no credit). `lock` locks the credit rows too.
 */
export async function listCredits(
  db: DbOrTx,
  bookedPackageId: string,
  lock?: 'update',
): Promise<{ services: CreditRow[]; series: CreditRow[]; includedSessions: number }> {
  const serviceQuery = db
    .select({
      id: bookedPackageServiceCredits.id,
      itemId: bookedPackageServiceCredits.serviceId,
      title: bookedPackageServiceCredits.title,
      count: bookedPackageServiceCredits.count,
      available: bookedPackageServiceCredits.available,
    })
    .from(bookedPackageServiceCredits)
    .where(eq(bookedPackageServiceCredits.bookedPackageId, bookedPackageId))
    .orderBy(asc(bookedPackageServiceCredits.id));
  const seriesQuery = db
    .select({
      id: bookedPackageSeriesCredits.id,
      itemId: bookedPackageSeriesCredits.seriesId,
      title: bookedPackageSeriesCredits.title,
      count: bookedPackageSeriesCredits.count,
      available: bookedPackageSeriesCredits.available,
    })
    .from(bookedPackageSeriesCredits)
    .where(eq(bookedPackageSeriesCredits.bookedPackageId, bookedPackageId))
    .orderBy(asc(bookedPackageSeriesCredits.id));
  // One after the other: this also runs inside transactions.
  const serviceRows = lock ? await serviceQuery.for(lock) : await serviceQuery;
  const seriesRows = lock ? await seriesQuery.for(lock) : await seriesQuery;
  const used = await countUsed(db, bookedPackageId);
  const withUsed = (rows: Array<Omit<CreditRow, 'used'>>) =>
    rows.map((row) => ({ ...row, used: used.get(row.id) ?? 0 })).sort(byTitle);
  return {
    services: withUsed(serviceRows),
    series: withUsed(seriesRows),
    includedSessions: used.get('') ?? 0,
  };
}

// By title as people read it, the same on every database (collations differ); rows are locked
// in id order above, the order every writer of credits uses.
const byTitle = (a: CreditRow, b: CreditRow) =>
  a.title.localeCompare(b.title, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Sessions booked with each credit of the package, and with none (key ''). */
async function countUsed(db: DbOrTx, bookedPackageId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      creditId: sql<string>`coalesce(${bookedPackageSessions.serviceCreditId}, ${bookedPackageSessions.seriesCreditId}, '')`,
      used: sql<number>`count(*)::int`,
    })
    .from(bookedPackageSessions)
    .where(eq(bookedPackageSessions.bookedPackageId, bookedPackageId))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.creditId, row.used]));
}

/**
 * spec (doc 1, §9): the sessions booked with one credit (or, with `creditId` null, with none),
 * latest first, `limit` from `offset`.
 */
export async function listPackageSessions(
  db: DbOrTx,
  bookedPackageId: string,
  creditId: string | null,
  offset: number,
  limit: number,
): Promise<SessionListRow[]> {
  const credit =
    creditId === null
      ? and(isNull(bookedPackageSessions.serviceCreditId), isNull(bookedPackageSessions.seriesCreditId))
      : or(
          eq(bookedPackageSessions.serviceCreditId, creditId),
          eq(bookedPackageSessions.seriesCreditId, creditId),
        );
  return db
    .select(listColumns)
    .from(bookedPackageSessions)
    .innerJoin(sessions, eq(sessions.id, bookedPackageSessions.sessionId))
    .where(
      and(
        eq(bookedPackageSessions.bookedPackageId, bookedPackageId),
        credit,
        inArray(sessions.status, ['confirmed', 'cancelled']),
      ),
    )
    .orderBy(desc(sessions.start), desc(sessions.id))
    .limit(limit)
    .offset(offset);
}

/** The plan with its installments by due date; `lock` locks the plan row. */
export async function findPaymentPlan(
  db: DbOrTx,
  paymentPlanId: string,
  lock?: 'update',
): Promise<{ plan: PaymentPlanRow; installments: InstallmentRow[] } | undefined> {
  const query = db.select().from(paymentPlans).where(eq(paymentPlans.id, paymentPlanId));
  const [plan] = lock ? await query.for(lock) : await query;
  if (!plan) return undefined;
  const installments = await db
    .select()
    .from(paymentPlanInstallments)
    .where(eq(paymentPlanInstallments.paymentPlanId, plan.id))
    .orderBy(asc(paymentPlanInstallments.dueAt), asc(paymentPlanInstallments.id));
  return { plan, installments };
}

export async function updateExpiresAt(db: DbOrTx, id: string, expiresAt: Date, at: Date): Promise<void> {
  await db.update(bookedPackages).set({ expiresAt, updatedAt: at }).where(eq(bookedPackages.id, id));
}
