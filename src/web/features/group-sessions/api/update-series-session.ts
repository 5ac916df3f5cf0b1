import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import type { SeriesSessionInput } from '../../../../domain/group-sessions/series-input';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function updateSeriesSession({
  seriesId,
  sessionId,
  input,
}: {
  seriesId: string;
  sessionId: string;
  input: SeriesSessionInput;
}): Promise<GroupSessionView> {
  return apiRequest<GroupSessionView>(
    `/series/${encodeURIComponent(seriesId)}/sessions/${encodeURIComponent(sessionId)}`,
    { method: 'PUT', body: { ...input } },
  );
}

export function useUpdateSeriesSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeriesSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
