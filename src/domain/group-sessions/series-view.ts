import { z } from 'zod';
import { workflowsIdsView } from '../automation/workflow-links';
import { LOCATION_CHOICE_TYPES } from '../locations/location-choice';
import { groupSessionView } from './group-session-view';

export const seriesView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  groupSizeMax: z.number().int(),
  hidden: z.boolean(),
  collectPhoneNumber: z.boolean(),
  /** null: the expert's default location, resolved when a session is scheduled. */
  locationType: z.enum(LOCATION_CHOICE_TYPES).nullable(),
  locationId: z.string().nullable(),
  workflowsIds: workflowsIdsView,
  order: z.number(),
  /** Confirmed sessions still to start. */
  upcomingSessionCount: z.number().int(),
  /** Packages that include the series. */
  packageCount: z.number().int(),
});
export type SeriesView = z.infer<typeof seriesView>;

/** GET /api/series/{id}: the series and its upcoming sessions, soonest first. */
export const seriesDetailView = z.object({ series: seriesView, sessions: z.array(groupSessionView) });
export type SeriesDetailView = z.infer<typeof seriesDetailView>;

// spec (doc 2, §4 Series): deleting asks confirmation when upcoming sessions exist and when the
// series is in packages. The API answers 409 with this code, and the counts in `fields`, unless
// the request confirms (?confirm=true).
export const SERIES_DELETE_CONFIRMATION = 'confirmation_required';
export const CONFIRM_SERIES_DELETE = 'Please confirm deleting this series';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What deleting a series with these counts means, one sentence pair per reason. */
export function seriesDeleteWarnings(counts: { upcomingSessions: number; packages: number }): string[] {
  const warnings: string[] = [];
  if (counts.upcomingSessions > 0) {
    warnings.push(
      `It has ${plural(counts.upcomingSessions, 'upcoming session', 'upcoming sessions')}. They will be removed from this series and stay on your booking page as single group sessions.`,
    );
  }
  if (counts.packages > 0) {
    warnings.push(
      `It is included in ${plural(counts.packages, 'package', 'packages')}. Clients who bought ${counts.packages === 1 ? 'it' : 'them'} lose access to this series.`,
    );
  }
  return warnings;
}
