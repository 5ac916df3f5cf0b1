import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityNameInput } from '../../../../domain/scheduling/availability-input';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { apiRequest } from '../../../lib/api-client';
import { SERVICES_QUERY_KEY } from '../../services/api/get-services';
import { AVAILABILITIES_QUERY_KEY } from './get-availabilities';
import { availabilityQueryOptions } from './get-availability';

export function renameAvailability(variables: {
  id: string;
  input: AvailabilityNameInput;
}): Promise<AvailabilityView> {
  return apiRequest<AvailabilityView>(`/availabilities/${encodeURIComponent(variables.id)}/name`, {
    method: 'PUT',
    body: variables.input,
  });
}

export function useRenameAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAvailability,
    onSuccess: async (saved) => {
      queryClient.setQueryData(availabilityQueryOptions(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AVAILABILITIES_QUERY_KEY, exact: true }),
        // Services show their availability's name.
        queryClient.invalidateQueries({ queryKey: SERVICES_QUERY_KEY }),
      ]);
    },
  });
}
