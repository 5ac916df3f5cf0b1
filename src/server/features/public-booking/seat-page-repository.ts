import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { series } from '../../db/schema/series';
import { sessions } from '../../db/schema/sessions';
import { GROUP_LIST_LIMIT } from '../group-sessions/repository';
import { listUpcomingGroupSessionsWhere } from './page-repository';

// What a client may see of one group session or one series, read by id without a session. There
// is no slug in these paths: the page is the one the session or series belongs to, so an id
// reaches only its own page. Personal sessions are never found here.

/** A group session with its page and, for a session of a series, the series' title. */
export async function findPublicGroupSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ session: sessions, page: bookingPages, seriesTitle: series.title })
    .from(sessions)
    .innerJoin(bookingPages, eq(bookingPages.id, sessions.pageId))
    .leftJoin(series, eq(series.id, sessions.seriesId))
    .where(and(eq(sessions.id, id), eq(sessions.type, 'group')));
  return row;
}

export async function findPublicSeries(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ series, page: bookingPages })
    .from(series)
    .innerJoin(bookingPages, eq(bookingPages.id, series.pageId))
    .where(eq(series.id, id));
  return row;
}

/** spec: a series' confirmed sessions after now, soonest first, at most 100. */
export function listUpcomingSeriesSessions(db: DbOrTx, seriesId: string, now: Date) {
  return listUpcomingGroupSessionsWhere(db, now, eq(sessions.seriesId, seriesId)).limit(GROUP_LIST_LIMIT);
}
