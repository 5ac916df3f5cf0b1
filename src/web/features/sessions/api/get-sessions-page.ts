import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList, SessionPageView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './keys';

export function getSessionsPage(list: SessionList, page: number, signal?: AbortSignal) {
  return apiRequest<SessionPageView>(`/sessions?list=${list}&page=${page}`, { signal });
}

export const sessionsPageQueryOptions = (list: SessionList, page: number) =>
  queryOptions({
    queryKey: [...SESSIONS_QUERY_KEY, 'page', list, page],
    queryFn: ({ signal }) => getSessionsPage(list, page, signal),
    // The page on screen stays while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });

export function useSessionsPage(list: SessionList, page: number) {
  return useQuery(sessionsPageQueryOptions(list, page));
}
