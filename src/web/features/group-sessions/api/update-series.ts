import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesInput } from '../../../../domain/group-sessions/series-input';
import type { SeriesView } from '../../../../domain/group-sessions/series-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function updateSeries({ id, input }: { id: string; input: SeriesInput }): Promise<SeriesView> {
  return apiRequest<SeriesView>(`/series/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...input } });
}

export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSeries, onSuccess: () => invalidateGroupQueries(queryClient) });
}
