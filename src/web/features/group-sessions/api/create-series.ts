import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesInput } from '../../../../domain/group-sessions/series-input';
import type { SeriesView } from '../../../../domain/group-sessions/series-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function createSeries(input: SeriesInput): Promise<SeriesView> {
  return apiRequest<SeriesView>('/series', { method: 'POST', body: { ...input } });
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSeries, onSuccess: () => invalidateGroupQueries(queryClient) });
}
