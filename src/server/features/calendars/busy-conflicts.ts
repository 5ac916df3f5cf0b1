import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarBusy } from '../../db/schema/calendar-cache';
import { connectedAccountCalendars, connectedAccounts } from '../../db/schema/connected-accounts';

// The busy times of the expert's 'from' calendars in a range, with the calendar each comes from,
// for the warnings the dashboard shows before a group session is saved (issue 16). From the busy
// cache only, like the slot search: the form never waits on a provider.

export type NamedBusy = { start: Date; end: Date; calendarName: string; accountEmail: string | null };

export async function listNamedBusyBetween(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
): Promise<NamedBusy[]> {
  return db
    .select({
      start: calendarBusy.start,
      end: calendarBusy.end,
      calendarName: connectedAccountCalendars.name,
      accountEmail: connectedAccounts.email,
    })
    .from(calendarBusy)
    .innerJoin(
      connectedAccountCalendars,
      and(
        eq(connectedAccountCalendars.accountId, calendarBusy.accountId),
        eq(connectedAccountCalendars.id, calendarBusy.calendarId),
      ),
    )
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, calendarBusy.accountId))
    .where(
      and(
        eq(connectedAccounts.userId, userId),
        eq(connectedAccounts.type, 'calendar'),
        eq(connectedAccountCalendars.syncFrom, true),
        lt(calendarBusy.start, to),
        gt(calendarBusy.end, from),
      ),
    )
    .orderBy(asc(calendarBusy.start))
    .limit(50);
}
