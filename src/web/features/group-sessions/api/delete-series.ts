import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

/**
 * Deletes a series. Unconfirmed, the API answers 409 'confirmation_required' (with the counts of
 * upcoming sessions and packages in `fields`) when there is something to confirm.
 */
export function deleteSeries({ id, confirm }: { id: string; confirm: boolean }): Promise<void> {
  const query = confirm ? '?confirm=true' : '';
  return apiRequest<void>(`/series/${encodeURIComponent(id)}${query}`, { method: 'DELETE' });
}

export function useDeleteSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSeries, onSuccess: () => invalidateGroupQueries(queryClient) });
}
