import { and, asc, eq, gt, inArray, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { RichTextDocument } from '../../db/schema/columns';
import { stampNow } from '../../db/schema/columns';
import { packageGroupSessions, packageSeries, packageServices, packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';

// Every function takes the booking page (or, for sessions, the expert): another expert's package,
// service, series or session is simply not found. Deleted packages are never read.

export type PackageRow = typeof packages.$inferSelect;

const live = (pageId: string) => and(eq(packages.pageId, pageId), not(packages.isDeleted));

/** The page's packages, not deleted, in their order (spec: the order value starts as the creation time). */
export async function listPackages(db: DbOrTx, pageId: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(live(pageId))
    .orderBy(asc(packages.order), asc(packages.createdAt), asc(packages.id));
}

/** `lock: 'update'` holds the row until the transaction ends (edit against delete). */
export async function findPackage(
  db: DbOrTx,
  pageId: string,
  id: string,
  lock?: 'update',
): Promise<PackageRow | undefined> {
  const query = db
    .select()
    .from(packages)
    .where(and(live(pageId), eq(packages.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export type PackageValues = {
  title: string;
  description: RichTextDocument | null;
  price: number;
  currency: string;
  paymentPlan: { months: number; amount: number } | null;
  expiryDays: number | null;
  hidden: boolean;
};

function columns(values: PackageValues) {
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    currency: values.currency,
    paymentPlanType: values.paymentPlan ? ('monthly' as const) : null,
    paymentPlanCount: values.paymentPlan?.months ?? null,
    paymentPlanAmount: values.paymentPlan?.amount ?? null,
    expiryDays: values.expiryDays,
    hidden: values.hidden,
  };
}

export async function insertPackage(
  db: DbOrTx,
  row: { id: string; pageId: string; order: number } & PackageValues,
): Promise<void> {
  await db.insert(packages).values({ id: row.id, pageId: row.pageId, order: row.order, ...columns(row) });
}

export async function updatePackage(db: DbOrTx, id: string, values: PackageValues): Promise<void> {
  await db
    .update(packages)
    .set({ ...columns(values), updatedAt: stampNow() })
    .where(eq(packages.id, id));
}

/** spec (doc 2, §4): delete is a soft delete. False when there was nothing (left) to delete. */
export async function softDeletePackage(db: DbOrTx, pageId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(packages)
    .set({ isDeleted: true, updatedAt: stampNow() })
    .where(and(live(pageId), eq(packages.id, id)))
    .returning({ id: packages.id });
  return rows.length > 0;
}

/** The order values of the page's packages, locked for a reorder. */
export async function lockPackageOrders(
  db: DbOrTx,
  pageId: string,
): Promise<{ id: string; order: number }[]> {
  return db
    .select({ id: packages.id, order: packages.order })
    .from(packages)
    .where(live(pageId))
    .orderBy(asc(packages.id))
    .for('update');
}

export async function setPackageOrder(db: DbOrTx, id: string, order: number): Promise<void> {
  await db.update(packages).set({ order, updatedAt: stampNow() }).where(eq(packages.id, id));
}

export type Includes = {
  personalSessions: { serviceId: string; count: number }[];
  groupSessionIds: string[];
  series: { seriesId: string; count: number }[];
};

/** Replaces what a package includes. */
export async function saveIncludes(db: DbOrTx, packageId: string, includes: Includes): Promise<void> {
  await db.delete(packageServices).where(eq(packageServices.packageId, packageId));
  await db.delete(packageGroupSessions).where(eq(packageGroupSessions.packageId, packageId));
  await db.delete(packageSeries).where(eq(packageSeries.packageId, packageId));
  if (includes.personalSessions.length > 0)
    await db.insert(packageServices).values(includes.personalSessions.map((s) => ({ packageId, ...s })));
  if (includes.groupSessionIds.length > 0)
    await db
      .insert(packageGroupSessions)
      .values(includes.groupSessionIds.map((sessionId) => ({ packageId, sessionId })));
  if (includes.series.length > 0)
    await db.insert(packageSeries).values(includes.series.map((s) => ({ packageId, ...s })));
}

/** What the packages include, with the titles of the services, sessions and series. */
export async function listIncludes(db: DbOrTx, packageIds: string[]) {
  if (packageIds.length === 0) return { services: [], groupSessions: [], series: [] };
  const [includedServices, includedSessions, includedSeries] = await Promise.all([
    db
      .select({
        packageId: packageServices.packageId,
        serviceId: packageServices.serviceId,
        count: packageServices.count,
        title: services.title,
        duration: services.duration,
      })
      .from(packageServices)
      .innerJoin(services, eq(services.id, packageServices.serviceId))
      .where(inArray(packageServices.packageId, packageIds))
      .orderBy(asc(services.order), asc(services.title), asc(services.id)),
    db
      .select({
        packageId: packageGroupSessions.packageId,
        sessionId: packageGroupSessions.sessionId,
        title: sessions.title,
        start: sessions.start,
        end: sessions.end,
        status: sessions.status,
      })
      .from(packageGroupSessions)
      .innerJoin(sessions, eq(sessions.id, packageGroupSessions.sessionId))
      .where(inArray(packageGroupSessions.packageId, packageIds))
      .orderBy(asc(sessions.start), asc(sessions.id)),
    db
      .select({
        packageId: packageSeries.packageId,
        seriesId: packageSeries.seriesId,
        count: packageSeries.count,
        title: series.title,
        duration: series.duration,
      })
      .from(packageSeries)
      .innerJoin(series, eq(series.id, packageSeries.seriesId))
      .where(inArray(packageSeries.packageId, packageIds))
      .orderBy(asc(series.order), asc(series.title), asc(series.id)),
  ]);
  return { services: includedServices, groupSessions: includedSessions, series: includedSeries };
}

// The checks below run inside the saving transaction; the key-share lock keeps a row from being
// deleted until the package that references it is saved.

/** Which of the ids are services of the page. */
export async function findPageServiceIds(db: DbOrTx, pageId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.pageId, pageId), inArray(services.id, ids)))
    .for('key share');
  return rows.map((r) => r.id);
}

/** Which of the ids are series of the page. */
export async function findPageSeriesIds(db: DbOrTx, pageId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: series.id })
    .from(series)
    .where(and(eq(series.pageId, pageId), inArray(series.id, ids)))
    .for('key share');
  return rows.map((r) => r.id);
}

/** The expert's group sessions among the ids, with what decides whether they can still be added. */
export async function findGroupSessions(db: DbOrTx, expertId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sessions.id, status: sessions.status, start: sessions.start })
    .from(sessions)
    .where(and(eq(sessions.expertId, expertId), eq(sessions.type, 'group'), inArray(sessions.id, ids)))
    .for('key share');
}

/** The group sessions a package holds now. */
export async function listPackageGroupSessionIds(db: DbOrTx, packageId: string): Promise<string[]> {
  const rows = await db
    .select({ id: packageGroupSessions.sessionId })
    .from(packageGroupSessions)
    .where(eq(packageGroupSessions.packageId, packageId));
  return rows.map((r) => r.id);
}

// spec (doc 2, §7): the group-session query lists 100 at most.
export const GROUP_SESSION_OPTIONS_LIMIT = 100;

/** What can be put in a package: the page's services and series, the expert's upcoming group sessions. */
export async function listPackageOptions(db: DbOrTx, pageId: string, expertId: string, now: Date) {
  const [serviceRows, seriesRows, sessionRows] = await Promise.all([
    db
      .select({
        id: services.id,
        title: services.title,
        duration: services.duration,
        hidden: services.hidden,
      })
      .from(services)
      .where(eq(services.pageId, pageId))
      .orderBy(asc(services.order), asc(services.title), asc(services.id)),
    db
      .select({ id: series.id, title: series.title, duration: series.duration, hidden: series.hidden })
      .from(series)
      .where(eq(series.pageId, pageId))
      .orderBy(asc(series.order), asc(series.title), asc(series.id)),
    // spec: group sessions of the expert, type group, status confirmed, start after now, by start.
    db
      .select({
        id: sessions.id,
        title: sessions.title,
        start: sessions.start,
        end: sessions.end,
        seriesId: sessions.seriesId,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.expertId, expertId),
          eq(sessions.type, 'group'),
          eq(sessions.status, 'confirmed'),
          gt(sessions.start, now),
        ),
      )
      .orderBy(asc(sessions.start), asc(sessions.id))
      .limit(GROUP_SESSION_OPTIONS_LIMIT),
  ]);
  return { services: serviceRows, series: seriesRows, groupSessions: sessionRows };
}
