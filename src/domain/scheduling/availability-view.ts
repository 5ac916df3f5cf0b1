import { z } from 'zod';

/** A weekly period: weekday 0 (Sunday) to 6, minutes after midnight; end may pass 1440. */
export const weeklyPeriodView = z.object({
  weekday: z.number().int(),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
});
export type WeeklyPeriodView = z.infer<typeof weeklyPeriodView>;

/** One availability as the API returns it (GET /api/availabilities and /api/availabilities/{id}). */
export const availabilityView = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  order: z.number(),
  /** The default availability ('availability', Working hours): cannot be deleted. */
  isDefault: z.boolean(),
  /** Weekly periods ordered by weekday, then start. */
  weeklyPeriods: z.array(weeklyPeriodView),
  /** How many services use it. */
  serviceCount: z.number().int(),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

/** GET /api/availabilities: the default first, then the others by order and creation. */
export const availabilitiesView = z.object({ availabilities: z.array(availabilityView) });
export type AvailabilitiesView = z.infer<typeof availabilitiesView>;
