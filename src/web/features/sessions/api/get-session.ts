import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './keys';

export function getSession(id: string, signal?: AbortSignal) {
  return apiRequest<SessionDetailView>(`/sessions/${encodeURIComponent(id)}`, { signal });
}

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SESSIONS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getSession(id, signal),
  });

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}
