import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsOverviewView } from '../../../../domain/payments/payment-status';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENTS_OVERVIEW_QUERY_KEY = ['payments', 'overview'] as const;

export function getPaymentsOverview(signal?: AbortSignal): Promise<PaymentsOverviewView> {
  return apiRequest<PaymentsOverviewView>('/payments/overview', { signal });
}

export const paymentsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENTS_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => getPaymentsOverview(signal),
  });

export function usePaymentsOverview() {
  return useQuery(paymentsOverviewQueryOptions());
}
