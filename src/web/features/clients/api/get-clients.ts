import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSort } from '../../../../domain/clients/client-list';
import type { ClientListPageView } from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';
import { CLIENTS_KEY } from './keys';

export type ClientsRequest = { sort: ClientSort; q: string; cursor: string | null };

export function getClients(request: ClientsRequest, signal?: AbortSignal): Promise<ClientListPageView> {
  const params = new URLSearchParams({ sort: request.sort.field, order: request.sort.order });
  if (request.q) params.set('q', request.q);
  if (request.cursor) params.set('cursor', request.cursor);
  return apiRequest<ClientListPageView>(`/clients?${params}`, { signal });
}

export const clientsQueryOptions = (request: ClientsRequest) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'list', request],
    queryFn: ({ signal }) => getClients(request, signal),
  });

/** A page of clients; the previous page stays on screen while the next one loads. */
export function useClients(request: ClientsRequest) {
  return useQuery({ ...clientsQueryOptions(request), placeholderData: keepPreviousData });
}
