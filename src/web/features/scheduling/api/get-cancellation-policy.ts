import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationPolicy } from '../../../../domain/scheduling/cancellation-policy';
import { apiRequest } from '../../../lib/api-client';

export function getCancellationPolicy(signal?: AbortSignal): Promise<CancellationPolicy> {
  return apiRequest<CancellationPolicy>('/scheduling/cancellation-policy', { signal });
}

export const cancellationPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['scheduling', 'cancellation-policy'],
    queryFn: ({ signal }) => getCancellationPolicy(signal),
  });

export function useCancellationPolicy() {
  return useQuery(cancellationPolicyQueryOptions());
}
