import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServices } from './invalidate-services';

export function reorderServices(ids: string[]): Promise<{ changed: number }> {
  return apiRequest<{ changed: number }>('/services/order', { method: 'PUT', body: { ids } });
}

export function useReorderServices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderServices, onSuccess: () => invalidateServices(queryClient) });
}
