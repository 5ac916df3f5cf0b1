import { z } from 'zod';

export const locationView = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  createdAt: z.string(),
});
export type LocationView = z.infer<typeof locationView>;

export const defaultProviderView = z.object({
  type: z.enum(['daily', 'zoom', 'custom']),
  locationId: z.string().nullable(),
});
export type DefaultProviderView = z.infer<typeof defaultProviderView>;

/** GET /api/locations: the expert's custom locations (newest first) and the default provider. */
export const locationsOverviewView = z.object({
  locations: z.array(locationView),
  defaultProvider: defaultProviderView,
  zoomConnected: z.boolean(),
});
export type LocationsOverviewView = z.infer<typeof locationsOverviewView>;
