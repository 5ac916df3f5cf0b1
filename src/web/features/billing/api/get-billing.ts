import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';

export function getBilling(signal?: AbortSignal): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/billing', { signal });
}

export const billingQueryOptions = () =>
  queryOptions({ queryKey: ['billing'] as const, queryFn: ({ signal }) => getBilling(signal) });

/** The overview; `poll` refetches every second (the activating step waits for the provider's event). */
export function useBilling(options: { poll?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions(), refetchInterval: options.poll ? 1000 : false });
}
