import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { apiRequest } from '../../../lib/api-client';
import { AVAILABILITIES_QUERY_KEY } from './get-availabilities';

export function getAvailability(availabilityId: string, signal?: AbortSignal): Promise<AvailabilityView> {
  return apiRequest<AvailabilityView>(`/availabilities/${encodeURIComponent(availabilityId)}`, { signal });
}

export const availabilityQueryOptions = (availabilityId: string) =>
  queryOptions({
    queryKey: [...AVAILABILITIES_QUERY_KEY, availabilityId],
    queryFn: ({ signal }) => getAvailability(availabilityId, signal),
  });

/** One availability with its weekly hours; another expert's id fails with 404 like an unknown one. */
export function useAvailability(availabilityId: string) {
  return useQuery(availabilityQueryOptions(availabilityId));
}
