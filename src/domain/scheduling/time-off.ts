import { z } from 'zod';
import { text } from '../shared/strings';

// spec (doc 2, §5): 'End date must be after start date', 'End date must be in the future'.
export const TIME_OFF_MESSAGES = {
  required: 'Required',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'End date must be after start date',
  endInPast: 'End date must be in the future',
} as const;

// spec (doc 2, §9): the list shows periods ending from now to about 365 days ahead.
export const TIME_OFF_WINDOW_DAYS = 365;

const instantField = text(TIME_OFF_MESSAGES.required)
  .min(1, TIME_OFF_MESSAGES.required)
  .max(64, TIME_OFF_MESSAGES.invalidDate)
  .pipe(z.iso.datetime({ offset: true, error: () => TIME_OFF_MESSAGES.invalidDate }));

/** Start and end as ISO instants; `now` is when the rule "end in the future" is judged. */
export function timeOffInput(now: () => number = Date.now) {
  return z
    .object({ start: instantField, end: instantField })
    .superRefine((v, ctx) => {
      const start = Date.parse(v.start);
      const end = Date.parse(v.end);
      if (end <= start)
        ctx.addIssue({ code: 'custom', path: ['end'], message: TIME_OFF_MESSAGES.endBeforeStart });
      else if (end <= now())
        ctx.addIssue({ code: 'custom', path: ['end'], message: TIME_OFF_MESSAGES.endInPast });
    })
    .transform((v) => ({ start: new Date(v.start), end: new Date(v.end) }));
}
export type TimeOffInput = z.input<ReturnType<typeof timeOffInput>>;

export const timeOffView = z.object({ id: z.string(), start: z.string(), end: z.string() });
export type TimeOffView = z.infer<typeof timeOffView>;

/** spec (doc 2, §4): current once its start has passed, upcoming while its start is ahead. */
export function timeOffState(period: { start: string | number | Date }, now: number): 'current' | 'upcoming' {
  return new Date(period.start).getTime() <= now ? 'current' : 'upcoming';
}
