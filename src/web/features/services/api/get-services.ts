import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesView } from '../../../../domain/services/service-view';
import { apiRequest } from '../../../lib/api-client';

/** The key every services query starts with; invalidating it refreshes the list and details. */
export const SERVICES_QUERY_KEY = ['services'] as const;

export function getServices(signal?: AbortSignal): Promise<ServicesView> {
  return apiRequest<ServicesView>('/services', { signal });
}

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: SERVICES_QUERY_KEY,
    queryFn: ({ signal }) => getServices(signal),
  });

/** The booking page's services in their order (409 without a booking page). */
export function useServices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...servicesQueryOptions(), enabled: options.enabled ?? true });
}
