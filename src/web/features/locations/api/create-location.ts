import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationInput } from '../../../../domain/locations/location-input';
import type { LocationView } from '../../../../domain/locations/location-view';
import { apiRequest } from '../../../lib/api-client';
import { locationsQueryOptions } from './get-locations';

export function createLocation(input: LocationInput): Promise<LocationView> {
  return apiRequest<LocationView>('/locations', { method: 'POST', body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // Awaited, so the list already holds the new location when the form navigates back to it.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey, exact: true }),
  });
}
