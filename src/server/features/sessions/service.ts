import { bookingsCsv, bookingsCsvFileName } from '../../../domain/sessions/bookings-csv';
import type { SessionPageQuery } from '../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES, SESSIONS_PAGE_SIZE } from '../../../domain/sessions/session-messages';
import type {
  SessionBookingView,
  SessionDetailView,
  SessionOverlapsView,
  SessionPageView,
} from '../../../domain/sessions/session-view';
import { pageWindow, toPage } from '../../../domain/shared/paging';
import { floorToMinute } from '../../../domain/time/instant';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import * as repo from './repository';
import { toBookingView, toDetailView, toListItemView } from './views';

/** What the sessions area needs: the database, and for emails the outbox and link signing. */
export type SessionsDeps = Pick<AppDeps, 'config' | 'secrets' | 'outbox'> & { db: Db };

// spec (doc 1, §8): an unknown id and another expert's id read the same.
export const sessionNotFound = () => notFound(SESSION_MESSAGES.notFound);

/** One page of the upcoming, past or cancelled list. */
export async function listSessions(
  db: Db,
  userId: string,
  query: SessionPageQuery,
  now: number,
): Promise<SessionPageView> {
  const { offset, limit } = pageWindow(query.page, SESSIONS_PAGE_SIZE);
  const rows = await repo.listSessionPage(
    db,
    userId,
    query.list,
    // spec (doc 1, §9): upcoming is measured from now rounded down to the minute.
    new Date(floorToMinute(now)),
    offset,
    limit,
  );
  return toPage(rows, query.page, SESSIONS_PAGE_SIZE, toListItemView);
}

export async function requireSession(db: DbOrTx, userId: string, id: string, lock?: 'update') {
  const row = await repo.findSession(db, userId, id, lock);
  if (!row) throw sessionNotFound();
  return row;
}

export async function getSession(db: Db, userId: string, id: string): Promise<SessionDetailView> {
  return toDetailView(await requireSession(db, userId, id));
}

export async function listSessionBookings(db: Db, userId: string, id: string): Promise<SessionBookingView[]> {
  const session = await requireSession(db, userId, id);
  return (await repo.listBookings(db, session.id)).map(toBookingView);
}

/** spec (doc 1, §7): the bookings export, named for the session and its day in the expert's zone. */
export async function exportSessionBookings(db: Db, user: { id: string; timezone: string }, id: string) {
  const session = await requireSession(db, user.id, id);
  const rows = (await repo.listBookings(db, session.id)).map(toBookingView);
  return {
    fileName: bookingsCsvFileName(
      { title: session.title, start: session.start.toISOString() },
      user.timezone,
    ),
    csv: bookingsCsv(rows),
  };
}

/**
 * The expert may move a session anywhere (no availability check); the reschedule screen warns
 * about the other confirmed sessions the new time would overlap.
 */
export async function findSessionOverlaps(
  db: Db,
  userId: string,
  id: string,
  start: number,
): Promise<SessionOverlapsView> {
  const session = await requireSession(db, userId, id);
  const duration = session.end.getTime() - session.start.getTime();
  const rows = await repo.findOverlaps(db, userId, session.id, new Date(start), new Date(start + duration));
  return { overlaps: rows.map(toListItemView) };
}
