import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomDomainsView } from '../../../../domain/booking-page/custom-domain-view';
import { apiRequest } from '../../../lib/api-client';

export const customDomainsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-page', 'domains'],
    queryFn: () => apiRequest<CustomDomainsView>('/booking-page/domains'),
  });

/** The Domain tab's domains (the first is primary) and the DNS records the setup asks for. */
export function useCustomDomains() {
  return useQuery(customDomainsQueryOptions());
}
