import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';

/**
 * A client's sessions, newest first: their personal sessions, and the group sessions they hold a
 * confirmed place in. `cancelled` picks the cancelled ones instead of the confirmed ones (pending
 * and expired holds are never shown).
 */
export async function listClientSessions(
  db: DbOrTx,
  page: { pageId: string; expertId: string },
  clientId: string,
  cancelled: boolean,
  offset: number,
  limit: number,
) {
  const booked = db
    .select({ sessionId: bookings.sessionId })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, clientId),
        eq(bookings.pageId, page.pageId),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.cancelledAt} is null`,
      ),
    );
  return db
    .select({
      id: sessions.id,
      title: sessions.title,
      type: sessions.type,
      start: sessions.start,
      end: sessions.end,
      rescheduledStart: sessions.rescheduledStart,
      cancelledAt: sessions.cancelledAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.pageId, page.pageId),
        eq(sessions.expertId, page.expertId),
        eq(sessions.status, cancelled ? 'cancelled' : 'confirmed'),
        sql`((${sessions.type} = 'personal' and ${sessions.clientId} = ${clientId}) or (${sessions.type} = 'group' and ${sessions.id} in ${booked}))`,
      ),
    )
    .orderBy(desc(sessions.start), desc(sessions.id))
    .offset(offset)
    .limit(limit);
}

/** The client's confirmed booked packages, newest first, with their credits left and in all. */
export async function listClientPackages(
  db: DbOrTx,
  pageId: string,
  clientId: string,
  offset: number,
  limit: number,
) {
  const rows = await db
    .select({
      id: bookedPackages.id,
      title: bookedPackages.packageTitle,
      createdAt: bookedPackages.createdAt,
      expiresAt: bookedPackages.expiresAt,
    })
    .from(bookedPackages)
    .where(
      and(
        eq(bookedPackages.pageId, pageId),
        eq(bookedPackages.clientId, clientId),
        eq(bookedPackages.status, 'confirmed'),
      ),
    )
    .orderBy(desc(bookedPackages.createdAt), desc(bookedPackages.id))
    .offset(offset)
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const credits = await Promise.all(
    [bookedPackageServiceCredits, bookedPackageSeriesCredits].map((table) =>
      db
        .select({
          bookedPackageId: table.bookedPackageId,
          available: sql<number>`sum(${table.available})::int`,
          count: sql<number>`sum(${table.count})::int`,
        })
        .from(table)
        .where(inArray(table.bookedPackageId, ids))
        .groupBy(table.bookedPackageId),
    ),
  );
  return rows.map((row) => {
    const mine = credits.flat().filter((c) => c.bookedPackageId === row.id);
    return {
      ...row,
      creditsLeft: mine.reduce((sum, c) => sum + Number(c.available), 0),
      creditsTotal: mine.reduce((sum, c) => sum + Number(c.count), 0),
    };
  });
}
