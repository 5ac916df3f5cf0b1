import { and, asc, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { sessions } from '../../db/schema/sessions';

// Every function takes the expert's id: another expert's session is simply not found.

// spec (doc 2, §7): group session lists are limited to 100.
export const GROUP_LIST_LIMIT = 100;

export type SessionRow = typeof sessions.$inferSelect;
/** A group session with whether any client holds a live place in it. */
export type GroupSessionRow = SessionRow & { hasLiveBookings: boolean };
export type SessionInsert = typeof sessions.$inferInsert;

/** Which group sessions an edit may reach: standalone ones (null) or those of one series. */
export type SessionScope = { seriesId: string | null } | 'any';

// Written out with table names: inside a select drizzle leaves columns unqualified, and "id"
// would then name the booking's own id. A place counts when confirmed or held by a payment still
// in time (ADR 016); a released hold (expired) or a lapsed one does not.
// Whether a hold is still in time is judged at the server's `now` (ADR 029), not the database's.
const liveBookingExists = (now: Date) => sql<boolean>`exists (
  select 1 from bookings as live
  where live.session_id = sessions.id and live.cancelled_at is null
    and (live.status = 'confirmed' or (live.status = 'pending' and live.hold_expires_at > ${now}))
)`;

const columnsAt = (now: Date) => ({ ...getTableColumns(sessions), hasLiveBookings: liveBookingExists(now) });

function groupSessionsOf(expertId: string, ...more: Array<SQL | undefined>) {
  return and(eq(sessions.expertId, expertId), eq(sessions.type, 'group'), ...more);
}

function inScope(scope: SessionScope): SQL | undefined {
  if (scope === 'any') return undefined;
  return scope.seriesId === null ? isNull(sessions.seriesId) : eq(sessions.seriesId, scope.seriesId);
}

/** spec (doc 2, §7): confirmed group sessions starting after now, by start, at most 100. */
function upcoming(expertId: string, now: Date, scope: SQL) {
  return groupSessionsOf(expertId, eq(sessions.status, 'confirmed'), gt(sessions.start, now), scope);
}

/** The group index: upcoming sessions that belong to no series. */
export async function listUpcomingStandalone(
  db: DbOrTx,
  expertId: string,
  now: Date,
): Promise<GroupSessionRow[]> {
  return db
    .select(columnsAt(now))
    .from(sessions)
    .where(upcoming(expertId, now, isNull(sessions.seriesId)))
    .orderBy(asc(sessions.start))
    .limit(GROUP_LIST_LIMIT);
}

/** A series' upcoming sessions, soonest first. */
export async function listUpcomingOfSeries(
  db: DbOrTx,
  expertId: string,
  seriesId: string,
  now: Date,
): Promise<GroupSessionRow[]> {
  return db
    .select(columnsAt(now))
    .from(sessions)
    .where(upcoming(expertId, now, eq(sessions.seriesId, seriesId)))
    .orderBy(asc(sessions.start))
    .limit(GROUP_LIST_LIMIT);
}

/**
 * One group session. `lock: 'update'` holds the row until the transaction ends, so an edit or a
 * delete and a concurrent booking or delete of the same session happen one after the other.
 */
export async function findGroupSession(
  db: DbOrTx,
  expertId: string,
  id: string,
  scope: SessionScope,
  now: Date,
  lock?: 'update',
): Promise<GroupSessionRow | undefined> {
  const query = db
    .select(columnsAt(now))
    .from(sessions)
    .where(groupSessionsOf(expertId, eq(sessions.id, id), inScope(scope)));
  const [row] = lock ? await query.for(lock, { of: sessions }) : await query;
  return row;
}

export async function insertSession(db: DbOrTx, row: SessionInsert): Promise<GroupSessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  return { ...inserted!, hasLiveBookings: false };
}

export async function updateSession(
  db: DbOrTx,
  id: string,
  values: Partial<SessionInsert>,
): Promise<SessionRow> {
  const [row] = await db
    .update(sessions)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(sessions.id, id))
    .returning();
  return row!;
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** How many confirmed sessions of a series are still to start. */
export async function countUpcomingOfSeries(db: DbOrTx, seriesId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.seriesId, seriesId), eq(sessions.status, 'confirmed'), gt(sessions.start, now)));
  return row?.count ?? 0;
}

/** The values a series passes on to its sessions (see applySeriesToUpcomingSessions). */
export interface SeriesSessionValues {
  title: string;
  description: string | null;
  hidden: boolean;
  collectPhoneNumber: boolean;
  location: Pick<SessionInsert, 'locationType' | 'locationId' | 'locationName' | 'locationDetails'>;
  groupSizeMax: number;
  price: number;
  currency: string;
  durationMinutes: number;
}

/**
 * Saving a series updates its upcoming sessions under the same rules as editing one: every
 * upcoming session takes the new title, description, settings and location, and the new group
 * size but never below the places already booked; only sessions without bookings take the new
 * price and duration (spec §4: with bookings time and price are read-only).
 */
export async function applySeriesToUpcomingSessions(
  db: DbOrTx,
  seriesId: string,
  values: SeriesSessionValues,
  now: Date,
): Promise<void> {
  const upcomingOfSeries = and(
    eq(sessions.seriesId, seriesId),
    eq(sessions.status, 'confirmed'),
    gt(sessions.start, now),
  );
  await db
    .update(sessions)
    .set({
      title: values.title,
      description: values.description,
      hidden: values.hidden,
      collectPhoneNumber: values.collectPhoneNumber,
      ...values.location,
      groupSizeMax: sql`greatest(${values.groupSizeMax}::int, ${sessions.groupSizeCurrent})`,
      updatedAt: stampNow(),
    })
    .where(upcomingOfSeries);
  await db
    .update(sessions)
    .set({
      price: values.price,
      currency: values.currency,
      end: sql`${sessions.start} + make_interval(mins => ${values.durationMinutes}::int)`,
    })
    .where(and(upcomingOfSeries, eq(sessions.groupSizeCurrent, 0), sql`not ${liveBookingExists(now)}`));
}
