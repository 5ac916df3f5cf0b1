import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAvailabilityInput } from '../../../../domain/scheduling/availability-input';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { apiRequest } from '../../../lib/api-client';
import { AVAILABILITIES_QUERY_KEY } from './get-availabilities';
import { availabilityQueryOptions } from './get-availability';

export function createAvailability(input: CreateAvailabilityInput): Promise<AvailabilityView> {
  return apiRequest<AvailabilityView>('/availabilities', { method: 'POST', body: input });
}

export function useCreateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailability,
    onSuccess: async (created) => {
      // The manage screen opens on the new availability without loading it again.
      queryClient.setQueryData(availabilityQueryOptions(created.id).queryKey, created);
      await queryClient.invalidateQueries({ queryKey: AVAILABILITIES_QUERY_KEY, exact: true });
    },
  });
}
