import { type Instant, toInstant } from '../time/instant';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';

// The client's booking calendar: a Monday-first month grid, the month's range in the client's
// zone (what the page asks /slots for) and the offered starts grouped by the client's day.

/** A year and month (1-12). */
export type YearMonth = { year: number; month: number };

/** 'YYYY-MM-DD' of a calendar date. */
export type DayKey = string;

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (year: number, month: number, day: number): DayKey =>
  `${year}-${pad(month)}-${pad(day)}`;

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const compareMonths = (a: YearMonth, b: YearMonth) => a.year * 12 + a.month - (b.year * 12 + b.month);

/** The month (and day) an instant falls on for a clock in zone. */
export function monthOf(instant: Instant | Date, zone: string): YearMonth {
  const wall = instantToWallClock(instant, zone);
  return { year: wall.year, month: wall.month };
}

export function dayKeyOf(instant: Instant | Date | string, zone: string): DayKey {
  const wall = instantToWallClock(
    typeof instant === 'string' ? Date.parse(instant) : toInstant(instant),
    zone,
  );
  return dayKey(wall.year, wall.month, wall.day);
}

export type GridDay = { key: DayKey; day: number; inMonth: boolean };

/**
 * The weeks shown for a month, Monday first: whole weeks from the Monday on or before the 1st
 * to the Sunday on or after the last day. Days of the neighbouring months have inMonth false.
 * Pure calendar arithmetic: no zone is involved.
 */
export function monthGrid({ year, month }: YearMonth): GridDay[][] {
  const first = Date.UTC(year, month - 1, 1);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (new Date(first).getUTCDay() + 6) % 7; // Monday = 0
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = new Date(first + (i - leading) * 86_400_000);
    const cell = {
      key: dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      inMonth: i >= leading && i < leading + daysInMonth,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(cell);
  }
  return weeks;
}

/** From the first midnight of the month to the first midnight of the next one, in zone. */
export function monthRange({ year, month }: YearMonth, zone: string): { from: Instant; to: Instant } {
  const next = addMonths({ year, month }, 1);
  return {
    from: wallClockToInstant({ year, month, day: 1, hour: 0, minute: 0 }, zone),
    to: wallClockToInstant({ year: next.year, month: next.month, day: 1, hour: 0, minute: 0 }, zone),
  };
}

/** Slots (ISO instants, ascending) grouped by the day a clock in zone shows them on. */
export function groupSlotsByDay(slots: readonly string[], zone: string): Map<DayKey, string[]> {
  const byDay = new Map<DayKey, string[]>();
  for (const slot of slots) {
    const key = dayKeyOf(slot, zone);
    const list = byDay.get(key);
    if (list) list.push(slot);
    else byDay.set(key, [slot]);
  }
  return byDay;
}

/** The client's zone as the browser reports it, or UTC when it reports none. */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
