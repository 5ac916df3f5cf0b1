import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountDetailView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNTS_QUERY_KEY } from './get-discounts';

export function getDiscount(discountId: string, signal?: AbortSignal): Promise<DiscountDetailView> {
  return apiRequest<DiscountDetailView>(`/discounts/${encodeURIComponent(discountId)}`, { signal });
}

export const discountQueryOptions = (discountId: string) =>
  queryOptions({
    queryKey: [...DISCOUNTS_QUERY_KEY, 'detail', discountId],
    queryFn: ({ signal }) => getDiscount(discountId, signal),
  });

/** One discount code with its usage. */
export function useDiscount(discountId: string) {
  return useQuery(discountQueryOptions(discountId));
}
