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

  describe('a long series is walked from just before the window, with the same occurrences', () => {
    const EASTERN = [
      'BEGIN:VTIMEZONE',
      'TZID:Eastern',
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
    ];
    const series: [string, string[]][] = [
      [
        'weekdays in London',
        [
          'DTSTART;TZID=Europe/London:20210104T090000',
          'DTEND;TZID=Europe/London:20210104T093000',
          'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          'EXDATE;TZID=Europe/London:20260326T090000',
        ],
      ],
      [
        'every other week, Tuesday and Thursday',
        [
          'DTSTART;TZID=Europe/Paris:20160105T170000',
          'DTEND;TZID=Europe/Paris:20160105T180000',
          'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
        ],
      ],
      [
        'every third day, VTIMEZONE zone',
        [
          'DTSTART;TZID=Eastern:20210301T080000',
          'DTEND;TZID=Eastern:20210301T100000',
          'RRULE:FREQ=DAILY;INTERVAL=3',
        ],
      ],
      [
        'daily in UTC until mid-window',
        ['DTSTART:20220101T120000Z', 'DTEND:20220101T121500Z', 'RRULE:FREQ=DAILY;UNTIL=20260325T120000Z'],
      ],
      [
        'a four-day event every 5 weeks, all day',
        ['DTSTART;VALUE=DATE:20170102', 'DTEND;VALUE=DATE:20170106', 'RRULE:FREQ=WEEKLY;INTERVAL=5'],
      ],
      [
        'an override in the window',
        ['DTSTART:20190107T100000Z', 'DTEND:20190107T110000Z', 'RRULE:FREQ=WEEKLY'],
      ],
    ];
    const from = utc('2026-03-20T00:00:00Z');
    const to = utc('2026-04-20T00:00:00Z');
    it.each(series)('%s', (_name, lines) => {
      const text = calendar(
        ...EASTERN,
        ...event('UID:long@test', ...lines),
        ...event(
          'UID:long@test',
          'RECURRENCE-ID:20260330T100000Z',
          'DTSTART:20260331T070000Z',
          'DTEND:20260331T080000Z',
        ),
      );
      const walked = busyFromIcs(text, { from, to, timeZone: 'Europe/Berlin' });
      // The same, walked from DTSTART (a window that starts before the series).
      const whole = busyFromIcs(text, { from: utc('2014-01-01T00:00:00Z'), to, timeZone: 'Europe/Berlin' });
      expect(walked.length).toBeGreaterThan(1);
      expect(iso(walked)).toEqual(iso(whole.filter((i) => i.end > from)));
    });

    it('weekdays at 09:00 London since 2021: exact times across the DST change, without the EXDATE', () => {
      const text = calendar(...event('UID:w@test', ...(series[0]?.[1] ?? [])));
      expect(iso(busyFromIcs(text, window('2026-03-25T00:00:00Z', '2026-03-31T00:00:00Z')))).toEqual([
        ['2026-03-25T09:00:00.000Z', '2026-03-25T09:30:00.000Z'],
        ['2026-03-27T09:00:00.000Z', '2026-03-27T09:30:00.000Z'],
        ['2026-03-30T08:00:00.000Z', '2026-03-30T08:30:00.000Z'],
      ]);
    });
  });

  it('an unbounded series stops at the end of the window', () => {
    const text = calendar(
      ...event('UID:m@test', 'DTSTART:19700101T000000Z', 'DTEND:19700101T000100Z', 'RRULE:FREQ=DAILY'),
    );
    expect(busyFromIcs(text, window('2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'))).toHaveLength(2);
  });

  it('throws on text that is not iCalendar', () => {
    expect(() =>
      busyFromIcs('<html>Not found</html>', window('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')),
    ).toThrow();
  });
});
