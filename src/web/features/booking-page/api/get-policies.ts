import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoliciesView } from '../../../../domain/booking-page/policies-input';
import { apiRequest } from '../../../lib/api-client';

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-page', 'policies'],
    queryFn: ({ signal }) => apiRequest<PoliciesView>('/booking-page/policies', { signal }),
  });

/** The Policies tab's terms and privacy policy (issue 19). */
export function usePolicies() {
  return useQuery(policiesQueryOptions());
}
