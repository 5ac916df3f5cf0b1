import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordingPlaybackView } from '../../../../domain/recordings/recording-view';
import { apiRequest } from '../../../lib/api-client';

/** The expert's recording, or (with the share link's `share`) a participant's view of a shared one. */
export function getRecording(
  id: string,
  share: string | null,
  signal?: AbortSignal,
): Promise<RecordingPlaybackView> {
  const path = share
    ? `/public/recordings/${encodeURIComponent(id)}?share=${encodeURIComponent(share)}`
    : `/recordings/${encodeURIComponent(id)}`;
  return apiRequest<RecordingPlaybackView>(path, { signal });
}

export const recordingQueryOptions = (id: string, share: string | null) =>
  queryOptions({
    queryKey: ['recordings', 'one', id, share],
    queryFn: ({ signal }) => getRecording(id, share, signal),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.recording.status;
      return status && status !== 'ready' && status !== 'error' ? 3000 : false;
    },
  });

export function useRecording(id: string, share: string | null) {
  return useQuery(recordingQueryOptions(id, share));
}
