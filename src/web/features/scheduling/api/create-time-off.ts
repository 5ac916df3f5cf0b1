import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffInput, TimeOffView } from '../../../../domain/scheduling/time-off';
import { apiRequest } from '../../../lib/api-client';
import { timeOffQueryOptions } from './get-time-off';

export function createTimeOff(input: TimeOffInput): Promise<TimeOffView> {
  return apiRequest<TimeOffView>('/scheduling/time-off', { method: 'POST', body: input });
}

export function useCreateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryOptions().queryKey, exact: true }),
  });
}
