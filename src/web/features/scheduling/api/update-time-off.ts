import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffInput, TimeOffView } from '../../../../domain/scheduling/time-off';
import { apiRequest } from '../../../lib/api-client';
import { timeOffQueryOptions } from './get-time-off';

export function updateTimeOff({ id, input }: { id: string; input: TimeOffInput }): Promise<TimeOffView> {
  return apiRequest<TimeOffView>(`/scheduling/time-off/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryOptions().queryKey, exact: true }),
  });
}
