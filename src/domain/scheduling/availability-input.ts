import { z } from 'zod';
import { text } from '../shared/strings';
import { isValidTimeZone } from '../time/time-zones';

// spec (doc 2, §5 and §9): the name is required, at most 40 characters; a new availability is
// called 'New Hours'; a clone adds '(clone)' to its source's name.
export const AVAILABILITY_NAME_MAX = 40;
export const NEW_AVAILABILITY_NAME = 'New Hours';
export const CLONE_SUFFIX = ' (clone)';
/** What a new availability starts with unless it copies another: Monday to Friday, 09:00-17:00. */
export const OFFICE_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 540,
  endMinute: 1020,
}));

// Weekly hours are whole minutes after midnight on a 5-minute grid: the editor offers a 15-minute
// grid, and the API also takes the 5-minute steps other calendars use (9:05, 12:55). A range
// ends by midnight (1440, shown as 24:00); hours past midnight belong to the next day's row.
export const MINUTES_PER_DAY = 1440;
export const MINUTE_STEP = 5;
// Far more than anyone splits a day into; it keeps a request (and the slot engine) small.
export const MAX_RANGES_PER_DAY = 12;

export const AVAILABILITY_MESSAGES = {
  required: 'Required',
  nameTooLong: 'Too long, please limit the name to 40 characters',
  invalidTimeZone: 'Please choose a time zone from the list',
  invalidWeekday: 'Please choose a day of the week',
  invalidTime: 'Please choose a time between 00:00 and 24:00, in steps of 5 minutes',
  endNotAfterStart: 'The end must be after the start',
  overlap: 'These hours overlap other hours on the same day',
  tooManyRanges: `Please use at most ${MAX_RANGES_PER_DAY} time ranges a day`,
  invalidClone: 'Please choose the availability to copy',
  cannotDeleteDefault: 'Your default availability cannot be deleted',
} as const;
const M = AVAILABILITY_MESSAGES;

/** The name of an availability: trimmed, required, at most 40 characters. */
export const availabilityName = text(M.required)
  .trim()
  .min(1, M.required)
  .max(AVAILABILITY_NAME_MAX, M.nameTooLong);

/** PUT /api/availabilities/{id}/name */
export const availabilityNameInput = z.object({ name: availabilityName });
export type AvailabilityNameInput = z.infer<typeof availabilityNameInput>;

/** POST /api/availabilities: cloneFromId names the availability whose weekly hours are copied. */
export const createAvailabilityInput = z.object({
  name: availabilityName,
  cloneFromId: z
    .string({ error: () => M.invalidClone })
    .min(1, M.invalidClone)
    .nullish()
    .transform((id) => id ?? null),
});
export type CreateAvailabilityInput = z.input<typeof createAvailabilityInput>;
export type CreateAvailability = z.output<typeof createAvailabilityInput>;

/**
 * The default name of a clone: the source's name plus ' (clone)' (spec §4). A source name too
 * long to take the suffix is shortened first, so the clone is always a valid name.
 */
export function cloneName(sourceName: string): string {
  const room = AVAILABILITY_NAME_MAX - CLONE_SUFFIX.length;
  return `${sourceName.trim().slice(0, room).trimEnd()}${CLONE_SUFFIX}`;
}

const minuteOfDay = (min: number, max: number) =>
  z
    .number({ error: () => M.invalidTime })
    .int(M.invalidTime)
    .min(min, M.invalidTime)
    .max(max, M.invalidTime)
    .multipleOf(MINUTE_STEP, M.invalidTime);

export const weeklyPeriodInput = z
  .object({
    /** 0 is Sunday, 6 is Saturday. */
    weekday: z
      .number({ error: () => M.invalidWeekday })
      .int(M.invalidWeekday)
      .min(0, M.invalidWeekday)
      .max(6, M.invalidWeekday),
    startMinute: minuteOfDay(0, MINUTES_PER_DAY - MINUTE_STEP),
    endMinute: minuteOfDay(MINUTE_STEP, MINUTES_PER_DAY),
  })
  .refine((p) => p.endMinute > p.startMinute, {
    path: ['endMinute'],
    message: M.endNotAfterStart,
    // Only once both times are valid: a time off the grid already has its own message.
    when: (payload) => payload.issues.length === 0,
  });
export type WeeklyPeriodInput = z.infer<typeof weeklyPeriodInput>;

/** Weekday first, then start: the order the API stores and answers. */
export function compareWeeklyPeriods(a: WeeklyPeriodInput, b: WeeklyPeriodInput): number {
  return a.weekday - b.weekday || a.startMinute - b.startMinute || a.endMinute - b.endMinute;
}

/**
 * The ranges of one weekday must not overlap (touching, 09:00-12:00 and 12:00-17:00, is fine) and
 * a day has at most MAX_RANGES_PER_DAY. An issue names the range at fault by its index in the
 * request: the later-starting of two overlapping ranges, or the first range past the cap.
 */
function checkDays(periods: WeeklyPeriodInput[], ctx: z.RefinementCtx) {
  const byDay = new Map<number, number[]>();
  periods.forEach((period, index) => {
    // A range that is invalid on its own has its message already; comparing it would add noise.
    if (!weeklyPeriodInput.safeParse(period).success) return;
    const indexes = byDay.get(period.weekday) ?? [];
    indexes.push(index);
    byDay.set(period.weekday, indexes);
  });
  for (const indexes of byDay.values()) {
    if (indexes.length > MAX_RANGES_PER_DAY) {
      ctx.addIssue({ code: 'custom', path: [indexes[MAX_RANGES_PER_DAY]!], message: M.tooManyRanges });
      continue;
    }
    const sorted = [...indexes].sort((a, b) => compareWeeklyPeriods(periods[a]!, periods[b]!));
    let latestEnd = Number.NEGATIVE_INFINITY;
    for (const index of sorted) {
      const period = periods[index]!;
      if (period.startMinute < latestEnd)
        ctx.addIssue({ code: 'custom', path: [index, 'startMinute'], message: M.overlap });
      latestEnd = Math.max(latestEnd, period.endMinute);
    }
  }
}

/** PUT /api/availabilities/{id}/schedule: the time zone and every weekly range, replaced at once. */
export const availabilityScheduleInput = z.object({
  timeZone: text(M.required).min(1, M.required).refine(isValidTimeZone, M.invalidTimeZone),
  weeklyPeriods: z
    .array(weeklyPeriodInput, { error: () => M.required })
    .max(7 * MAX_RANGES_PER_DAY, M.tooManyRanges)
    .superRefine(checkDays)
    .transform((periods) => [...periods].sort(compareWeeklyPeriods)),
});
export type AvailabilityScheduleInput = z.input<typeof availabilityScheduleInput>;
export type AvailabilitySchedule = z.output<typeof availabilityScheduleInput>;

/** DELETE /api/availabilities/{id}: how many services moved to the default availability. */
export const availabilityDeletedView = z.object({ servicesMoved: z.number().int() });
export type AvailabilityDeletedView = z.infer<typeof availabilityDeletedView>;
