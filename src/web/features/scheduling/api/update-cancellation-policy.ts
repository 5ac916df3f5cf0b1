import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationPolicy } from '../../../../domain/scheduling/cancellation-policy';
import { apiRequest } from '../../../lib/api-client';
import { cancellationPolicyQueryOptions } from './get-cancellation-policy';

export function updateCancellationPolicy(input: CancellationPolicy): Promise<CancellationPolicy> {
  return apiRequest<CancellationPolicy>('/scheduling/cancellation-policy', { method: 'PUT', body: input });
}

export function useUpdateCancellationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCancellationPolicy,
    onSuccess: (policy) => queryClient.setQueryData(cancellationPolicyQueryOptions().queryKey, policy),
  });
}
