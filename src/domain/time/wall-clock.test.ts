import { describe, expect, it } from 'vitest';
import { instantToWallClock, type WallClock, wallClockToInstant } from './wall-clock';

const iso = (instant: number) => new Date(instant).toISOString();
const at = (zone: string, year: number, month: number, day: number, hour: number, minute: number) =>
  iso(wallClockToInstant({ year, month, day, hour, minute }, zone));

describe('wallClockToInstant', () => {
  it('reads ordinary times with the offset in force', () => {
    expect(at('America/New_York', 2026, 1, 15, 9, 0)).toBe('2026-01-15T14:00:00.000Z');
    expect(at('America/New_York', 2026, 7, 15, 9, 0)).toBe('2026-07-15T13:00:00.000Z');
    expect(at('Europe/London', 2026, 7, 1, 9, 0)).toBe('2026-07-01T08:00:00.000Z');
    expect(at('UTC', 2026, 2, 28, 23, 59)).toBe('2026-02-28T23:59:00.000Z');
  });

  it('reads zones with half and three-quarter hour offsets', () => {
    expect(at('Asia/Kolkata', 2026, 3, 8, 9, 0)).toBe('2026-03-08T03:30:00.000Z');
    expect(at('Pacific/Chatham', 2026, 1, 10, 9, 0)).toBe('2026-01-09T19:15:00.000Z');
    expect(at('Pacific/Chatham', 2026, 7, 10, 9, 0)).toBe('2026-07-09T20:15:00.000Z');
    expect(at('Asia/Kathmandu', 2026, 5, 1, 0, 0)).toBe('2026-04-30T18:15:00.000Z');
  });

  it('moves a time that does not exist forward by the length of the jump', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 2026-03-08.
    expect(at('America/New_York', 2026, 3, 8, 2, 30)).toBe('2026-03-08T07:30:00.000Z');
    expect(at('America/New_York', 2026, 3, 8, 2, 0)).toBe('2026-03-08T07:00:00.000Z');
    expect(at('America/New_York', 2026, 3, 8, 1, 59)).toBe('2026-03-08T06:59:00.000Z');
    expect(at('America/New_York', 2026, 3, 8, 3, 0)).toBe('2026-03-08T07:00:00.000Z');
    // London jumps from 01:00 GMT to 02:00 BST on 2026-03-29.
    expect(at('Europe/London', 2026, 3, 29, 1, 30)).toBe('2026-03-29T01:30:00.000Z');
    // Lord Howe jumps only half an hour, 02:00 to 02:30, on 2026-10-04.
    expect(at('Australia/Lord_Howe', 2026, 10, 4, 2, 15)).toBe('2026-10-03T15:45:00.000Z');
    expect(at('Australia/Lord_Howe', 2026, 10, 4, 2, 30)).toBe('2026-10-03T15:30:00.000Z');
    // Chatham jumps from 02:45 to 03:45 on 2026-09-27.
    expect(at('Pacific/Chatham', 2026, 9, 27, 3, 0)).toBe('2026-09-26T14:15:00.000Z');
  });

  it('takes the earlier instant for a time that happens twice', () => {
    // New York repeats 01:00-02:00 on 2026-11-01: first EDT (05:30Z), then EST (06:30Z).
    expect(at('America/New_York', 2026, 11, 1, 1, 30)).toBe('2026-11-01T05:30:00.000Z');
    expect(at('America/New_York', 2026, 11, 1, 2, 0)).toBe('2026-11-01T07:00:00.000Z');
    // London repeats 01:00-02:00 on 2026-10-25.
    expect(at('Europe/London', 2026, 10, 25, 1, 30)).toBe('2026-10-25T00:30:00.000Z');
    // Lord Howe repeats 01:30-02:00 on 2026-04-05.
    expect(at('Australia/Lord_Howe', 2026, 4, 5, 1, 45)).toBe('2026-04-04T14:45:00.000Z');
    // Chatham repeats 02:45-03:45 on 2026-04-05.
    expect(at('Pacific/Chatham', 2026, 4, 5, 3, 0)).toBe('2026-04-04T13:15:00.000Z');
  });

  it('rolls out-of-range fields over like calendar arithmetic', () => {
    expect(at('Europe/London', 2026, 1, 32, 10, 0)).toBe('2026-02-01T10:00:00.000Z');
    expect(at('Asia/Kolkata', 2026, 12, 31, 24, 0)).toBe('2026-12-31T18:30:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => at('Mars/Olympus_Mons', 2026, 1, 1, 0, 0)).toThrow('Unknown time zone: Mars/Olympus_Mons');
  });
});

describe('instantToWallClock', () => {
  const wall = (isoString: string, zone: string): WallClock =>
    instantToWallClock(Date.parse(isoString), zone);

  it('reads the local clock on both sides of a change', () => {
    expect(wall('2026-03-08T06:59:00Z', 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 59,
      second: 0,
      millisecond: 0,
    });
    expect(wall('2026-03-08T07:00:00Z', 'America/New_York')).toMatchObject({ hour: 3, minute: 0 });
    expect(wall('2026-11-01T05:30:00Z', 'America/New_York')).toMatchObject({ hour: 1, minute: 30 });
    expect(wall('2026-11-01T06:30:00Z', 'America/New_York')).toMatchObject({ hour: 1, minute: 30 });
  });

  it('reads odd offsets and crosses the date line', () => {
    expect(wall('2026-06-30T20:15:30.250Z', 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 1,
      minute: 45,
      second: 30,
      millisecond: 250,
    });
    expect(wall('2026-12-31T11:00:00Z', 'Pacific/Chatham')).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 45,
    });
    expect(wall('2026-10-03T15:30:00Z', 'Australia/Lord_Howe')).toMatchObject({
      day: 4,
      hour: 2,
      minute: 30,
    });
  });

  it('round-trips every quarter hour across a change', () => {
    const zone = 'Australia/Lord_Howe';
    const start = Date.parse('2026-04-04T12:00:00Z');
    for (let t = start; t < start + 6 * 3_600_000; t += 15 * 60_000) {
      const back = wallClockToInstant(instantToWallClock(t, zone), zone);
      // Inside the repeated half hour the earlier reading wins, 30 minutes before t.
      expect([0, 30 * 60_000]).toContain(t - back);
    }
  });
});
