import { z } from 'zod';
import { startOfDayInZone } from '../time/calendar-days';
import { type Instant, MINUTE_MS } from '../time/instant';
import type { Range } from '../time/range';
import { zoneOffsetMs } from '../time/time-zones';
import { type CalendarDate, instantToWallClock, wallClockToInstant } from '../time/wall-clock';

// spec (doc 2, §3): settings.schedulingRules: minNotice, maxNotice, bufferAfter, bufferBefore,
// frequency (daily or weekly, optional), alignment (optional). A service may carry its own copy,
// which replaces the expert's for that service. Every length is in minutes. What frequency and
// alignment mean is decided in docs/decisions/010-scheduling-rules.md. The slot engine
// (src/domain/availability/slots.ts) applies them to whole ranges; the functions below check one
// chosen start, as a booking must inside its transaction.

const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How late a client can book: from no notice to a week ahead. */
export const MIN_NOTICE_CHOICES = [
  0,
  15,
  30,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  WEEK,
] as const;

/** How far ahead a client can book; null (no limit) is the other choice. A month is 30 days. */
export const MAX_NOTICE_CHOICES = [
  WEEK,
  2 * WEEK,
  30 * DAY,
  60 * DAY,
  90 * DAY,
  180 * DAY,
  365 * DAY,
] as const;

/** Free time kept before or after each session. */
export const BUFFER_CHOICES = [0, 5, 10, 15, 30, 45, 60, 90, 120] as const;

/** Session starts fall on multiples of this many minutes past the hour; null means any slot. */
export const ALIGNMENT_CHOICES = [5, 10, 15, 20, 30, 60] as const;

export const FREQUENCY_PERIODS = ['daily', 'weekly'] as const;
export type FrequencyPeriod = (typeof FREQUENCY_PERIODS)[number];
export const FREQUENCY_MAX_COUNT = 50;

export const SCHEDULING_RULES_MESSAGES = {
  notice: 'Please choose one of the notice periods',
  maxNoticeTooShort: 'Must be longer than the minimum notice',
  buffer: 'Please choose one of the buffer lengths',
  alignment: 'Please choose one of the start time intervals',
  frequency: 'Please choose a limit per day or week, or no limit',
  period: 'Please choose daily or weekly',
  countRequired: 'Please enter a number',
  countWhole: 'Must be a whole number',
  countTooSmall: 'Must be at least 1',
  countTooLarge: `Cannot be greater than ${FREQUENCY_MAX_COUNT}`,
} as const;
const M = SCHEDULING_RULES_MESSAGES;

const oneOf = (choices: readonly number[], message: string) =>
  z.number({ error: () => message }).refine((n) => choices.includes(n), { message });

export const frequencyInput = z.object(
  {
    period: z.enum(FREQUENCY_PERIODS, { error: () => M.period }),
    maxCount: z
      .number({ error: () => M.countRequired })
      .int(M.countWhole)
      .min(1, M.countTooSmall)
      .max(FREQUENCY_MAX_COUNT, M.countTooLarge),
  },
  { error: () => M.frequency },
);

export const schedulingRulesInput = z
  .object({
    minNotice: oneOf(MIN_NOTICE_CHOICES, M.notice),
    maxNotice: oneOf(MAX_NOTICE_CHOICES, M.notice).nullable(),
    bufferBefore: oneOf(BUFFER_CHOICES, M.buffer),
    bufferAfter: oneOf(BUFFER_CHOICES, M.buffer),
    frequency: frequencyInput.nullable(),
    alignment: oneOf(ALIGNMENT_CHOICES, M.alignment).nullable(),
  })
  .superRefine((rules, ctx) => {
    // A window that closes before it opens would leave no time a client could book.
    if (rules.maxNotice !== null && rules.maxNotice <= rules.minNotice) {
      ctx.addIssue({ code: 'custom', path: ['maxNotice'], message: M.maxNoticeTooShort });
    }
  });
export type SchedulingRules = z.infer<typeof schedulingRulesInput>;
export type Frequency = z.infer<typeof frequencyInput>;

/** The rules of an expert who has not set any: book any time ahead, back to back, no cap. */
export const DEFAULT_SCHEDULING_RULES: SchedulingRules = {
  minNotice: 0,
  maxNotice: null,
  bufferBefore: 0,
  bufferAfter: 0,
  frequency: null,
  alignment: null,
};

/** GET /api/scheduling/rules: the expert's rules and the services that replace them. */
export const schedulingRulesView = z.object({
  rules: schedulingRulesInput,
  servicesWithCustomRules: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SchedulingRulesView = z.infer<typeof schedulingRulesView>;

const NAMED_LENGTHS: Record<number, string> = {
  [30 * DAY]: '1 month',
  [60 * DAY]: '2 months',
  [90 * DAY]: '3 months',
  [180 * DAY]: '6 months',
  [365 * DAY]: '1 year',
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "None", "15 minutes", "1 hour", "1.5 hours", "1 day", "2 weeks", "1 month", "1 year". */
export function rulesLengthLabel(minutes: number): string {
  if (minutes === 0) return 'None';
  const named = NAMED_LENGTHS[minutes];
  if (named) return named;
  if (minutes % WEEK === 0) return plural(minutes / WEEK, 'week');
  if (minutes % DAY === 0) return plural(minutes / DAY, 'day');
  if (minutes >= HOUR) return minutes === HOUR ? '1 hour' : `${minutes / HOUR} hours`;
  return plural(minutes, 'minute');
}

/** "At most 3 sessions a day", for summaries of the rules. */
export function frequencyLabel(frequency: Frequency | null): string {
  if (!frequency) return 'No limit';
  const sessions = plural(frequency.maxCount, 'session');
  return `At most ${sessions} a ${frequency.period === 'daily' ? 'day' : 'week'}`;
}

/** spec: a service's own rules, when it has them, replace the expert's for that service. */
export function rulesForService(expertRules: SchedulingRules, serviceRules: SchedulingRules | null) {
  return serviceRules ?? expertRules;
}

/**
 * The start times clients may choose: from now plus the minimum notice to now plus the maximum
 * notice (inclusive); latest is null when there is no maximum.
 */
export function bookingWindow(
  now: Instant,
  rules: SchedulingRules,
): { earliest: Instant; latest: Instant | null } {
  return {
    earliest: now + rules.minNotice * MINUTE_MS,
    latest: rules.maxNotice === null ? null : now + rules.maxNotice * MINUTE_MS,
  };
}

export function isInBookingWindow(start: Instant, now: Instant, rules: SchedulingRules): boolean {
  const { earliest, latest } = bookingWindow(now, rules);
  return start >= earliest && (latest === null || start <= latest);
}

/**
 * The time a session keeps from other bookings: the session widened by the buffers. Two sessions
 * may be booked only when their blocked ranges do not overlap (buffers may reach outside the
 * availability; the session itself may not).
 */
export function blockedRange(
  session: Range,
  rules: Pick<SchedulingRules, 'bufferBefore' | 'bufferAfter'>,
): Range {
  return {
    start: session.start - rules.bufferBefore * MINUTE_MS,
    end: session.end + rules.bufferAfter * MINUTE_MS,
  };
}

/**
 * Whether a session may start here: on a multiple of `alignment` minutes past the hour as the
 * availability's clock reads it (15 → :00, :15, :30, :45), on the whole minute. Every choice
 * divides 60, so minutes past the hour decide it even in zones offset by 30 or 45 minutes.
 */
export function isAlignedStart(start: Instant, alignment: number | null, timeZone: string): boolean {
  if (start % MINUTE_MS !== 0) return false;
  if (alignment === null) return true;
  return instantToWallClock(start, timeZone).minute % alignment === 0;
}

/**
 * The first aligned start at or after `instant`: the engine's next candidate when a free period
 * or the booking window opens between aligned times. Computed on the local clock, so an offset
 * of +05:30 or +05:45 still lands on :00, :15, …
 */
export function nextAlignedStart(instant: Instant, alignment: number | null, timeZone: string): Instant {
  const step = (alignment ?? 1) * MINUTE_MS;
  const alignUp = (offset: number) => Math.ceil((instant + offset) / step) * step - offset;
  const offset = zoneOffsetMs(instant, timeZone);
  const candidate = alignUp(offset);
  // Across a daylight-saving change the clock at the candidate can read differently from the
  // clock at `instant`; aligning again with the candidate's offset puts it on the new grid.
  const settled = zoneOffsetMs(candidate, timeZone);
  return settled === offset ? candidate : alignUp(settled);
}

function localDate(instant: Instant, timeZone: string): CalendarDate {
  const { year, month, day } = instantToWallClock(instant, timeZone);
  return { year, month, day };
}

/** Local midnight of a calendar date (rolled over when day is out of range). */
function startOfDate(date: CalendarDate, timeZone: string): Instant {
  // Noon exists on every date, and its day's start is the date's own start.
  return startOfDayInZone(wallClockToInstant({ ...date, hour: 12, minute: 0 }, timeZone), timeZone);
}

/**
 * The calendar day, or the Monday-first week, that contains `start`, as the expert's clock reads
 * it: the window a frequency cap counts sessions in. Days last 23 or 25 hours around
 * daylight-saving changes.
 */
export function frequencyWindow(start: Instant, period: FrequencyPeriod, timeZone: string): Range {
  const date = localDate(start, timeZone);
  if (period === 'daily') {
    return { start: startOfDate(date, timeZone), end: startOfDate({ ...date, day: date.day + 1 }, timeZone) };
  }
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const monday = { ...date, day: date.day - ((weekday + 6) % 7) };
  return {
    start: startOfDate(monday, timeZone),
    end: startOfDate({ ...monday, day: monday.day + 7 }, timeZone),
  };
}

/** Whether one more session fits under the cap, given those already confirmed in its window. */
export function frequencyAllows(
  existingCountInWindow: number,
  rules: Pick<SchedulingRules, 'frequency'>,
): boolean {
  return rules.frequency === null || existingCountInWindow < rules.frequency.maxCount;
}
