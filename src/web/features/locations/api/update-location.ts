import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationInput } from '../../../../domain/locations/location-input';
import type { LocationView } from '../../../../domain/locations/location-view';
import { apiRequest } from '../../../lib/api-client';
import { locationQueryOptions } from './get-location';
import { locationsQueryOptions } from './get-locations';

export function updateLocation({ id, input }: { id: string; input: LocationInput }): Promise<LocationView> {
  return apiRequest<LocationView>(`/locations/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (location) => {
      queryClient.setQueryData(locationQueryOptions(location.id).queryKey, location);
      return queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey, exact: true });
    },
  });
}
