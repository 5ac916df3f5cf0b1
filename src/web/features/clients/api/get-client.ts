import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientView } from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';
import { clientKey } from './keys';

export function getClient(id: string, signal?: AbortSignal): Promise<ClientView> {
  return apiRequest<ClientView>(`/clients/${encodeURIComponent(id)}`, { signal });
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKey(id), queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
