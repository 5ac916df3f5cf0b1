import { z } from 'zod';
import { DAY_MS } from '../time/instant';

// GET /api/public/pages/{slug}/services/{serviceId}/slots?from=…&to=…: the booking calendar asks
// for a month at a time (six weeks covers any month grid), in instants.
export const SLOTS_RANGE_MAX_DAYS = 62;
export const SLOTS_MESSAGES = {
  invalidDate: 'Please give from and to as ISO 8601 date-times',
  order: 'to must be after from',
  tooLong: `Please ask for at most ${SLOTS_RANGE_MAX_DAYS} days at a time`,
} as const;

const instant = z.iso
  .datetime({ offset: true, error: SLOTS_MESSAGES.invalidDate })
  .transform((value) => Date.parse(value));

export const slotsRequest = z
  .object({ from: instant, to: instant })
  .refine((r) => r.to > r.from, { message: SLOTS_MESSAGES.order, path: ['to'] })
  .refine((r) => r.to - r.from <= SLOTS_RANGE_MAX_DAYS * DAY_MS, {
    message: SLOTS_MESSAGES.tooLong,
    path: ['to'],
  });

export const slotsView = z.object({
  /** Minutes. */
  duration: z.number().int(),
  /** The expert's availability zone, for a client who wants to see the expert's clock. */
  timeZone: z.string(),
  /** Bookable starts, ascending, as ISO instants (UTC). */
  slots: z.array(z.string()),
});
export type SlotsView = z.infer<typeof slotsView>;
