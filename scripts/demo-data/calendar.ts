// The expert's calendar: which local days she works, her time off, and where sessions may go.
// Times within a day are minutes after local midnight; instants are epoch milliseconds.
import { eachDayInZone } from '../../src/domain/time/calendar-days';
import { DAY_MS, type Instant, MINUTE_MS } from '../../src/domain/time/instant';
import { type CalendarDate, wallClockToInstant } from '../../src/domain/time/wall-clock';

export type Interval = { start: number; end: number };

export type WorkDay = {
  date: CalendarDate;
  weekday: number;
  /** Local midnight. */
  start: Instant;
  /** Minute ranges already taken that day (group sessions, placed sessions, with buffers). */
  busy: Interval[];
};

export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The instant a local date and minute of day show in zone (DST handled by the domain helper). */
export function localInstant(date: CalendarDate, minute: number, zone: string): Instant {
  return wallClockToInstant(
    { year: date.year, month: date.month, day: date.day, hour: Math.floor(minute / 60), minute: minute % 60 },
    zone,
  );
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The first date on or after `date` that falls on `weekday`. */
export function nextWeekday(date: CalendarDate, weekday: number): CalendarDate {
  return addCalendarDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/**
 * Time off: the Christmas break and a summer fortnight of every year in range (in the past ones
 * the calendar stays empty), plus one upcoming week away about three weeks from now.
 */
export function planTimeOff(from: Instant, to: Instant, now: Instant, zone: string): Interval[] {
  const periods: Interval[] = [];
  const firstYear = new Date(from).getUTCFullYear() - 1;
  const lastYear = new Date(to).getUTCFullYear();
  const whole = (first: CalendarDate, days: number): Interval => ({
    start: localInstant(first, 0, zone),
    end: localInstant(addCalendarDays(first, days), 0, zone),
  });
  for (let year = firstYear; year <= lastYear; year++) {
    for (const period of [
      whole({ year, month: 12, day: 22 }, 12),
      whole(nextWeekday({ year, month: 8, day: 4 }, 1), 14),
    ]) {
      if (period.end > from && period.start < to) periods.push(period);
    }
  }
  const soon = new Date(now + 21 * DAY_MS);
  let monday = nextWeekday(
    { year: soon.getUTCFullYear(), month: soon.getUTCMonth() + 1, day: soon.getUTCDate() },
    1,
  );
  let holiday = whole(monday, 7);
  while (periods.some((p) => p.start < holiday.end && holiday.start < p.end)) {
    monday = addCalendarDays(monday, 14);
    holiday = whole(monday, 7);
  }
  periods.push(holiday);
  return periods.sort((a, b) => a.start - b.start);
}

/** Every local weekday (Monday to Friday) in [from, to) that no time-off period touches. */
export function workDays(from: Instant, to: Instant, zone: string, timeOff: Interval[]): WorkDay[] {
  const days: WorkDay[] = [];
  for (const day of eachDayInZone(from, to, zone)) {
    const date = { year: day.year, month: day.month, day: day.day };
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6) continue;
    if (timeOff.some((p) => p.start < day.end && day.start < p.end)) continue;
    days.push({ date, weekday, start: day.start, busy: [] });
  }
  return days;
}

export function isFree(day: WorkDay, start: number, end: number): boolean {
  return day.busy.every((b) => end <= b.start || start >= b.end);
}

/** Marks [start, end) taken, plus the buffer after it (user_settings.bufferAfter). */
export function reserve(day: WorkDay, start: number, end: number, bufferAfter: number): void {
  day.busy.push({ start, end: end + bufferAfter });
}

/** Start minutes, on the alignment grid, where a session of `duration` fits inside a period. */
export function freeStarts(
  day: WorkDay,
  periods: [number, number][],
  duration: number,
  alignment: number,
  bufferAfter: number,
): number[] {
  const starts: number[] = [];
  for (const [from, to] of periods) {
    for (let s = Math.ceil(from / alignment) * alignment; s + duration <= to; s += alignment) {
      if (isFree(day, s, s + duration + bufferAfter)) starts.push(s);
    }
  }
  return starts;
}

export const minutes = (n: number) => n * MINUTE_MS;
