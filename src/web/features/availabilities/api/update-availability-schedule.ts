import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityScheduleInput } from '../../../../domain/scheduling/availability-input';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { apiRequest } from '../../../lib/api-client';
import { AVAILABILITIES_QUERY_KEY } from './get-availabilities';
import { availabilityQueryOptions } from './get-availability';

export function updateAvailabilitySchedule(variables: {
  id: string;
  schedule: AvailabilityScheduleInput;
}): Promise<AvailabilityView> {
  return apiRequest<AvailabilityView>(`/availabilities/${encodeURIComponent(variables.id)}/schedule`, {
    method: 'PUT',
    body: variables.schedule,
  });
}

export function useUpdateAvailabilitySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailabilitySchedule,
    onSuccess: async (saved) => {
      queryClient.setQueryData(availabilityQueryOptions(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: AVAILABILITIES_QUERY_KEY, exact: true });
    },
  });
}
