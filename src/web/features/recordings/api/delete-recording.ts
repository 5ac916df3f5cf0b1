import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function deleteRecording(id: string): Promise<void> {
  return apiRequest<void>(`/recordings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recordings', 'list'] }),
  });
}
