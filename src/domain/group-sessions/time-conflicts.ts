import { z } from 'zod';
import { formatInZone } from '../time/format-in-zone';
import { DAY_MS } from '../time/instant';
import { instantField } from './group-session-fields';

// What a new or moved group session would overlap (issue 16): the expert's other sessions, their
// time off and the busy times of the calendars they sync 'from'. A warning, never a refusal — a
// group session is the expert's own decision, and a busy hour in a calendar may be one they mean
// to move — so the form shows it beside the dates before the expert saves.

/** The longest range asked about: a group session longer than a week is not a session. */
export const CONFLICTS_MAX_RANGE_MS = 7 * DAY_MS;

export const CONFLICT_MESSAGES = {
  range: 'End date must be greater than start',
  tooLong: 'Ask about at most 7 days at a time',
} as const;

/** The query: start and end as ISO instants; the session being edited is left out. */
export const timeConflictsQuery = z
  .object({
    start: instantField,
    end: instantField,
    exceptSessionId: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine((value, ctx) => {
    const start = Date.parse(value.start);
    const end = Date.parse(value.end);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: CONFLICT_MESSAGES.range });
    else if (end - start > CONFLICTS_MAX_RANGE_MS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: CONFLICT_MESSAGES.tooLong });
  });

export type TimeConflictsQuery = z.input<typeof timeConflictsQuery>;

const when = { start: z.string(), end: z.string() };

export const timeConflict = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), ...when, sessionId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('timeOff'), ...when }),
  z.object({
    kind: z.literal('calendar'),
    ...when,
    calendarName: z.string(),
    accountEmail: z.string().nullable(),
  }),
]);

export type TimeConflict = z.infer<typeof timeConflict>;

export const timeConflictsView = z.object({ conflicts: z.array(timeConflict) });
export type TimeConflictsView = z.infer<typeof timeConflictsView>;

const ORDER: Record<TimeConflict['kind'], number> = { session: 0, timeOff: 1, calendar: 2 };

/** Sessions first, then time off, then calendars; by start within each. */
export function sortConflicts(conflicts: TimeConflict[]): TimeConflict[] {
  return [...conflicts].sort(
    (a, b) => ORDER[a.kind] - ORDER[b.kind] || Date.parse(a.start) - Date.parse(b.start),
  );
}

/** The time span as the expert reads it: "10:00–11:00", or with dates when it spans days. */
export function conflictSpan(conflict: Pick<TimeConflict, 'start' | 'end'>, zone: string): string {
  const day = (at: string) => formatInZone(Date.parse(at), zone, 'EEE d MMM');
  const time = (at: string) => formatInZone(Date.parse(at), zone, 'HH:mm');
  if (day(conflict.start) === day(conflict.end))
    return `${day(conflict.start)}, ${time(conflict.start)}–${time(conflict.end)}`;
  return `${day(conflict.start)} ${time(conflict.start)} – ${day(conflict.end)} ${time(conflict.end)}`;
}

/** One line of the warning, e.g. 'Busy in your calendar “Work” (ada@example.com): Mon 7 Dec, 10:00–11:00'. */
export function conflictLine(conflict: TimeConflict, zone: string): string {
  const span = conflictSpan(conflict, zone);
  switch (conflict.kind) {
    case 'session':
      return `Your session “${conflict.title}”: ${span}`;
    case 'timeOff':
      return `Your time off: ${span}`;
    case 'calendar': {
      const account = conflict.accountEmail ? ` (${conflict.accountEmail})` : '';
      return `Busy in your calendar “${conflict.calendarName}”${account}: ${span}`;
    }
  }
}

export const conflictsHeading = (count: number) =>
  count === 1 ? 'This time overlaps something else' : `This time overlaps ${count} other things`;
