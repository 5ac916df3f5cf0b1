import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/instant';
import { zoneOffsetMs } from '../time/time-zones';
import { wallClockToInstant } from '../time/wall-clock';
import { zoneTimeline } from './zone-timeline';

const utc = (iso: string) => Date.parse(iso);

describe('zoneTimeline', () => {
  it("finds a zone's offset changes to the minute", () => {
    const london = zoneTimeline('Europe/London', utc('2026-01-01T00:00Z'), utc('2027-01-01T00:00Z'));
    const inYear = london.transitions.filter(
      (t) => t >= utc('2026-01-01T00:00Z') && t < utc('2027-01-01T00:00Z'),
    );
    expect(inYear.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    // Lord Howe moves by 30 minutes.
    const lordHowe = zoneTimeline('Australia/Lord_Howe', utc('2026-04-01T00:00Z'), utc('2026-04-10T00:00Z'));
    expect(
      lordHowe.transitions.filter((t) => t >= utc('2026-04-01T00:00Z') && t < utc('2026-04-10T00:00Z')),
    ).toEqual([utc('2026-04-04T15:00Z')]);
  });

  it('answers offsets in any order, across its cached spans, as Intl does', () => {
    const zones = ['America/New_York', 'Asia/Kathmandu', 'Australia/Adelaide', 'Europe/London'];
    const from = utc('2025-12-20T00:00Z');
    const to = utc('2027-02-01T00:00Z');
    let seed = 3;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const zone of zones) {
      const timeline = zoneTimeline(zone, from, to);
      // A second timeline over part of the range comes from the cache and must agree.
      const again = zoneTimeline(zone, from + 100 * DAY_MS, from + 200 * DAY_MS);
      for (let i = 0; i < 400; i++) {
        const t = from + Math.floor(rnd() * ((to - from) / MINUTE_MS)) * MINUTE_MS;
        expect(timeline.offsetAt(t), `${zone} ${new Date(t).toISOString()}`).toBe(zoneOffsetMs(t, zone));
        expect(again.offsetAt(t), `${zone} ${new Date(t).toISOString()}`).toBe(zoneOffsetMs(t, zone));
      }
      // On either side of each change, to the minute.
      for (const change of timeline.transitions) {
        expect(timeline.offsetAt(change - MINUTE_MS)).toBe(zoneOffsetMs(change - MINUTE_MS, zone));
        expect(timeline.offsetAt(change)).toBe(zoneOffsetMs(change, zone));
      }
    }
  });

  it('reads wall times in gaps and repeated hours as wallClockToInstant does', () => {
    const zone = 'America/New_York';
    const timeline = zoneTimeline(zone, utc('2026-03-01T00:00Z'), utc('2026-11-30T00:00Z'));
    for (const [year, month, day] of [
      [2026, 3, 8],
      [2026, 11, 1],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const hour = Math.floor(minute / 60);
        const local = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
        expect(timeline.toInstant(local), `${month}/${day} ${minute}`).toBe(
          wallClockToInstant({ year, month, day, hour, minute: minute % 60 }, zone),
        );
      }
    }
    expect(timeline.toInstant(Date.UTC(2026, 2, 8) + 2.5 * HOUR_MS)).toBe(utc('2026-03-08T07:30Z'));
  });
});
