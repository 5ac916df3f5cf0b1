import { z } from 'zod';
import { workflowsIdsView } from '../automation/workflow-links';
import { LOCATION_CHOICE_TYPES } from '../locations/location-choice';

/** A group session as the API returns it (standalone or of a series). */
export const groupSessionView = z.object({
  id: z.string(),
  /** null for a standalone session. */
  seriesId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  groupSize: z.object({ max: z.number().int(), current: z.number().int(), remaining: z.number().int() }),
  hidden: z.boolean(),
  collectPhoneNumber: z.boolean(),
  /**
   * Where it takes place, resolved when it was saved: a chosen default became the provider it
   * stood for. A custom location keeps its name and details even if the location is deleted
   * (then id is null).
   */
  location: z.object({
    type: z.enum(LOCATION_CHOICE_TYPES),
    id: z.string().nullable(),
    name: z.string().nullable(),
    details: z.string().nullable(),
  }),
  /** spec §4: with bookings the time and price are read-only and it cannot be deleted. */
  hasBookings: z.boolean(),
  /** Its own workflows; a session of a series also runs the series' (spec §3). */
  workflowsIds: workflowsIdsView,
});
export type GroupSessionView = z.infer<typeof groupSessionView>;

/** "Booked 2/6" in lists and tables (spec §2: Booked as current/max). */
export function bookedLabel(groupSize: { current: number; max: number }): string {
  return `${groupSize.current}/${groupSize.max}`;
}
