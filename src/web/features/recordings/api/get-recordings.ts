import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordingListView } from '../../../../domain/recordings/recording-view';
import { apiRequest } from '../../../lib/api-client';

export function getRecordings(
  sessionId: string | undefined,
  signal?: AbortSignal,
): Promise<RecordingListView> {
  const query = sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : '';
  return apiRequest<RecordingListView>(`/recordings${query}`, { signal });
}

export const recordingsQueryOptions = (sessionId?: string) =>
  queryOptions({
    queryKey: ['recordings', 'list', sessionId ?? null],
    queryFn: ({ signal }) => getRecordings(sessionId, signal),
    // While one is recording, finalizing or processing, follow it until it settles.
    refetchInterval: (query) =>
      query.state.data?.recordings.some((r) => r.status !== 'ready' && r.status !== 'error') ? 3000 : false,
  });

/** The expert's recordings, or one session's. */
export function useRecordings(sessionId?: string, enabled = true) {
  return useQuery({ ...recordingsQueryOptions(sessionId), enabled });
}
