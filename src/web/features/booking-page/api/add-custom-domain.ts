import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainInput } from '../../../../domain/booking-page/custom-domain-input';
import type { CustomDomainView } from '../../../../domain/booking-page/custom-domain-view';
import { apiRequest } from '../../../lib/api-client';
import { customDomainsQueryOptions } from './get-custom-domains';

/** Connects a domain (not yet verified); the list is refreshed after it. */
export function useAddCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomDomainInput) =>
      apiRequest<CustomDomainView>('/booking-page/domains', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customDomainsQueryOptions().queryKey }),
  });
}
