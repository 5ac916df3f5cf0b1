import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListPageView } from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';

// The client restriction picks from the first page of the client list (GET /api/clients), searched.
export function searchClients(q: string, signal?: AbortSignal): Promise<ClientListPageView> {
  const query = new URLSearchParams({ sort: 'lastName', order: 'asc' });
  if (q.trim()) query.set('q', q.trim());
  return apiRequest<ClientListPageView>(`/clients?${query}`, { signal });
}

export function useClientSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['discounts', 'clients', q.trim()],
    queryFn: ({ signal }) => searchClients(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
