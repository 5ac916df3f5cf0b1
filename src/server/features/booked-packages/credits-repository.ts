import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookedPackageSeriesCredits, bookedPackageServiceCredits } from '../../db/schema/booked-packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { newId } from '../../ids';

// The writes of a package edit (doc 1, §4), each inside the edit's transaction. A credit is a
// service's (booked_package_service_credits) or a series' (booked_package_series_credits).

export type CreditKind = 'service' | 'series';

const creditTables = { service: bookedPackageServiceCredits, series: bookedPackageSeriesCredits } as const;

/** The page's services or series among `ids`, with their titles: what may be added. */
export async function findPageItems(
  db: DbOrTx,
  kind: CreditKind,
  pageId: string,
  ids: readonly string[],
): Promise<Array<{ id: string; title: string }>> {
  if (ids.length === 0) return [];
  const table = kind === 'service' ? services : series;
  return db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.pageId, pageId), inArray(table.id, [...ids])));
}

/** Every service and every series of the page, in the page's order: what a package can include. */
export async function listPageItems(db: DbOrTx, pageId: string) {
  const serviceRows = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(eq(services.pageId, pageId))
    .orderBy(asc(services.order), asc(services.title), asc(services.id));
  const seriesRows = await db
    .select({ id: series.id, title: series.title })
    .from(series)
    .where(eq(series.pageId, pageId))
    .orderBy(asc(series.order), asc(series.title), asc(series.id));
  return { services: serviceRows, series: seriesRows };
}

export async function setCreditCount(
  db: DbOrTx,
  kind: CreditKind,
  creditId: string,
  values: { count: number; available: number },
): Promise<void> {
  const table = creditTables[kind];
  await db.update(table).set(values).where(eq(table.id, creditId));
}

/**
 * A removed service or series: available 0 and no longer tied to the item, so it can be added
 * again later as a new credit. The row keeps its count, title and booked sessions as history.
 */
export async function removeCredit(db: DbOrTx, kind: CreditKind, creditId: string): Promise<void> {
  if (kind === 'service') {
    await db
      .update(bookedPackageServiceCredits)
      .set({ serviceId: null, available: 0 })
      .where(eq(bookedPackageServiceCredits.id, creditId));
  } else {
    await db
      .update(bookedPackageSeriesCredits)
      .set({ seriesId: null, available: 0 })
      .where(eq(bookedPackageSeriesCredits.id, creditId));
  }
}

/** spec: a newly added service starts with available equal to its count and no sessions. */
export async function insertCredit(
  db: DbOrTx,
  kind: CreditKind,
  values: { bookedPackageId: string; itemId: string; title: string; count: number },
): Promise<void> {
  const row = {
    id: newId(),
    bookedPackageId: values.bookedPackageId,
    title: values.title,
    count: values.count,
    available: values.count,
  };
  if (kind === 'service') {
    await db.insert(bookedPackageServiceCredits).values({ ...row, serviceId: values.itemId });
  } else {
    await db.insert(bookedPackageSeriesCredits).values({ ...row, seriesId: values.itemId });
  }
}
