import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityDeletedView } from '../../../../domain/scheduling/availability-input';
import { apiRequest } from '../../../lib/api-client';
import { SERVICES_QUERY_KEY } from '../../services/api/get-services';
import { AVAILABILITIES_QUERY_KEY } from './get-availabilities';

export function deleteAvailability(id: string): Promise<AvailabilityDeletedView> {
  return apiRequest<AvailabilityDeletedView>(`/availabilities/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** `onDeleted` hears how many services moved, before the caller's own onSuccess runs. */
export function useDeleteAvailability(
  options: { onDeleted?: (result: AvailabilityDeletedView) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailability,
    // The list and the default (which gained the services) come back from the server. The deleted
    // availability's own query is left to expire: refetching it while its screen is still mounted
    // would answer Not found and redirect before the screen navigates away.
    onSuccess: async (result, id) => {
      options.onDeleted?.(result);
      await queryClient.invalidateQueries({
        queryKey: AVAILABILITIES_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== id,
      });
      // Its services now use Working hours: their availability name changed.
      await queryClient.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
    },
  });
}
