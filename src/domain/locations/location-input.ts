import { z } from 'zod';
import { text } from '../shared/strings';

// spec (doc 2, §5 and §9): name required, max 60; location required, max 2000. The spec gives
// no words for these; ours follow its other length messages.
export const LOCATION_NAME_MAX = 60;
export const LOCATION_DETAILS_MAX = 2000;
export const LOCATION_MESSAGES = {
  required: 'Required',
  nameTooLong: 'Too long, please limit the name to 60 characters',
  locationTooLong: 'Too long, please limit the location to 2000 characters',
} as const;

export const locationInput = z.object({
  name: text(LOCATION_MESSAGES.required)
    .trim()
    .min(1, LOCATION_MESSAGES.required)
    .max(LOCATION_NAME_MAX, LOCATION_MESSAGES.nameTooLong),
  location: text(LOCATION_MESSAGES.required)
    .trim()
    .min(1, LOCATION_MESSAGES.required)
    .max(LOCATION_DETAILS_MAX, LOCATION_MESSAGES.locationTooLong),
});
export type LocationInput = z.infer<typeof locationInput>;

// spec (doc 2, §3-4): settings.conferencing.provider is daily (built-in video), zoom, or a
// custom location id; default daily.
export const ZOOM_NOT_CONNECTED = 'Connect your Zoom account first';
export const defaultProviderInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('daily') }),
    z.object({ type: z.literal('zoom') }),
    z.object({
      type: z.literal('custom'),
      locationId: text('Required').min(1, 'Required').max(100, 'Not found'),
    }),
  ],
  { error: () => 'Please choose where your sessions take place' },
);
export type DefaultProviderInput = z.infer<typeof defaultProviderInput>;
