import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServices } from './invalidate-services';

export function deleteService(id: string): Promise<void> {
  return apiRequest<void>(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => invalidateServices(queryClient),
  });
}
