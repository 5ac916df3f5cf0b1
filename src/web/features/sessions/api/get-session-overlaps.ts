import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOverlapsView } from '../../../../domain/sessions/session-view';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './keys';

export function getSessionOverlaps(id: string, start: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ start });
  return apiRequest<SessionOverlapsView>(`/sessions/${encodeURIComponent(id)}/overlaps?${query}`, { signal });
}

/** The expert's other confirmed sessions the session would overlap at `start` (null: none asked). */
export function useSessionOverlaps(id: string, start: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...SESSIONS_QUERY_KEY, 'overlaps', id, start],
      queryFn: ({ signal }) => getSessionOverlaps(id, start!, signal),
      enabled: start !== null,
    }),
  );
}
