import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNTS_QUERY_KEY } from './get-discounts';

export function setDiscountActive({ id, active }: { id: string; active: boolean }): Promise<DiscountView> {
  return apiRequest<DiscountView>(`/discounts/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: { active },
  });
}

/** spec §4: Disable/Enable. */
export function useSetDiscountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscountActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNTS_QUERY_KEY }),
  });
}
