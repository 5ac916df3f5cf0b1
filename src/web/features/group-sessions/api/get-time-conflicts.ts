import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONFLICTS_MAX_RANGE_MS,
  type TimeConflictsView,
} from '../../../../domain/group-sessions/time-conflicts';
import { apiRequest } from '../../../lib/api-client';
import { GROUP_SESSIONS_QUERY_KEY } from './keys';

export function getTimeConflicts(
  range: { start: string; end: string; exceptSessionId?: string },
  signal?: AbortSignal,
): Promise<TimeConflictsView> {
  const params = new URLSearchParams({ start: range.start, end: range.end });
  if (range.exceptSessionId) params.set('exceptSessionId', range.exceptSessionId);
  return apiRequest<TimeConflictsView>(`/group-sessions/conflicts?${params}`, { signal });
}

/**
 * What [start, end) overlaps in the expert's schedule and calendars; asks only for a readable,
 * forward range of at most a week (the form shows its own messages for the rest).
 */
export function useTimeConflicts(start: number, end: number, exceptSessionId?: string) {
  const valid =
    Number.isFinite(start) && Number.isFinite(end) && end > start && end - start <= CONFLICTS_MAX_RANGE_MS;
  const range = valid
    ? { start: new Date(start).toISOString(), end: new Date(end).toISOString(), exceptSessionId }
    : null;
  return useQuery({
    queryKey: [...GROUP_SESSIONS_QUERY_KEY, 'conflicts', range],
    queryFn: ({ signal }) => getTimeConflicts(range!, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
