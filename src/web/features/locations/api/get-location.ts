import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationView } from '../../../../domain/locations/location-view';
import { apiRequest } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from './get-locations';

export function getLocation(locationId: string, signal?: AbortSignal): Promise<LocationView> {
  return apiRequest<LocationView>(`/locations/${encodeURIComponent(locationId)}`, { signal });
}

export const locationQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: [...LOCATIONS_QUERY_KEY, locationId],
    queryFn: ({ signal }) => getLocation(locationId, signal),
  });

/** One custom location (named so it does not shadow react-router's useLocation). */
export function useLocationDetails(locationId: string) {
  return useQuery(locationQueryOptions(locationId));
}
