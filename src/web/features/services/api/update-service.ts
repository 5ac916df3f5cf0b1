import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '../../../../domain/services/service-input';
import type { ServiceView } from '../../../../domain/services/service-view';
import { apiRequest } from '../../../lib/api-client';
import { serviceQueryOptions } from './get-service';
import { invalidateServices } from './invalidate-services';

export function updateService({ id, input }: { id: string; input: ServiceInput }): Promise<ServiceView> {
  return apiRequest<ServiceView>(`/services/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (service) => {
      queryClient.setQueryData(serviceQueryOptions(service.id).queryKey, service);
      return invalidateServices(queryClient);
    },
  });
}
