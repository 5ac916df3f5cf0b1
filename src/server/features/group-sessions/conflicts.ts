import { and, asc, eq, gt, lt } from 'drizzle-orm';
import {
  sortConflicts,
  type TimeConflict,
  type TimeConflictsQuery,
  type TimeConflictsView,
} from '../../../domain/group-sessions/time-conflicts';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { listNamedBusyBetween } from '../calendars/busy-conflicts';
import { listTimeOffBetween, takesTime } from '../public-booking/slots-repository';

// What a group session at [start, end) would overlap (issue 16): the expert's other sessions and
// live holds, their time off and the busy times of their 'from' calendars (the busy cache). A
// calendar's busy time that is exactly one of the expert's sessions is that session's own event
// (written back to a calendar that is also read), so it is not reported twice — nor, when
// editing, is the edited session's own event reported against it.

const LIMIT = 50;

function sessionTitle(row: {
  type: string;
  title: string;
  clientFirstName: string | null;
  clientLastName: string | null;
}) {
  const client = [row.clientFirstName, row.clientLastName].filter(Boolean).join(' ');
  return row.type === 'personal' && client ? `${row.title} with ${client}` : row.title;
}

export async function findTimeConflicts(
  db: DbOrTx,
  userId: string,
  input: TimeConflictsQuery,
  now: Date,
): Promise<TimeConflictsView> {
  const from = new Date(input.start);
  const to = new Date(input.end);
  const [own, timeOff, busy] = await Promise.all([
    db
      .select({
        id: sessions.id,
        type: sessions.type,
        title: sessions.title,
        clientFirstName: sessions.clientFirstName,
        clientLastName: sessions.clientLastName,
        start: sessions.start,
        end: sessions.end,
      })
      .from(sessions)
      .where(
        and(eq(sessions.expertId, userId), takesTime(now), lt(sessions.start, to), gt(sessions.end, from)),
      )
      .orderBy(asc(sessions.start))
      .limit(LIMIT + 1),
    listTimeOffBetween(db, userId, from, to),
    listNamedBusyBetween(db, userId, from, to),
  ]);
  const others = own.filter((s) => s.id !== input.exceptSessionId);
  const sessionTimes = new Set(own.map((s) => `${s.start.getTime()}/${s.end.getTime()}`));
  const iso = (r: { start: Date; end: Date }) => ({ start: r.start.toISOString(), end: r.end.toISOString() });
  const conflicts: TimeConflict[] = [
    ...others.map((s) => ({ kind: 'session' as const, ...iso(s), sessionId: s.id, title: sessionTitle(s) })),
    ...timeOff.map((t) => ({ kind: 'timeOff' as const, ...iso(t) })),
    ...busy
      .filter((b) => !sessionTimes.has(`${b.start.getTime()}/${b.end.getTime()}`))
      .map((b) => ({
        kind: 'calendar' as const,
        ...iso(b),
        calendarName: b.calendarName,
        accountEmail: b.accountEmail,
      })),
  ];
  return { conflicts: sortConflicts(conflicts).slice(0, LIMIT) };
}
