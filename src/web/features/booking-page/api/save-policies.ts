import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoliciesInput, PoliciesView } from '../../../../domain/booking-page/policies-input';
import { apiRequest } from '../../../lib/api-client';
import { policiesQueryOptions } from './get-policies';

/** The Policies tab's save (issue 19): both policies at once; null for none. */
export function useSavePolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PoliciesInput) =>
      apiRequest<PoliciesView>('/booking-page/policies', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(policiesQueryOptions().queryKey, saved),
  });
}
