import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timeOffQueryOptions } from './get-time-off';

export function deleteTimeOff(id: string): Promise<void> {
  return apiRequest<void>(`/scheduling/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryOptions().queryKey, exact: true }),
  });
}
