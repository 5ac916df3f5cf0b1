import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackageSessions,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { packageGroupSessions } from '../../db/schema/packages';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { GROUP_LIST_LIMIT } from '../group-sessions/repository';
import { listUpcomingGroupSessionsWhere } from '../public-booking/page-repository';

// Using a bought package: its credits, the sessions it can still book and the ones it has.
// A credit is taken with one conditional UPDATE (ADR 016), so concurrent redemptions never
// overdraw it: PostgreSQL re-checks `available > 0` for each writer waiting on the row lock.

export async function findBookedPackage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ booked: bookedPackages, page: bookingPages, expertId: users.id })
    .from(bookedPackages)
    .innerJoin(bookingPages, eq(bookingPages.id, bookedPackages.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookedPackages.id, id));
  return row;
}
export type BookedPackageRow = NonNullable<Awaited<ReturnType<typeof findBookedPackage>>>;

/** Takes one credit of a service if one is left; false when none is. */
export async function takeServiceCredit(tx: DbOrTx, creditId: string): Promise<boolean> {
  const rows = await tx
    .update(bookedPackageServiceCredits)
    .set({ available: sql`${bookedPackageServiceCredits.available} - 1` })
    .where(and(eq(bookedPackageServiceCredits.id, creditId), gt(bookedPackageServiceCredits.available, 0)))
    .returning({ id: bookedPackageServiceCredits.id });
  return rows.length > 0;
}

/** Takes one credit of a series if one is left; false when none is. */
export async function takeSeriesCredit(tx: DbOrTx, creditId: string): Promise<boolean> {
  const rows = await tx
    .update(bookedPackageSeriesCredits)
    .set({ available: sql`${bookedPackageSeriesCredits.available} - 1` })
    .where(and(eq(bookedPackageSeriesCredits.id, creditId), gt(bookedPackageSeriesCredits.available, 0)))
    .returning({ id: bookedPackageSeriesCredits.id });
  return rows.length > 0;
}

export async function insertBookedPackageSession(tx: DbOrTx, row: typeof bookedPackageSessions.$inferInsert) {
  await tx.insert(bookedPackageSessions).values(row);
}

/**
 * Gives back the package credits a session used: each booked_package_sessions row of the session
 * (of one booked package when a single place was cancelled, of all when the session was) goes,
 * and the credit it named gets one more available (never above its count, which the expert may
 * have lowered). Answers how many credits came back.
 */
export async function returnPackageCredits(
  tx: DbOrTx,
  sessionId: string,
  bookedPackageId?: string,
): Promise<number> {
  const used = await tx
    .delete(bookedPackageSessions)
    .where(
      and(
        eq(bookedPackageSessions.sessionId, sessionId),
        bookedPackageId ? eq(bookedPackageSessions.bookedPackageId, bookedPackageId) : undefined,
      ),
    )
    .returning();
  let returned = 0;
  for (const row of used) {
    if (row.serviceCreditId) {
      await tx
        .update(bookedPackageServiceCredits)
        .set({
          available: sql`least(${bookedPackageServiceCredits.available} + 1, ${bookedPackageServiceCredits.count})`,
        })
        .where(eq(bookedPackageServiceCredits.id, row.serviceCreditId));
      returned++;
    } else if (row.seriesCreditId) {
      await tx
        .update(bookedPackageSeriesCredits)
        .set({
          available: sql`least(${bookedPackageSeriesCredits.available} + 1, ${bookedPackageSeriesCredits.count})`,
        })
        .where(eq(bookedPackageSeriesCredits.id, row.seriesCreditId));
      returned++;
    }
  }
  return returned;
}

/** The sessions booked with the package and still held (not cancelled), soonest first. */
export function listBookedSessions(db: DbOrTx, bookedPackageId: string) {
  return db
    .select({
      sessionId: sessions.id,
      title: sessions.title,
      start: sessions.start,
      end: sessions.end,
      bookingId: bookings.id,
    })
    .from(bookedPackageSessions)
    .innerJoin(sessions, eq(sessions.id, bookedPackageSessions.sessionId))
    .innerJoin(
      bookings,
      and(
        eq(bookings.sessionId, bookedPackageSessions.sessionId),
        eq(bookings.bookedPackageId, bookedPackageSessions.bookedPackageId),
        isNull(bookings.cancelledAt),
        ne(bookings.status, 'expired'),
      ),
    )
    .where(and(eq(bookedPackageSessions.bookedPackageId, bookedPackageId), ne(sessions.status, 'cancelled')))
    .orderBy(asc(sessions.start), asc(sessions.id));
}

/** Upcoming sessions of the series on the page, soonest first, starting before `until` if given. */
export function listUpcomingSeriesSessions(
  db: DbOrTx,
  pageId: string,
  seriesIds: string[],
  now: Date,
  until: Date | null,
) {
  if (seriesIds.length === 0) return Promise.resolve([]);
  // A long series lists its next sessions, not a year of them (like its own page).
  return listUpcomingGroupSessionsWhere(
    db,
    now,
    and(eq(sessions.pageId, pageId), inArray(sessions.seriesId, seriesIds), startsBefore(until)),
  ).limit(GROUP_LIST_LIMIT * seriesIds.length);
}

/** The package's included group sessions still to come, starting before `until` if given. */
export function listIncludedGroupSessions(db: DbOrTx, packageId: string, now: Date, until: Date | null) {
  const included = db
    .select({ id: packageGroupSessions.sessionId })
    .from(packageGroupSessions)
    .where(eq(packageGroupSessions.packageId, packageId));
  return listUpcomingGroupSessionsWhere(db, now, and(inArray(sessions.id, included), startsBefore(until)));
}

const startsBefore = (until: Date | null) => (until ? lt(sessions.start, until) : undefined);

export async function isIncludedGroupSession(db: DbOrTx, packageId: string, sessionId: string) {
  const [row] = await db
    .select({ id: packageGroupSessions.sessionId })
    .from(packageGroupSessions)
    .where(and(eq(packageGroupSessions.packageId, packageId), eq(packageGroupSessions.sessionId, sessionId)));
  return row !== undefined;
}

/** The current length of each service, and whether it asks for a phone number, by id. */
export async function findServiceDetails(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { duration: number; collectPhoneNumber: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, duration: services.duration, collectPhoneNumber: services.collectPhoneNumber })
    .from(services)
    .where(inArray(services.id, ids));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}
