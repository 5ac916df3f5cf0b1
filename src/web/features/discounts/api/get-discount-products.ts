import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountProductOptionsView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNTS_QUERY_KEY } from './get-discounts';

export function getDiscountProducts(signal?: AbortSignal): Promise<DiscountProductOptionsView> {
  return apiRequest<DiscountProductOptionsView>('/discounts/products', { signal });
}

/** What a code can be restricted to; loaded only when the product restriction is on. */
export function useDiscountProducts(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...DISCOUNTS_QUERY_KEY, 'products'],
      queryFn: ({ signal }) => getDiscountProducts(signal),
    }),
    enabled,
  });
}
