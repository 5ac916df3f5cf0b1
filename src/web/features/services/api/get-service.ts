import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceView } from '../../../../domain/services/service-view';
import { apiRequest } from '../../../lib/api-client';
import { SERVICES_QUERY_KEY } from './get-services';

export function getService(serviceId: string, signal?: AbortSignal): Promise<ServiceView> {
  return apiRequest<ServiceView>(`/services/${encodeURIComponent(serviceId)}`, { signal });
}

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: [...SERVICES_QUERY_KEY, serviceId],
    queryFn: ({ signal }) => getService(serviceId, signal),
  });

export function useService(serviceId: string) {
  return useQuery(serviceQueryOptions(serviceId));
}
