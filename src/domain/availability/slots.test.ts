import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time/instant';
import { instantToWallClock } from '../time/wall-clock';
import { normalize, subtract } from './intervals';
import { findSlots, type SlotQuery, type SlotRules, type WeeklyPeriod } from './slots';

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
const weekdays = (start: number, end: number, days = [1, 2, 3, 4, 5]): WeeklyPeriod[] =>
  days.map((weekday) => ({ weekday, startMinute: start, endMinute: end }));
const local = (ms: number, zone: string) => {
  const w = instantToWallClock(ms, zone);
  return `${w.hour}:${String(w.minute).padStart(2, '0')}`;
};

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    duration: 60,
    availability: { timeZone: 'UTC', weeklyPeriods: weekdays(9 * 60, 17 * 60) },
    rules: NO_RULES,
    now: utc('2026-01-01T00:00Z'),
    from: utc('2026-01-05T00:00Z'),
    to: utc('2026-01-06T00:00Z'),
    ...overrides,
  };
}

describe('intervals', () => {
  it('normalizes and subtracts', () => {
    const base = normalize([
      { start: 5, end: 8 },
      { start: 0, end: 3 },
      { start: 3, end: 4 },
      { start: 9, end: 9 },
    ]);
    expect(base).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 8 },
    ]);
    expect(
      subtract(base, [
        { start: 1, end: 2 },
        { start: 3, end: 6 },
      ]),
    ).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 3 },
      { start: 6, end: 8 },
    ]);
  });
});

describe('findSlots', () => {
  it('offers back-to-back slots through the day and skips the lunch break', () => {
    const periods = [...weekdays(9 * 60, 12 * 60 + 30), ...weekdays(13 * 60 + 30, 17 * 60)];
    const slots = findSlots(query({ availability: { timeZone: 'Europe/London', weeklyPeriods: periods } }));
    expect(slots.map(iso)).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T10:00',
      '2026-01-05T11:00',
      '2026-01-05T13:30',
      '2026-01-05T14:30',
      '2026-01-05T15:30',
    ]);
  });

  it('aligns starts to the local clock every N minutes', () => {
    const slots = findSlots(query({ duration: 45, rules: { ...NO_RULES, alignment: 30 } }));
    expect(slots.map(iso)).toEqual(
      [9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5, 14, 14.5, 15, 15.5, 16].map((h) =>
        iso(utc('2026-01-05T00:00Z') + h * HOUR_MS),
      ),
    );
  });

  it('keeps buffers around existing sessions and calendar busy time', () => {
    const slots = findSlots(
      query({
        rules: { ...NO_RULES, bufferBefore: 15, bufferAfter: 15, alignment: 15 },
        sessions: [{ start: utc('2026-01-05T10:00Z'), end: utc('2026-01-05T11:00Z') }],
        busy: [{ start: utc('2026-01-05T14:00Z'), end: utc('2026-01-05T14:10Z') }],
      }),
    );
    // 09:00 would end 10:00 with no 15 minutes before the 10:00 session.
    expect(slots.map(iso)).toEqual([
      '2026-01-05T11:15',
      '2026-01-05T11:30',
      '2026-01-05T11:45',
      '2026-01-05T12:00',
      '2026-01-05T12:15',
      '2026-01-05T12:30',
      '2026-01-05T12:45',
      '2026-01-05T14:30',
      '2026-01-05T14:45',
      '2026-01-05T15:00',
      '2026-01-05T15:15',
      '2026-01-05T15:30',
      '2026-01-05T15:45',
      '2026-01-05T16:00',
    ]);
  });

  it('skips time off, and honours minimum and maximum notice', () => {
    const slots = findSlots(
      query({
        now: utc('2026-01-04T22:30Z'),
        rules: { ...NO_RULES, minNotice: 12 * 60, maxNotice: 17 * 60 },
        timeOff: [{ start: utc('2026-01-05T13:00Z'), end: utc('2026-01-05T14:30Z') }],
      }),
    );
    // Earliest start 10:30, latest 15:30; the grid runs from 09:00 every 60 minutes.
    expect(slots.map(iso)).toEqual(['2026-01-05T11:00', '2026-01-05T12:00', '2026-01-05T15:00']);
  });

  it('caps bookings per local day and per Monday-first week', () => {
    const base = query({
      availability: { timeZone: 'America/New_York', weeklyPeriods: weekdays(9 * 60, 12 * 60) },
      from: utc('2026-01-05T00:00Z'),
      to: utc('2026-01-10T00:00Z'),
    });
    // Monday 10:00 New York (15:00Z) is booked; Tuesday 01:00Z is still Monday in New York.
    const sessions = [
      { start: utc('2026-01-05T15:00Z'), end: utc('2026-01-05T16:00Z') },
      { start: utc('2026-01-06T01:00Z'), end: utc('2026-01-06T02:00Z') },
    ];
    const daily = findSlots({
      ...base,
      sessions,
      rules: { ...NO_RULES, frequency: { period: 'daily', maxCount: 2 } },
    });
    expect(
      daily.some((s) => local(s, 'America/New_York') && instantToWallClock(s, 'America/New_York').day === 5),
    ).toBe(false);
    expect(daily.filter((s) => instantToWallClock(s, 'America/New_York').day === 6)).toHaveLength(3);

    const weekly = findSlots({
      ...base,
      sessions,
      rules: { ...NO_RULES, frequency: { period: 'weekly', maxCount: 2 } },
    });
    expect(weekly).toEqual([]);
    const nextWeek = findSlots({
      ...base,
      sessions,
      from: utc('2026-01-12T00:00Z'),
      to: utc('2026-01-13T00:00Z'),
      rules: { ...NO_RULES, frequency: { period: 'weekly', maxCount: 2 } },
    });
    expect(nextWeek.map((s) => local(s, 'America/New_York'))).toEqual(['9:00', '10:00', '11:00']);
  });

  it('on the night clocks spring forward, a period keeps its real length', () => {
    // New York, Sunday 8 March 2026: 02:00 EST becomes 03:00 EDT.
    const slots = findSlots(
      query({
        availability: {
          timeZone: 'America/New_York',
          weeklyPeriods: [{ weekday: 0, startMinute: 60, endMinute: 4 * 60 }],
        },
        from: utc('2026-03-08T00:00Z'),
        to: utc('2026-03-09T00:00Z'),
      }),
    );
    expect(slots.map(iso)).toEqual(['2026-03-08T06:00', '2026-03-08T07:00']);
    expect(slots.map((s) => local(s, 'America/New_York'))).toEqual(['1:00', '3:00']);
  });

  it('on the night clocks fall back, the repeated hour is offered twice', () => {
    const slots = findSlots(
      query({
        availability: {
          timeZone: 'America/New_York',
          weeklyPeriods: [{ weekday: 0, startMinute: 0, endMinute: 3 * 60 }],
        },
        from: utc('2026-11-01T00:00Z'),
        to: utc('2026-11-02T00:00Z'),
      }),
    );
    expect(slots.map((s) => local(s, 'America/New_York'))).toEqual(['0:00', '1:00', '1:00', '2:00']);
  });

  it('aligns to the local clock in zones 45 minutes off the hour', () => {
    const slots = findSlots(
      query({
        duration: 30,
        availability: { timeZone: 'Asia/Kathmandu', weeklyPeriods: weekdays(9 * 60, 11 * 60) },
        rules: { ...NO_RULES, alignment: 60 },
      }),
    );
    expect(slots.map(iso)).toEqual(['2026-01-05T03:15', '2026-01-05T04:15']);
  });

  it('re-aligns after a 30-minute daylight-saving change inside a stretch (Lord Howe)', () => {
    // Lord Howe Island, Sunday 5 April 2026: 02:00 (+11:00) becomes 01:30 (+10:30).
    const slots = findSlots(
      query({
        availability: {
          timeZone: 'Australia/Lord_Howe',
          weeklyPeriods: [{ weekday: 6, startMinute: 22 * 60, endMinute: 30 * 60 }],
        },
        rules: { ...NO_RULES, alignment: 60 },
        from: utc('2026-04-03T00:00Z'),
        to: utc('2026-04-06T00:00Z'),
      }),
    );
    expect(slots.map((s) => local(s, 'Australia/Lord_Howe'))).toEqual([
      '22:00',
      '23:00',
      '0:00',
      '1:00',
      '2:00',
      '3:00',
      '4:00',
      '5:00',
    ]);
  });

  it('joins periods that cross midnight into one stretch', () => {
    const slots = findSlots(
      query({
        duration: 90,
        availability: {
          timeZone: 'UTC',
          weeklyPeriods: [
            { weekday: 5, startMinute: 22 * 60, endMinute: 24 * 60 + 60 },
            { weekday: 6, startMinute: 60, endMinute: 2 * 60 },
          ],
        },
        from: utc('2026-01-09T00:00Z'),
        to: utc('2026-01-11T00:00Z'),
      }),
    );
    expect(slots.map(iso)).toEqual(['2026-01-09T22:00', '2026-01-09T23:30']);
  });

  it('matches a minute-by-minute reference over a year of random inputs in several zones', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Adelaide',
      'Asia/Kathmandu',
    ];
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const zone of zones) {
      const periods: WeeklyPeriod[] = [];
      for (let weekday = 0; weekday < 7; weekday++) {
        if (rnd() < 0.3) continue;
        const start = Math.floor(rnd() * 20) * 60;
        periods.push({ weekday, startMinute: start, endMinute: start + (2 + Math.floor(rnd() * 6)) * 60 });
      }
      const from = utc('2026-03-01T00:00Z');
      const to = utc('2026-04-15T00:00Z');
      const sessions = Array.from({ length: 40 }, () => {
        const start = from + Math.floor(rnd() * ((to - from) / (15 * MINUTE_MS))) * 15 * MINUTE_MS;
        return { start, end: start + 45 * MINUTE_MS };
      });
      const rules: SlotRules = {
        ...NO_RULES,
        bufferBefore: 10,
        bufferAfter: 5,
        alignment: 30,
        minNotice: 60,
      };
      const q: SlotQuery = {
        duration: 60,
        availability: { timeZone: zone, weeklyPeriods: periods },
        rules,
        sessions,
        now: from,
        from,
        to,
      };
      expect(findSlots(q), zone).toEqual(reference(q));
    }
  });
});

/** The rules read literally, minute by minute, through the slow wall-clock functions. */
function reference(q: SlotQuery): number[] {
  const zone = q.availability.timeZone;
  const openAt = (t: number) => {
    const w = instantToWallClock(t, zone);
    const minute = w.hour * 60 + w.minute;
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
    return q.availability.weeklyPeriods.some(
      (p) =>
        (p.weekday === weekday && minute >= p.startMinute && minute < p.endMinute) ||
        (p.weekday === (weekday + 6) % 7 && minute + 1440 >= p.startMinute && minute + 1440 < p.endMinute),
    );
  };
  const d = q.duration * MINUTE_MS;
  const step = q.rules.alignment! * MINUTE_MS;
  const slots: number[] = [];
  for (let t = q.from; t < q.to; t += 15 * MINUTE_MS) {
    const w = instantToWallClock(t, zone);
    if ((w.hour * 60 + w.minute) % (step / MINUTE_MS) !== 0) continue;
    if (t < q.now + q.rules.minNotice * MINUTE_MS) continue;
    let open = true;
    for (let m = t; m < t + d; m += 15 * MINUTE_MS) if (!openAt(m)) open = false;
    if (!open) continue;
    const lo = t - q.rules.bufferBefore * MINUTE_MS;
    const hi = t + d + q.rules.bufferAfter * MINUTE_MS;
    if ((q.sessions ?? []).some((s) => s.start < hi && s.end > lo)) continue;
    slots.push(t);
  }
  return slots;
}
