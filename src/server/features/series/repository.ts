import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { packageSeries, packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';

// Series belong to the booking page: every function takes the page id, so another expert's
// series is simply not found.

export type SeriesRow = typeof series.$inferSelect;
export type SeriesInsert = typeof series.$inferInsert;
export type SeriesWithCounts = SeriesRow & { upcomingSessionCount: number; packageCount: number };

// Written out with table names: inside a select drizzle leaves columns unqualified, and "id"
// would then name the inner table's own id.
const upcomingSessionCount = (now: Date) => sql<number>`(
  select count(*)::int from sessions as upcoming
  where upcoming.series_id = series.id and upcoming.status = 'confirmed'
    and upcoming.start > ${now.toISOString()}::timestamptz
)`;

// Packages that are not deleted (spec: packages where isDeleted is false).
const packageCount = sql<number>`(
  select count(*)::int from package_series as included
  join packages as package on package.id = included.package_id
  where included.series_id = series.id and not package.is_deleted
)`;

const withCounts = (now: Date) => ({
  ...getTableColumns(series),
  upcomingSessionCount: upcomingSessionCount(now),
  packageCount,
});

/** The page's series in the expert's order (creation order breaks ties). */
export async function listSeries(db: DbOrTx, pageId: string, now: Date): Promise<SeriesWithCounts[]> {
  return db
    .select(withCounts(now))
    .from(series)
    .where(eq(series.pageId, pageId))
    .orderBy(asc(series.order), asc(series.createdAt), asc(series.id));
}

export async function findSeriesWithCounts(
  db: DbOrTx,
  pageId: string,
  id: string,
  now: Date,
): Promise<SeriesWithCounts | undefined> {
  const [row] = await db
    .select(withCounts(now))
    .from(series)
    .where(and(eq(series.pageId, pageId), eq(series.id, id)));
  return row;
}

/** `lock` holds the row: 'update' to change or delete it, 'share' to schedule a session of it. */
export async function findSeries(
  db: DbOrTx,
  pageId: string,
  id: string,
  lock?: 'update' | 'share',
): Promise<SeriesRow | undefined> {
  const query = db
    .select()
    .from(series)
    .where(and(eq(series.pageId, pageId), eq(series.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertSeries(db: DbOrTx, row: SeriesInsert): Promise<SeriesRow> {
  const [inserted] = await db.insert(series).values(row).returning();
  return inserted!;
}

export async function updateSeries(
  db: DbOrTx,
  id: string,
  values: Partial<SeriesInsert>,
): Promise<SeriesRow> {
  const [row] = await db
    .update(series)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(series.id, id))
    .returning();
  return row!;
}

/** Deletes for real; its sessions stay as standalone ones and packages lose it (foreign keys). */
export async function deleteSeries(db: DbOrTx, id: string): Promise<void> {
  await db.delete(series).where(eq(series.id, id));
}

/** spec (doc 2, §7): the query on packages including the series, run before deleting it. */
export async function countPackagesWithSeries(db: DbOrTx, seriesId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(packageSeries)
    .innerJoin(packages, eq(packages.id, packageSeries.packageId))
    .where(and(eq(packageSeries.seriesId, seriesId), eq(packages.isDeleted, false)));
  return row?.count ?? 0;
}

/** The page's series ids and order values, locked for a reorder. */
export async function lockSeriesOrders(
  db: DbOrTx,
  pageId: string,
): Promise<Array<{ id: string; order: number }>> {
  return db
    .select({ id: series.id, order: series.order })
    .from(series)
    .where(eq(series.pageId, pageId))
    .for('update');
}

export async function setSeriesOrder(db: DbOrTx, id: string, order: number): Promise<void> {
  await db.update(series).set({ order, updatedAt: stampNow() }).where(eq(series.id, id));
}
