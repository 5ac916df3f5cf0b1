import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffView } from '../../../../domain/scheduling/time-off';
import { apiRequest } from '../../../lib/api-client';

export function getTimeOff(signal?: AbortSignal): Promise<TimeOffView[]> {
  return apiRequest<TimeOffView[]>('/scheduling/time-off', { signal });
}

export const timeOffQueryOptions = () =>
  queryOptions({
    queryKey: ['scheduling', 'time-off'],
    queryFn: ({ signal }) => getTimeOff(signal),
  });

/** The periods not ended yet, up to about a year ahead, ordered by end (spec §9). */
export function useTimeOff() {
  return useQuery(timeOffQueryOptions());
}
