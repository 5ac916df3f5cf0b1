import { describe, expect, it } from 'vitest';
import { busyFromIcs } from './ics-busy';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];

const utc = (iso: string) => Date.parse(iso);
/** Intervals as ISO strings, to read the expectations as times. */
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map((i) => [new Date(i.start).toISOString(), new Date(i.end).toISOString()]);

const window = (from: string, to: string, timeZone = 'UTC') => ({ from: utc(from), to: utc(to), timeZone });

describe('busyFromIcs', () => {
  it('expands a weekly series, leaving out an EXDATE and moving an overridden occurrence', () => {
    const text = calendar(
      ...event(
        'UID:weekly@test',
        'DTSTART;TZID=Europe/Paris:20261202T100000',
        'DTEND;TZID=Europe/Paris:20261202T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=WE',
        'EXDATE;TZID=Europe/Paris:20261209T100000',
        'SUMMARY:Team call',
      ),
      ...event(
        'UID:weekly@test',
        'RECURRENCE-ID;TZID=Europe/Paris:20261216T100000',
        'DTSTART;TZID=Europe/Paris:20261217T143000',
        'DTEND;TZID=Europe/Paris:20261217T160000',
        'SUMMARY:Team call (moved)',
      ),
    );
    expect(iso(busyFromIcs(text, window('2026-11-30T00:00:00Z', '2026-12-31T00:00:00Z')))).toEqual([
      ['2026-12-02T09:00:00.000Z', '2026-12-02T10:00:00.000Z'],
      ['2026-12-17T13:30:00.000Z', '2026-12-17T15:00:00.000Z'],
      ['2026-12-23T09:00:00.000Z', '2026-12-23T10:00:00.000Z'],
      ['2026-12-30T09:00:00.000Z', '2026-12-30T10:00:00.000Z'],
    ]);
  });

  it('an occurrence moved into the window counts, one moved out of it does not', () => {
    const text = calendar(
      ...event(
        'UID:s@test',
        'DTSTART:20261201T090000Z',
        'DTEND:20261201T093000Z',
        'RRULE:FREQ=DAILY;COUNT=10',
      ),
      // The 8th moved back into the window (3rd), the 4th moved out of it (to the 20th).
      ...event(
        'UID:s@test',
        'RECURRENCE-ID:20261208T090000Z',
        'DTSTART:20261203T150000Z',
        'DTEND:20261203T160000Z',
      ),
      ...event(
        'UID:s@test',
        'RECURRENCE-ID:20261204T090000Z',
        'DTSTART:20261220T090000Z',
        'DTEND:20261220T093000Z',
      ),
    );
    expect(iso(busyFromIcs(text, window('2026-12-03T00:00:00Z', '2026-12-05T00:00:00Z')))).toEqual([
      ['2026-12-03T09:00:00.000Z', '2026-12-03T09:30:00.000Z'],
      ['2026-12-03T15:00:00.000Z', '2026-12-03T16:00:00.000Z'],
    ]);
  });

  it('a cancelled occurrence frees its time; the rest of the series stays busy', () => {
    const text = calendar(
      ...event(
        'UID:c@test',
        'DTSTART:20261201T090000Z',
        'DTEND:20261201T100000Z',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      ...event(
        'UID:c@test',
        'RECURRENCE-ID:20261202T090000Z',
        'DTSTART:20261202T090000Z',
        'STATUS:CANCELLED',
      ),
    );
    expect(iso(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-10T00:00:00Z')))).toEqual([
      ['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z'],
      ['2026-12-03T09:00:00.000Z', '2026-12-03T10:00:00.000Z'],
    ]);
  });

  it('an all-day event is busy for the whole day in the calendar zone; without DTEND it lasts one day', () => {
    const text = calendar(
      ...event(
        'UID:a@test',
        'DTSTART;VALUE=DATE:20261210',
        'DTEND;VALUE=DATE:20261212',
        'SUMMARY:Conference',
      ),
      ...event('UID:b@test', 'DTSTART;VALUE=DATE:20261215', 'SUMMARY:Holiday'),
    );
    expect(
      iso(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z', 'America/New_York'))),
    ).toEqual([
      ['2026-12-10T05:00:00.000Z', '2026-12-12T05:00:00.000Z'],
      ['2026-12-15T05:00:00.000Z', '2026-12-16T05:00:00.000Z'],
    ]);
    // The default zone is UTC.
    expect(iso(busyFromIcs(text, window('2026-12-14T00:00:00Z', '2026-12-31T00:00:00Z')))).toEqual([
      ['2026-12-15T00:00:00.000Z', '2026-12-16T00:00:00.000Z'],
    ]);
  });

  it('a weekly all-day event keeps whole days across a DST change', () => {
    const text = calendar(
      ...event(
        'UID:d@test',
        'DTSTART;VALUE=DATE:20260323',
        'DTEND;VALUE=DATE:20260324',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(
      iso(busyFromIcs(text, window('2026-03-01T00:00:00Z', '2026-04-30T00:00:00Z', 'Europe/London'))),
    ).toEqual([
      ['2026-03-23T00:00:00.000Z', '2026-03-24T00:00:00.000Z'],
      ['2026-03-29T23:00:00.000Z', '2026-03-30T23:00:00.000Z'],
    ]);
  });

  it('transparent and cancelled events are not busy', () => {
    const text = calendar(
      ...event('UID:t@test', 'DTSTART:20261201T090000Z', 'DTEND:20261201T100000Z', 'TRANSP:TRANSPARENT'),
      ...event('UID:x@test', 'DTSTART:20261201T110000Z', 'DTEND:20261201T120000Z', 'STATUS:CANCELLED'),
      ...event(
        'UID:o@test',
        'DTSTART:20261201T130000Z',
        'DTEND:20261201T140000Z',
        'TRANSP:OPAQUE',
        'STATUS:CONFIRMED',
      ),
      ...event(
        'UID:tr@test',
        'DTSTART:20261201T150000Z',
        'DTEND:20261201T160000Z',
        'RRULE:FREQ=DAILY;COUNT=5',
        'TRANSP:TRANSPARENT',
      ),
    );
    expect(iso(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-08T00:00:00Z')))).toEqual([
      ['2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
    ]);
  });

  it('a weekly London event keeps 09:00 local across the DST week (GMT, then BST)', () => {
    const text = calendar(
      ...event(
        'UID:london@test',
        'DTSTART;TZID=Europe/London:20260316T090000',
        'DTEND;TZID=Europe/London:20260316T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO,SA',
      ),
    );
    // British Summer Time starts on Sunday 29 March 2026 at 01:00 UTC.
    expect(iso(busyFromIcs(text, window('2026-03-23T00:00:00Z', '2026-04-01T00:00:00Z')))).toEqual([
      ['2026-03-23T09:00:00.000Z', '2026-03-23T10:00:00.000Z'],
      ['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
      ['2026-03-30T08:00:00.000Z', '2026-03-30T09:00:00.000Z'],
    ]);
  });

  it('a zone defined by the object’s VTIMEZONE (not an IANA name) is used, DST rules included', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011104T020000',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010311T020000',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event(
        'UID:ms@test',
        'DTSTART;TZID=Eastern Standard Time:20260302T100000',
        'DTEND;TZID=Eastern Standard Time:20260302T103000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
    );
    // US daylight time starts on Sunday 8 March 2026.
    expect(iso(busyFromIcs(text, window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')))).toEqual([
      ['2026-03-02T15:00:00.000Z', '2026-03-02T15:30:00.000Z'],
      ['2026-03-09T14:00:00.000Z', '2026-03-09T14:30:00.000Z'],
      ['2026-03-16T14:00:00.000Z', '2026-03-16T14:30:00.000Z'],
    ]);
  });

  it('RDATE adds occurrences; DURATION gives the length; floating times are read in the calendar zone', () => {
    const text = calendar(
      ...event(
        'UID:r@test',
        'DTSTART:20261201T090000',
        'DURATION:PT45M',
        'RDATE:20261203T090000,20261205T090000',
      ),
    );
    expect(
      iso(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-10T00:00:00Z', 'Asia/Tokyo'))),
    ).toEqual([
      ['2026-12-01T00:00:00.000Z', '2026-12-01T00:45:00.000Z'],
      ['2026-12-03T00:00:00.000Z', '2026-12-03T00:45:00.000Z'],
      ['2026-12-05T00:00:00.000Z', '2026-12-05T00:45:00.000Z'],
    ]);
  });

  it('keeps only what overlaps [from, to), clipped to nothing: whole intervals, end exclusive', () => {
    const text = calendar(
      ...event('UID:1@test', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z'),
      ...event('UID:2@test', 'DTSTART:20261201T083000Z', 'DTEND:20261201T093000Z'),
      ...event('UID:3@test', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z'),
    );
    expect(iso(busyFromIcs(text, window('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')))).toEqual([
      ['2026-12-01T08:30:00.000Z', '2026-12-01T09:30:00.000Z'],
    ]);
  });

  it('an unbounded series stops at the end of the window', () => {
    const text = calendar(
      ...event('UID:m@test', 'DTSTART:20250101T000000Z', 'DTEND:20250101T000100Z', 'RRULE:FREQ=DAILY'),
    );
    expect(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'))).toHaveLength(2);
  });

  it('throws on text that is not iCalendar', () => {
    expect(() =>
      busyFromIcs('<html>Not found</html>', window('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')),
    ).toThrow();
  });
});
