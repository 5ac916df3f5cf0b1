import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerDashboard } from '../../../../domain/support/views';
import { apiRequest } from '../../../lib/api-client';

export function getPartnerDashboard(partnerId: string, signal?: AbortSignal): Promise<PartnerDashboard> {
  return apiRequest<PartnerDashboard>(`/partners/${encodeURIComponent(partnerId)}`, { signal });
}

export const partnerDashboardQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: ['partners', partnerId],
    queryFn: ({ signal }) => getPartnerDashboard(partnerId, signal),
  });

export function usePartnerDashboard(partnerId: string) {
  return useQuery(partnerDashboardQueryOptions(partnerId));
}
