import { describe, expect, it } from 'vitest';
import { defaultSessionTimes, endLabel, nextSeriesStart, sessionDay, sessionHours } from './group-dates';

const BERLIN = 'Europe/Berlin';
const now = Date.parse('2026-11-21T22:30:00Z'); // 23:30 on Saturday in Berlin

describe('group session dates in the browser zone', () => {
  it('defaults a new session to tomorrow 10:00 to 11:00 in the zone', () => {
    expect(defaultSessionTimes(now, BERLIN)).toEqual({ start: '2026-11-22T10:00', end: '2026-11-22T11:00' });
    // Already Sunday in Kolkata.
    expect(defaultSessionTimes(now, 'Asia/Kolkata')).toEqual({
      start: '2026-11-23T10:00',
      end: '2026-11-23T11:00',
    });
  });

  it("schedules a series' next session a week after its last one, at the same wall-clock time", () => {
    // 10:00 in Berlin on 22 October (summer time) is still 10:00 a week later (winter time).
    expect(nextSeriesStart('2026-10-22T08:00:00.000Z', now, BERLIN)).toBe('2026-10-29T10:00');
    expect(nextSeriesStart(undefined, now, BERLIN)).toBe('2026-11-22T10:00');
  });

  it('shows the day without this year, with another year, and the hours', () => {
    expect(sessionDay('2026-11-24T09:00:00Z', BERLIN, now)).toBe('Tue 24 Nov');
    expect(sessionDay('2027-01-05T09:00:00Z', BERLIN, now)).toBe('Tue 5 Jan 2027');
    expect(sessionHours({ start: '2026-11-24T09:00:00Z', end: '2026-11-24T10:30:00Z' }, BERLIN)).toBe(
      '10:00 – 11:30',
    );
    expect(sessionHours({ start: '2026-11-24T22:00:00Z', end: '2026-11-24T23:30:00Z' }, BERLIN)).toBe(
      '23:00 – Wed 25 Nov, 00:30',
    );
  });

  it('names the end of a series session', () => {
    expect(endLabel(Date.parse('2026-11-24T09:00:00Z'), 90, BERLIN)).toBe('11:30');
    expect(endLabel(Date.parse('2026-11-24T22:30:00Z'), 60, BERLIN)).toBe('Wed 25 Nov, 00:30');
  });
});
