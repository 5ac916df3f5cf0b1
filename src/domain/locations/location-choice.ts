import { z } from 'zod';

// Where a service, series or group session takes place. null type means "the expert's default"
// (Calls → Locations), resolved when a session is booked; 'custom' names one of the expert's
// custom locations. The same field sits in the service, series and group-session forms.
export const LOCATION_CHOICE_TYPES = ['daily', 'zoom', 'custom'] as const;
export const CHOOSE_A_LOCATION = 'Please choose a location';

/** The location fields of a form: spread into a z.object and check with checkLocationChoice. */
export const locationChoiceFields = {
  locationType: z.enum(LOCATION_CHOICE_TYPES, { error: CHOOSE_A_LOCATION }).nullable(),
  locationId: z.string().min(1).max(100).nullable(),
};

/** For .superRefine on a form schema that spreads locationChoiceFields. */
export function checkLocationChoice(
  value: { locationType: LocationChoice['locationType']; locationId: string | null },
  ctx: z.RefinementCtx,
): void {
  if ((value.locationType === 'custom') !== (value.locationId !== null)) {
    ctx.addIssue({ code: 'custom', path: ['locationId'], message: CHOOSE_A_LOCATION });
  }
}

export const locationChoice = z.object(locationChoiceFields).superRefine(checkLocationChoice);
export type LocationChoice = z.infer<typeof locationChoice>;

export const DEFAULT_LOCATION_CHOICE: LocationChoice = { locationType: null, locationId: null };
