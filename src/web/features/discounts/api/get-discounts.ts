import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { apiRequest } from '../../../lib/api-client';

/** The key every discount query starts with; invalidating it refreshes the list and the details. */
export const DISCOUNTS_QUERY_KEY = ['discounts'] as const;

export function getDiscounts(signal?: AbortSignal): Promise<DiscountView[]> {
  return apiRequest<DiscountView[]>('/discounts', { signal });
}

export const discountsQueryOptions = () =>
  queryOptions({ queryKey: DISCOUNTS_QUERY_KEY, queryFn: ({ signal }) => getDiscounts(signal) });

export function useDiscounts() {
  return useQuery(discountsQueryOptions());
}
