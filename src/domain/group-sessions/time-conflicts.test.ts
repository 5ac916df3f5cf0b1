import { describe, expect, it } from 'vitest';
import {
  conflictLine,
  conflictSpan,
  conflictsHeading,
  sortConflicts,
  type TimeConflict,
  timeConflictsQuery,
} from './time-conflicts';

const ZONE = 'Europe/London';
const session: TimeConflict = {
  kind: 'session',
  start: '2031-03-03T09:00:00.000Z',
  end: '2031-03-03T10:00:00.000Z',
  sessionId: 's1',
  title: 'Intro call with Grace Hopper',
};
const timeOff: TimeConflict = {
  kind: 'timeOff',
  start: '2031-03-02T22:00:00.000Z',
  end: '2031-03-04T08:00:00.000Z',
};
const busy: TimeConflict = {
  kind: 'calendar',
  start: '2031-03-03T08:00:00.000Z',
  end: '2031-03-03T08:30:00.000Z',
  calendarName: 'Work',
  accountEmail: 'ada@icloud.test',
};

describe('time conflict lines', () => {
  it('names each kind with its time on the expert’s clock', () => {
    expect(conflictLine(session, ZONE)).toBe(
      'Your session “Intro call with Grace Hopper”: Mon 3 Mar, 09:00–10:00',
    );
    expect(conflictLine(busy, ZONE)).toBe(
      'Busy in your calendar “Work” (ada@icloud.test): Mon 3 Mar, 08:00–08:30',
    );
    expect(conflictLine({ ...busy, accountEmail: null }, ZONE)).toBe(
      'Busy in your calendar “Work”: Mon 3 Mar, 08:00–08:30',
    );
    expect(conflictLine(timeOff, ZONE)).toBe('Your time off: Sun 2 Mar 22:00 – Tue 4 Mar 08:00');
  });

  it('reads the span in the given zone (a summer evening in New York)', () => {
    expect(
      conflictSpan({ start: '2031-07-01T22:00:00Z', end: '2031-07-01T23:00:00Z' }, 'America/New_York'),
    ).toBe('Tue 1 Jul, 18:00–19:00');
  });

  it('puts sessions first, then time off, then calendars, each by start', () => {
    const later = { ...busy, start: '2031-03-03T12:00:00.000Z', end: '2031-03-03T13:00:00.000Z' };
    expect(sortConflicts([later, busy, timeOff, session])).toEqual([session, timeOff, busy, later]);
  });

  it('says how many', () => {
    expect(conflictsHeading(1)).toBe('This time overlaps something else');
    expect(conflictsHeading(3)).toBe('This time overlaps 3 other things');
  });
});

describe('the conflicts query', () => {
  const parse = (q: Record<string, string>) => timeConflictsQuery.safeParse(q);
  const messages = (q: Record<string, string>) => {
    const result = parse(q);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a forward range of up to 7 days', () => {
    expect(parse({ start: '2031-03-03T09:00:00Z', end: '2031-03-10T09:00:00Z' }).success).toBe(true);
    expect(messages({ start: '2031-03-03T09:00:00Z', end: '2031-03-10T09:00:01Z' })).toEqual({
      end: 'Ask about at most 7 days at a time',
    });
    expect(messages({ start: '2031-03-03T09:00:00Z', end: '2031-03-03T09:00:00Z' })).toEqual({
      end: 'End date must be greater than start',
    });
  });
});
