import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from './keys';

export function deleteGroupSession(id: string): Promise<void> {
  return apiRequest<void>(`/group-sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGroupSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupSession,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
