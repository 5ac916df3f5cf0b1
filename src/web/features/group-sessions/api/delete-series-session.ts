import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function deleteSeriesSession({
  seriesId,
  sessionId,
}: {
  seriesId: string;
  sessionId: string;
}): Promise<void> {
  return apiRequest<void>(
    `/series/${encodeURIComponent(seriesId)}/sessions/${encodeURIComponent(sessionId)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useDeleteSeriesSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeriesSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
