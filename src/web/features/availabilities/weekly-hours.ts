import {
  availabilityScheduleInput,
  compareWeeklyPeriods,
  MAX_RANGES_PER_DAY,
  MINUTES_PER_DAY,
  type WeeklyPeriodInput,
} from '../../../domain/scheduling/availability-input';

// The weekly editor's state: a row per weekday (0 is Sunday) that is on or off, with its ranges.
// A day switched off keeps its ranges, so switching it back on restores them; only the days that
// are on are saved.

export type TimeRange = { start: number; end: number };
export type DayHours = { enabled: boolean; ranges: TimeRange[] };
export type WeeklyHours = DayHours[];

/** Monday first, as the editor lists the days. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WORKING_WEEKDAYS = [1, 2, 3, 4, 5];

/** A day switched on for the first time gets office hours. */
export const DEFAULT_DAY_RANGE: TimeRange = { start: 9 * 60, end: 17 * 60 };
/** The editor's grid; the API also accepts 5-minute steps, which the selects then show too. */
export const EDITOR_STEP = 15;

/** '09:00', '17:30', and '24:00' for the midnight that ends a day. */
export function formatMinuteOfDay(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function weeklyHoursFromPeriods(periods: readonly WeeklyPeriodInput[]): WeeklyHours {
  const hours: WeeklyHours = Array.from({ length: 7 }, () => ({ enabled: false, ranges: [] }));
  for (const period of [...periods].sort(compareWeeklyPeriods)) {
    const day = hours[period.weekday]!;
    day.enabled = true;
    day.ranges.push({ start: period.startMinute, end: period.endMinute });
  }
  return hours;
}

/** Where a saved period came from, to put its error next to the right range. */
export type RangeRef = { weekday: number; index: number };

/** The periods to save (days that are on), and for each the range it came from. */
export function periodsFromWeeklyHours(hours: WeeklyHours): {
  periods: WeeklyPeriodInput[];
  refs: RangeRef[];
} {
  const periods: WeeklyPeriodInput[] = [];
  const refs: RangeRef[] = [];
  hours.forEach((day, weekday) => {
    if (!day.enabled) return;
    day.ranges.forEach((range, index) => {
      periods.push({ weekday, startMinute: range.start, endMinute: range.end });
      refs.push({ weekday, index });
    });
  });
  return { periods, refs };
}

/** A key that is equal for two schedules exactly when saving one over the other changes nothing. */
export function scheduleKey(timeZone: string, periods: readonly WeeklyPeriodInput[]): string {
  const sorted = [...periods].sort(compareWeeklyPeriods);
  return `${timeZone}|${sorted.map((p) => `${p.weekday}:${p.startMinute}-${p.endMinute}`).join(',')}`;
}

/**
 * The range "Add hours" appends: an hour, starting an hour after the day's last range ends (or
 * office hours on an empty day), kept inside the day. Null when the day is full or at the cap.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  if (ranges.length >= MAX_RANGES_PER_DAY) return null;
  if (ranges.length === 0) return { ...DEFAULT_DAY_RANGE };
  const lastEnd = Math.max(...ranges.map((r) => r.end));
  if (lastEnd >= MINUTES_PER_DAY) return null;
  const start = Math.min(lastEnd + 60, MINUTES_PER_DAY - 60);
  const from = Math.max(start, lastEnd);
  return { start: from, end: Math.min(from + 60, MINUTES_PER_DAY) };
}

export function setDayEnabled(hours: WeeklyHours, weekday: number, enabled: boolean): WeeklyHours {
  return hours.map((day, i) => {
    if (i !== weekday) return day;
    const ranges = enabled && day.ranges.length === 0 ? [{ ...DEFAULT_DAY_RANGE }] : day.ranges;
    return { enabled, ranges };
  });
}

export function setRange(hours: WeeklyHours, ref: RangeRef, range: TimeRange): WeeklyHours {
  return hours.map((day, i) =>
    i === ref.weekday ? { ...day, ranges: day.ranges.map((r, j) => (j === ref.index ? range : r)) } : day,
  );
}

/** Adds a range to the day; a day whose last range is removed is switched off. */
export function addRange(hours: WeeklyHours, weekday: number): WeeklyHours {
  return hours.map((day, i) => {
    if (i !== weekday) return day;
    const range = nextRange(day.enabled ? day.ranges : []);
    if (!range) return day;
    return { enabled: true, ranges: [...(day.enabled ? day.ranges : []), range] };
  });
}

export function removeRange(hours: WeeklyHours, ref: RangeRef): WeeklyHours {
  return hours.map((day, i) => {
    if (i !== ref.weekday) return day;
    const ranges = day.ranges.filter((_, j) => j !== ref.index);
    return ranges.length === 0 ? { enabled: false, ranges: [] } : { ...day, ranges };
  });
}

/** "Copy to all weekdays": Monday to Friday get this day's hours (and are switched on or off with it). */
export function copyToWeekdays(hours: WeeklyHours, fromWeekday: number): WeeklyHours {
  const source = hours[fromWeekday]!;
  return hours.map((day, i) =>
    WORKING_WEEKDAYS.includes(i) && i !== fromWeekday
      ? { enabled: source.enabled, ranges: source.ranges.map((r) => ({ ...r })) }
      : day,
  );
}

/**
 * The choices of a start or end select: the 15-minute grid (starts 00:00-23:45, ends 00:15-24:00),
 * plus the current value when it lies off the grid (saved through the API on a 5-minute step).
 */
export function timeChoices(kind: 'start' | 'end', current: number): { value: string; label: string }[] {
  const minutes: number[] = [];
  for (let m = kind === 'start' ? 0 : EDITOR_STEP; m <= MINUTES_PER_DAY; m += EDITOR_STEP) {
    if (kind === 'start' && m >= MINUTES_PER_DAY) break;
    minutes.push(m);
  }
  if (!minutes.includes(current)) minutes.push(current);
  return minutes.sort((a, b) => a - b).map((m) => ({ value: String(m), label: formatMinuteOfDay(m) }));
}

/** An error on one range: its message and which of its times is at fault. */
export type RangeIssue = { message: string; field: 'startMinute' | 'endMinute' | null };

export type ScheduleCheck = {
  periods: WeeklyPeriodInput[];
  timeZoneError: string | null;
  /** By weekday, then by the range's index in that day. */
  rangeErrors: Map<number, Map<number, RangeIssue>>;
  valid: boolean;
};

/**
 * Checks the editor's week with the API's own schema and puts each message next to the range it
 * is about (a rule without a range, such as the weekly cap, goes on the day's first range).
 */
export function checkSchedule(timeZone: string, hours: WeeklyHours): ScheduleCheck {
  const { periods, refs } = periodsFromWeeklyHours(hours);
  const result = availabilityScheduleInput.safeParse({ timeZone, weeklyPeriods: periods });
  const check: ScheduleCheck = {
    periods,
    timeZoneError: null,
    rangeErrors: new Map(),
    valid: result.success,
  };
  for (const issue of result.error?.issues ?? []) {
    const [field, index, time] = issue.path;
    if (field === 'timeZone') {
      check.timeZoneError ??= issue.message;
      continue;
    }
    const ref = typeof index === 'number' ? refs[index] : refs[0];
    if (!ref) continue;
    const day = check.rangeErrors.get(ref.weekday) ?? new Map<number, RangeIssue>();
    if (!day.has(ref.index)) {
      const which = time === 'startMinute' || time === 'endMinute' ? time : null;
      day.set(ref.index, { message: issue.message, field: which });
    }
    check.rangeErrors.set(ref.weekday, day);
  }
  return check;
}
