import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { SessionList } from '../../../domain/sessions/session-view';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { stampNow } from '../../db/schema/columns';
import { sessions } from '../../db/schema/sessions';

// Every function that finds sessions takes the expert's id: another expert's session is simply
// not found. Pending and expired sessions are unpaid holds (ADR 014) and never show here.

export type SessionRow = typeof sessions.$inferSelect;
export type SessionInsert = typeof sessions.$inferInsert;

const SHOWN_STATUSES = ['confirmed', 'cancelled'] as const;

// spec: the dashboard counts confirmed places that were not given up (ADR 016).
const placeTaken = and(eq(bookings.status, 'confirmed'), isNull(bookings.cancelledAt));

// Written with table names: inside a select drizzle leaves columns unqualified.
const bookingsCount = sql<number>`(
  select count(*)::int from bookings as b
  where b.session_id = sessions.id and b.status = 'confirmed' and b.cancelled_at is null
)`;

export const listColumns = {
  id: sessions.id,
  type: sessions.type,
  status: sessions.status,
  title: sessions.title,
  start: sessions.start,
  end: sessions.end,
  clientFirstName: sessions.clientFirstName,
  clientLastName: sessions.clientLastName,
  groupSizeCurrent: sessions.groupSizeCurrent,
  groupSizeMax: sessions.groupSizeMax,
  rescheduledStart: sessions.rescheduledStart,
};
export type SessionListRow = { [K in keyof typeof listColumns]: SessionRow[K] };

/**
 * spec (doc 1, §2, §9): upcoming sessions start from `now` (rounded down to the minute by the
 * caller) on, soonest first; past ones started before it, latest first; cancelled ones latest
 * first. `limit` is one more than a page, so the caller knows whether another page follows.
 */
export async function listSessionPage(
  db: DbOrTx,
  expertId: string,
  list: SessionList,
  now: Date,
  offset: number,
  limit: number,
): Promise<SessionListRow[]> {
  const mine = eq(sessions.expertId, expertId);
  const [where, order]: [SQL | undefined, SQL[]] =
    list === 'upcoming'
      ? [
          and(mine, eq(sessions.status, 'confirmed'), gte(sessions.start, now)),
          [asc(sessions.start), asc(sessions.id)],
        ]
      : list === 'past'
        ? [
            and(mine, eq(sessions.status, 'confirmed'), lt(sessions.start, now)),
            [desc(sessions.start), desc(sessions.id)],
          ]
        : [and(mine, eq(sessions.status, 'cancelled')), [desc(sessions.start), desc(sessions.id)]];
  return db
    .select(listColumns)
    .from(sessions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export type SessionDetailRow = SessionRow & { bookingsCount: number };

/**
 * One of the expert's sessions. `lock: 'update'` holds the row until the transaction ends, so
 * of two concurrent cancels or reschedules the second sees what the first did.
 */
export async function findSession(
  db: DbOrTx,
  expertId: string,
  id: string,
  lock?: 'update',
): Promise<SessionDetailRow | undefined> {
  const query = db
    .select({ session: sessions, bookingsCount })
    .from(sessions)
    .where(
      and(eq(sessions.id, id), eq(sessions.expertId, expertId), inArray(sessions.status, SHOWN_STATUSES)),
    );
  const [row] = lock ? await query.for(lock, { of: sessions }) : await query;
  return row ? { ...row.session, bookingsCount: row.bookingsCount } : undefined;
}

/** The session's bookings table: confirmed places not given up, in the order they were made. */
export async function listBookings(db: DbOrTx, sessionId: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), placeTaken))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}
export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];

/**
 * Locks the session's places that are held or being paid for, until the transaction ends. Taken
 * before the session's own row, in the order the seat flows lock a booking and then its session
 * (ADR 016), so an expert's cancel and a client's payment or cancel never wait on each other in
 * a circle.
 */
export async function lockPlaces(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.sessionId, sessionId), ne(bookings.status, 'expired'), isNull(bookings.cancelledAt)),
    )
    .orderBy(asc(bookings.id))
    .for('update');
}

/**
 * Whether anyone holds a place: a confirmed one, or a seat being paid for right now (counted in
 * groupSizeCurrent, ADR 016). A group session with none is deleted rather than cancelled.
 */
export async function hasAnyPlace(db: DbOrTx, session: SessionRow): Promise<boolean> {
  if (session.groupSizeCurrent > 0) return true;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.sessionId, session.id), ne(bookings.status, 'expired'), isNull(bookings.cancelledAt)),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateSession(db: DbOrTx, id: string, values: Partial<SessionInsert>): Promise<void> {
  await db
    .update(sessions)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

// Sessions longer than this are not looked for when checking overlaps, which keeps the search
// on the (expert_id, start) index to a week of rows.
const LONGEST_SESSION_MS = 7 * 24 * 3_600_000;

/** The expert's other confirmed sessions that overlap [start, end), soonest first. */
export async function findOverlaps(
  db: DbOrTx,
  expertId: string,
  exceptId: string,
  start: Date,
  end: Date,
): Promise<SessionListRow[]> {
  return db
    .select(listColumns)
    .from(sessions)
    .where(
      and(
        eq(sessions.expertId, expertId),
        eq(sessions.status, 'confirmed'),
        ne(sessions.id, exceptId),
        gt(sessions.start, new Date(start.getTime() - LONGEST_SESSION_MS)),
        lt(sessions.start, end),
        gt(sessions.end, start),
      ),
    )
    .orderBy(asc(sessions.start))
    .limit(10);
}
