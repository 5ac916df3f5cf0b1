import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customDomainsQueryOptions } from './get-custom-domains';

/** Disconnects a domain; the next one moves up. */
export function useRemoveCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/booking-page/domains/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customDomainsQueryOptions().queryKey }),
  });
}
