import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import { apiRequest } from '../../../lib/api-client';
import { GROUP_SESSIONS_QUERY_KEY } from './keys';

export function getGroupSession(sessionId: string, signal?: AbortSignal): Promise<GroupSessionView> {
  return apiRequest<GroupSessionView>(`/group-sessions/${encodeURIComponent(sessionId)}`, { signal });
}

export const groupSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...GROUP_SESSIONS_QUERY_KEY, 'one', sessionId],
    queryFn: ({ signal }) => getGroupSession(sessionId, signal),
  });

/** One group session, standalone or of a series. */
export function useGroupSession(sessionId: string) {
  return useQuery(groupSessionQueryOptions(sessionId));
}
