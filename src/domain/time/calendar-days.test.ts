import { describe, expect, it } from 'vitest';
import { addDaysInZone, eachDayInZone, startOfDayInZone } from './calendar-days';
import { formatInZone } from './format-in-zone';

const iso = (instant: number) => new Date(instant).toISOString();
const t = (isoString: string) => Date.parse(isoString);
const HOUR = 3_600_000;

describe('startOfDayInZone', () => {
  it('finds local midnight, not UTC or process midnight', () => {
    expect(iso(startOfDayInZone(t('2026-03-08T15:00:00Z'), 'America/New_York'))).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(iso(startOfDayInZone(t('2026-03-08T20:00:00Z'), 'Asia/Kolkata'))).toBe('2026-03-08T18:30:00.000Z');
    expect(iso(startOfDayInZone(t('2026-03-08T10:00:00Z'), 'Asia/Kolkata'))).toBe('2026-03-07T18:30:00.000Z');
    expect(iso(startOfDayInZone(new Date('2026-01-10T12:00:00Z'), 'Pacific/Chatham'))).toBe(
      '2026-01-10T10:15:00.000Z',
    );
  });

  it('starts the day at 01:00 where a zone skips midnight', () => {
    // Chile springs forward at midnight: 2026-09-06 begins at 01:00 -03.
    expect(iso(startOfDayInZone(t('2026-09-06T15:00:00Z'), 'America/Santiago'))).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('addDaysInZone', () => {
  it('keeps the wall-clock time across the spring change (a 23-hour day)', () => {
    const saturday = t('2026-03-07T14:00:00Z'); // 09:00 EST
    const sunday = addDaysInZone(saturday, 1, 'America/New_York');
    expect(iso(sunday)).toBe('2026-03-08T13:00:00.000Z');
    expect(formatInZone(sunday, 'America/New_York', "yyyy-MM-dd'T'HH:mmxxx")).toBe('2026-03-08T09:00-04:00');
    expect(sunday - saturday).toBe(23 * HOUR);
  });

  it('keeps the wall-clock time across the autumn change (a 25-hour day)', () => {
    const saturday = t('2026-10-31T13:00:00Z'); // 09:00 EDT
    expect(iso(addDaysInZone(saturday, 1, 'America/New_York'))).toBe('2026-11-01T14:00:00.000Z');
    expect(iso(addDaysInZone(saturday, 7, 'America/New_York'))).toBe('2026-11-07T14:00:00.000Z');
    expect(iso(addDaysInZone(t('2026-11-01T14:00:00Z'), -1, 'America/New_York'))).toBe(
      '2026-10-31T13:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across London and Lord Howe changes', () => {
    expect(iso(addDaysInZone(t('2026-03-28T09:00:00Z'), 1, 'Europe/London'))).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    // Lord Howe moves only 30 minutes: 09:00 +10:30 to 09:00 +11:00.
    expect(iso(addDaysInZone(t('2026-10-02T22:30:00Z'), 2, 'Australia/Lord_Howe'))).toBe(
      '2026-10-04T22:00:00.000Z',
    );
  });

  it('moves a time that does not exist on the target day forward', () => {
    // 02:30 on 2026-03-07 in New York; 02:30 does not exist the next day.
    expect(
      formatInZone(
        addDaysInZone(t('2026-03-07T07:30:00Z'), 1, 'America/New_York'),
        'America/New_York',
        'HH:mm',
      ),
    ).toBe('03:30');
  });

  it('crosses month and year ends', () => {
    expect(iso(addDaysInZone(t('2026-12-31T03:30:00Z'), 1, 'Asia/Kolkata'))).toBe('2027-01-01T03:30:00.000Z');
    expect(iso(addDaysInZone(t('2028-02-28T12:00:00Z'), 1, 'UTC'))).toBe('2028-02-29T12:00:00.000Z');
  });

  it('returns the same instant for zero days, even inside a repeated hour', () => {
    const secondOneThirty = t('2026-11-01T06:30:00Z');
    expect(addDaysInZone(secondOneThirty, 0, 'America/New_York')).toBe(secondOneThirty);
  });
});

describe('eachDayInZone', () => {
  const summary = (start: string, end: string, zone: string) =>
    eachDayInZone(t(start), t(end), zone).map(
      (day) => `${day.year}-${day.month}-${day.day} ${iso(day.start)} ${(day.end - day.start) / HOUR}h`,
    );

  it('lists whole local days with 23 and 25 hours around New York changes', () => {
    expect(summary('2026-03-07T12:00:00Z', '2026-03-09T12:00:00Z', 'America/New_York')).toEqual([
      '2026-3-7 2026-03-07T05:00:00.000Z 24h',
      '2026-3-8 2026-03-08T05:00:00.000Z 23h',
      '2026-3-9 2026-03-09T04:00:00.000Z 24h',
    ]);
    expect(summary('2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 'America/New_York')).toEqual([
      '2026-11-1 2026-11-01T04:00:00.000Z 25h',
    ]);
  });

  it('lists London days around the autumn change', () => {
    expect(summary('2026-10-24T22:30:00Z', '2026-10-26T00:00:01Z', 'Europe/London')).toEqual([
      '2026-10-24 2026-10-23T23:00:00.000Z 24h',
      '2026-10-25 2026-10-24T23:00:00.000Z 25h',
      '2026-10-26 2026-10-26T00:00:00.000Z 24h',
    ]);
  });

  it('handles half-hour shifts and three-quarter-hour offsets', () => {
    expect(summary('2026-10-03T14:00:00Z', '2026-10-04T13:00:00Z', 'Australia/Lord_Howe')).toEqual([
      '2026-10-4 2026-10-03T13:30:00.000Z 23.5h',
    ]);
    expect(summary('2026-04-04T12:00:00Z', '2026-04-05T12:00:00Z', 'Australia/Lord_Howe')).toEqual([
      '2026-4-4 2026-04-03T13:00:00.000Z 24h',
      '2026-4-5 2026-04-04T13:00:00.000Z 24.5h',
    ]);
    expect(summary('2026-09-26T11:15:00Z', '2026-09-27T10:15:00Z', 'Pacific/Chatham')).toEqual([
      '2026-9-27 2026-09-26T11:15:00.000Z 23h',
    ]);
    expect(summary('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 'Asia/Kolkata')).toEqual([
      '2026-1-1 2025-12-31T18:30:00.000Z 24h',
      '2026-1-2 2026-01-01T18:30:00.000Z 24h',
    ]);
  });

  it('treats the range end as exclusive and an empty range as no days', () => {
    expect(summary('2026-01-01T05:00:00Z', '2026-01-02T05:00:00Z', 'America/New_York')).toEqual([
      '2026-1-1 2026-01-01T05:00:00.000Z 24h',
    ]);
    expect(summary('2026-01-01T12:00:00Z', '2026-01-01T12:00:00Z', 'America/New_York')).toEqual([]);
    expect(summary('2026-01-02T12:00:00Z', '2026-01-01T12:00:00Z', 'America/New_York')).toEqual([]);
  });

  it('leaves out a day the zone skipped', () => {
    // Samoa crossed the date line: 29 December 2011 was followed by 31 December.
    expect(summary('2011-12-29T12:00:00Z', '2011-12-31T10:00:00Z', 'Pacific/Apia')).toEqual([
      '2011-12-29 2011-12-29T10:00:00.000Z 24h',
      '2011-12-31 2011-12-30T10:00:00.000Z 24h',
    ]);
  });
});
