import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationsOverviewView } from '../../../../domain/locations/location-view';
import { apiRequest } from '../../../lib/api-client';

export type LocationsOverview = LocationsOverviewView;

/** The key every locations query starts with; invalidating it refreshes the list and the details. */
export const LOCATIONS_QUERY_KEY = ['locations'] as const;

export function getLocations(signal?: AbortSignal): Promise<LocationsOverview> {
  return apiRequest<LocationsOverview>('/locations', { signal });
}

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: LOCATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getLocations(signal),
  });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
