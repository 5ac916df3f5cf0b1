import { z } from 'zod';
import { dayKey } from '../public-booking/booking-calendar';
import type { Instant } from '../time/instant';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';

// The reports' range (doc 1, §9): presets and a custom span of whole local days in the expert's
// zone. Days are 'YYYY-MM-DD' keys; a day's instants run from its local midnight to the next
// one, so a range over a daylight-saving change covers 23 or 25 hours that day (ADR 021).

export const REPORT_RANGES = [
  'month-to-date',
  'last-month',
  'last-30-days',
  'last-90-days',
  'year-to-date',
  'custom',
] as const;
export type ReportRangeKey = (typeof REPORT_RANGES)[number];

// spec §9: Last 30 Days is the default.
export const DEFAULT_REPORT_RANGE: ReportRangeKey = 'last-30-days';

export const REPORT_RANGE_LABELS: Record<ReportRangeKey, string> = {
  'month-to-date': 'Month-to-Date',
  'last-month': 'Last Month',
  'last-30-days': 'Last 30 Days',
  'last-90-days': 'Last 90 Days',
  'year-to-date': 'Year-to-Date',
  custom: 'Custom',
};

/** A custom range is at most this many days: its previous period doubles what is read. */
export const REPORT_MAX_DAYS = 731;

export const REPORT_MESSAGES = {
  invalidRange: 'Please choose one of the report ranges',
  invalidDate: 'Please enter a valid date',
  datesRequired: 'Please choose the first and the last day of the range',
  endBeforeStart: 'The last day cannot be before the first day',
  tooLong: 'Please choose a range of at most 2 years',
} as const;

export type ReportGranularity = 'day' | 'week' | 'month';

/** spec §9: by day up to 30 days, by week above 30, by month above 90. */
export function granularityFor(days: number): ReportGranularity {
  if (days > 90) return 'month';
  if (days > 30) return 'week';
  return 'day';
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's date as UTC midnight, or NaN when the key is not a real calendar date. */
function keyToUtc(key: string): number {
  const match = DAY_KEY.exec(key);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1970 ? date.getTime() : Number.NaN;
}

function utcToKey(ms: number): string {
  const date = new Date(ms);
  return dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export const isDayKey = (key: string) => !Number.isNaN(keyToUtc(key));

/** Pure calendar arithmetic on day keys: no zone, no daylight saving. */
export const addDays = (key: string, days: number) => utcToKey(keyToUtc(key) + days * 86_400_000);

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) =>
  Math.round((keyToUtc(to) - keyToUtc(from)) / 86_400_000) + 1;

const dayField = z
  .string()
  .regex(DAY_KEY, REPORT_MESSAGES.invalidDate)
  .refine(isDayKey, REPORT_MESSAGES.invalidDate);

/**
 * GET /api/reports?range=…&from=…&to=… and the custom range form: `from` and `to` are the first
 * and last local day, needed (only) for a custom range.
 */
export const reportQuery = z
  .object({
    range: z.enum(REPORT_RANGES, { error: () => REPORT_MESSAGES.invalidRange }).default(DEFAULT_REPORT_RANGE),
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.range !== 'custom') return;
    if (!value.from || !value.to) {
      const path = value.from ? 'to' : 'from';
      ctx.addIssue({ code: 'custom', path: [path], message: REPORT_MESSAGES.datesRequired });
      return;
    }
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.endBeforeStart });
    } else if (daysInRange(value.from, value.to) > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    }
  });
export type ReportQuery = z.input<typeof reportQuery>;
export type ReportRequest = z.output<typeof reportQuery>;

/** Whole local days [from, to] and the instants [start, end) they cover in the zone. */
export interface ReportPeriod {
  from: string;
  to: string;
  start: Instant;
  end: Instant;
}

export interface ResolvedReportRange {
  range: ReportRangeKey;
  days: number;
  granularity: ReportGranularity;
  current: ReportPeriod;
  /** The same number of days right before the current period. */
  previous: ReportPeriod;
}

/** Local midnight of the day; where a zone skips midnight, when its clock resumes. */
export function dayStart(key: string, zone: string): Instant {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return wallClockToInstant({ year, month, day, hour: 0, minute: 0 }, zone);
}

function period(from: string, to: string, zone: string): ReportPeriod {
  return { from, to, start: dayStart(from, zone), end: dayStart(addDays(to, 1), zone) };
}

function presetDays(range: Exclude<ReportRangeKey, 'custom'>, today: string): [string, string] {
  const [year, month] = today.split('-');
  const monthStart = `${year}-${month}-01`;
  switch (range) {
    case 'month-to-date':
      return [monthStart, today];
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return [`${lastDay.slice(0, 7)}-01`, lastDay];
    }
    case 'last-30-days':
      return [addDays(today, -29), today];
    case 'last-90-days':
      return [addDays(today, -89), today];
    case 'year-to-date':
      return [`${year}-01-01`, today];
  }
}

/**
 * The report's days for a parsed query, `now` and the expert's zone. The preset ranges end with
 * today (the whole of it); Last Month is the previous calendar month.
 */
export function resolveReportRange(query: ReportRequest, now: Instant, zone: string): ResolvedReportRange {
  const wall = instantToWallClock(now, zone);
  const today = dayKey(wall.year, wall.month, wall.day);
  const [from, to] = query.range === 'custom' ? [query.from!, query.to!] : presetDays(query.range, today);
  const days = daysInRange(from, to);
  return {
    range: query.range,
    days,
    granularity: granularityFor(days),
    current: period(from, to, zone),
    previous: period(addDays(from, -days), addDays(from, -1), zone),
  };
}
