import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitiesView } from '../../../../domain/scheduling/availability-view';
import { apiRequest } from '../../../lib/api-client';

/** The key every availabilities query starts with; invalidating it refreshes lists and details. */
export const AVAILABILITIES_QUERY_KEY = ['availabilities'] as const;

export function getAvailabilities(signal?: AbortSignal): Promise<AvailabilitiesView> {
  return apiRequest<AvailabilitiesView>('/availabilities', { signal });
}

export const availabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: AVAILABILITIES_QUERY_KEY,
    queryFn: ({ signal }) => getAvailabilities(signal),
  });

/** The expert's availabilities, the default (Working hours) first. */
export function useAvailabilities() {
  return useQuery(availabilitiesQueryOptions());
}
