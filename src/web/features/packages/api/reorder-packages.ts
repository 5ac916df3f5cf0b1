import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PACKAGES_QUERY_KEY } from './get-packages';

/** Saves the whole new order; the server writes only the packages that moved. */
export function reorderPackages(ids: string[]): Promise<void> {
  return apiRequest<void>('/packages/order', { method: 'PUT', body: { ids } });
}

export function useReorderPackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPackages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_QUERY_KEY }),
  });
}
