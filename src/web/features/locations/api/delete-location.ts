import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { locationsQueryOptions } from './get-locations';

export function deleteLocation(id: string): Promise<void> {
  return apiRequest<void>(`/locations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // The list and the default (reset to built-in video when this was it) come back from the server.
    // The deleted location's own query is left to expire: removing it while its screen is still
    // mounted would refetch it and flash Not found before the screen navigates away.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey, exact: true }),
  });
}
