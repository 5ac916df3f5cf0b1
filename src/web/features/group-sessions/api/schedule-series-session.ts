import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import type { SeriesSessionInput } from '../../../../domain/group-sessions/series-input';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function scheduleSeriesSession({
  seriesId,
  input,
}: {
  seriesId: string;
  input: SeriesSessionInput;
}): Promise<GroupSessionView> {
  return apiRequest<GroupSessionView>(`/series/${encodeURIComponent(seriesId)}/sessions`, {
    method: 'POST',
    body: { ...input },
  });
}

export function useScheduleSeriesSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleSeriesSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
