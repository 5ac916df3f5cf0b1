import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import { apiRequest } from '../../../lib/api-client';
import { GROUP_SESSIONS_QUERY_KEY } from './keys';

export function getGroupSessions(signal?: AbortSignal): Promise<GroupSessionView[]> {
  return apiRequest<GroupSessionView[]>('/group-sessions', { signal });
}

export const groupSessionsQueryOptions = () =>
  queryOptions({
    queryKey: [...GROUP_SESSIONS_QUERY_KEY, 'upcoming'],
    queryFn: ({ signal }) => getGroupSessions(signal),
  });

/** The confirmed upcoming group sessions that belong to no series, by start (spec §4, §7). */
export function useGroupSessions() {
  return useQuery(groupSessionsQueryOptions());
}
