import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainView } from '../../../../domain/booking-page/custom-domain-view';
import { apiRequest } from '../../../lib/api-client';
import { customDomainsQueryOptions } from './get-custom-domains';

/** Asks the server to check the domain's DNS (spec §7). */
export function useVerifyCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CustomDomainView>(`/booking-page/domains/${encodeURIComponent(id)}/verify`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customDomainsQueryOptions().queryKey }),
  });
}
