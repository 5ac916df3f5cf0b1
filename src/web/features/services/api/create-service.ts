import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '../../../../domain/services/service-input';
import type { ServiceView } from '../../../../domain/services/service-view';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServices } from './invalidate-services';

export function createService(input: ServiceInput): Promise<ServiceView> {
  return apiRequest<ServiceView>('/services', { method: 'POST', body: input });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => invalidateServices(queryClient) });
}
