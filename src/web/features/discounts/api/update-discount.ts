import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountInput } from '../../../../domain/discounts/discount-input';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNTS_QUERY_KEY } from './get-discounts';

export function updateDiscount({ id, input }: { id: string; input: DiscountInput }): Promise<DiscountView> {
  return apiRequest<DiscountView>(`/discounts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNTS_QUERY_KEY }),
  });
}
