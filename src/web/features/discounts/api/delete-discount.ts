import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discountsQueryOptions } from './get-discounts';

export function deleteDiscount(id: string): Promise<void> {
  return apiRequest<void>(`/discounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    // The deleted code's own query is left to expire: removing it while its screen is still
    // mounted would refetch it and flash Not found before the screen navigates away.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: discountsQueryOptions().queryKey, exact: true }),
  });
}
