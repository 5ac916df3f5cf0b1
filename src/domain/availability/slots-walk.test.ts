import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../time/instant';
import { type Interval, normalize } from './intervals';
import { expandWeeklyPeriods, findSlots, type SlotQuery, type SlotRules, type WeeklyPeriod } from './slots';
import { zoneTimeline } from './zone-timeline';

// The engine's single walk: pointers that only move forward through busy time, time off and the
// zone's offset changes, and the weekly hours expanded with one offset per steady day.

const NO_RULES: SlotRules = {
  minNotice: 0,
  maxNotice: null,
  bufferBefore: 0,
  bufferAfter: 0,
  frequency: null,
  alignment: null,
};
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const span = (from: string, to: string): Interval => ({ start: utc(from), end: utc(to) });

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    duration: 60,
    availability: {
      timeZone: 'UTC',
      weeklyPeriods: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 13 * 60 })),
    },
    rules: NO_RULES,
    now: utc('2026-01-01T00:00Z'),
    from: utc('2026-01-05T00:00Z'),
    to: utc('2026-01-07T00:00Z'),
    ...overrides,
  };
}

describe('findSlots walk', () => {
  it('offers the slots that only touch busy time, before and after it', () => {
    const slots = findSlots(query({ busy: [span('2026-01-05T10:00Z', '2026-01-05T11:00Z')] }));
    expect(slots.map(iso)).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T11:00',
      '2026-01-05T12:00',
      '2026-01-06T09:00',
      '2026-01-06T10:00',
      '2026-01-06T11:00',
      '2026-01-06T12:00',
    ]);
  });

  it('blocks every slot under busy time that spans days', () => {
    const slots = findSlots(query({ busy: [span('2026-01-05T11:30Z', '2026-01-06T10:00Z')] }));
    expect(slots.map(iso)).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T10:00',
      '2026-01-06T10:00',
      '2026-01-06T11:00',
      '2026-01-06T12:00',
    ]);
  });

  it('keeps the buffers clear of busy time on both sides', () => {
    const slots = findSlots(
      query({
        to: utc('2026-01-06T00:00Z'),
        rules: { ...NO_RULES, alignment: 15, bufferBefore: 15, bufferAfter: 30 },
        busy: [span('2026-01-05T10:45Z', '2026-01-05T11:00Z')],
      }),
    );
    // A start at 9:15 would end at 10:15 and its 30 minutes after reach 10:45: allowed (touching).
    expect(slots.map(iso)).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T09:15',
      '2026-01-05T11:15',
      '2026-01-05T11:30',
      '2026-01-05T11:45',
      '2026-01-05T12:00',
    ]);
  });

  it('gives the same slots whatever order the calendars and sessions come in', () => {
    let seed = 5;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const from = utc('2026-03-02T00:00Z');
    const random = (count: number) =>
      Array.from({ length: count }, () => {
        const start = from + Math.floor(rnd() * 60 * 96) * 15 * MINUTE_MS;
        return { start, end: start + (15 + Math.floor(rnd() * 120)) * MINUTE_MS };
      });
    const calendars = [random(300), random(300), random(300)];
    const sessions = random(100);
    const base = query({
      availability: {
        timeZone: 'Europe/London',
        weeklyPeriods: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          startMinute: 8 * 60,
          endMinute: 20 * 60,
        })),
      },
      duration: 30,
      rules: { ...NO_RULES, alignment: 30, bufferBefore: 10, bufferAfter: 5 },
      from,
      to: from + 60 * DAY_MS,
    });
    const byStart = (a: Interval, b: Interval) => a.start - b.start;
    const sorted = findSlots({
      ...base,
      sessions: [...sessions].sort(byStart),
      busy: calendars.flat().sort(byStart),
    });
    expect(sorted.length).toBeGreaterThan(100);
    // Each calendar sorted, one after the other, as a per-calendar busy cache reads them.
    expect(
      findSlots({
        ...base,
        sessions: [...sessions].sort(byStart),
        busy: calendars.flatMap((c) => [...c].sort(byStart)),
      }),
    ).toEqual(sorted);
    // In no order at all.
    expect(findSlots({ ...base, sessions, busy: calendars.flat() })).toEqual(sorted);
    // Already merged.
    expect(findSlots({ ...base, busy: normalize([...sessions, ...calendars.flat()]) })).toEqual(sorted);
  });
});

describe('expandWeeklyPeriods', () => {
  /** The weekly periods read one wall time at a time through the timeline. */
  function naive(periods: readonly WeeklyPeriod[], zone: string, from: number, to: number): Interval[] {
    const timeline = zoneTimeline(zone, from, to);
    const intervals: Interval[] = [];
    const firstDay = Math.floor((from + timeline.offsetAt(from)) / DAY_MS) - 1;
    const lastDay = Math.floor((to + timeline.offsetAt(to)) / DAY_MS);
    for (let day = firstDay; day <= lastDay; day++) {
      const weekday = (((day + 4) % 7) + 7) % 7;
      for (const p of periods) {
        if (p.weekday !== weekday) continue;
        const start = timeline.toInstant(day * DAY_MS + p.startMinute * MINUTE_MS);
        const end = timeline.toInstant(day * DAY_MS + p.endMinute * MINUTE_MS);
        if (end > from && start < to) intervals.push({ start, end });
      }
    }
    return normalize(intervals);
  }

  it('matches a wall time at a time on every day of a year, daylight-saving days included', () => {
    // Periods inside the small hours (where clocks change), across midnight, and starting in the
    // New York spring-forward gap (02:30 on 8 March 2026).
    const periods: WeeklyPeriod[] = [
      { weekday: 0, startMinute: 60, endMinute: 4 * 60 },
      { weekday: 0, startMinute: 2 * 60 + 30, endMinute: 3 * 60 },
      { weekday: 0, startMinute: 22 * 60, endMinute: 26 * 60 },
      { weekday: 3, startMinute: 9 * 60, endMinute: 12 * 60 },
      { weekday: 3, startMinute: 12 * 60, endMinute: 17 * 60 },
      { weekday: 6, startMinute: 23 * 60, endMinute: 31 * 60 },
    ];
    const from = utc('2026-01-01T00:00Z');
    const to = utc('2027-01-01T00:00Z');
    for (const zone of [
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ]) {
      const timeline = zoneTimeline(zone, from, to);
      expect(expandWeeklyPeriods(periods, timeline, from, to), zone).toEqual(naive(periods, zone, from, to));
    }
  });
});
