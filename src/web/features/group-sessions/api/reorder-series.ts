import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesView } from '../../../../domain/group-sessions/series-view';
import { apiRequest } from '../../../lib/api-client';
import { seriesListQueryOptions } from './get-series-list';

export function reorderSeries(ids: string[]): Promise<SeriesView[]> {
  return apiRequest<SeriesView[]>('/series/order', { method: 'PUT', body: { ids } });
}

export function useReorderSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSeries,
    onSuccess: (list) => queryClient.setQueryData(seriesListQueryOptions().queryKey, list),
  });
}
