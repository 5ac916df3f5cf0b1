import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountInput } from '../../../../domain/discounts/discount-input';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNTS_QUERY_KEY } from './get-discounts';

export function createDiscount(input: DiscountInput): Promise<DiscountView> {
  return apiRequest<DiscountView>('/discounts', { method: 'POST', body: input });
}

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNTS_QUERY_KEY }),
  });
}
