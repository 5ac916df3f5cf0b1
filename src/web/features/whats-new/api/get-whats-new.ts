import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsNewView } from '../../../../domain/support/views';
import { apiRequest } from '../../../lib/api-client';

export function getWhatsNew(signal?: AbortSignal): Promise<WhatsNewView> {
  return apiRequest<WhatsNewView>('/whats-new', { signal });
}

export const whatsNewQueryOptions = () =>
  queryOptions({
    queryKey: ['whats-new'],
    queryFn: ({ signal }) => getWhatsNew(signal),
    staleTime: 5 * 60_000,
  });

export function useWhatsNew() {
  return useQuery(whatsNewQueryOptions());
}
