import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultProviderInput } from '../../../../domain/locations/location-input';
import type { DefaultProviderView } from '../../../../domain/locations/location-view';
import { apiRequest } from '../../../lib/api-client';
import { locationsQueryOptions } from './get-locations';

export function setDefaultProvider(input: DefaultProviderInput): Promise<DefaultProviderView> {
  return apiRequest<DefaultProviderView>('/locations/default', { method: 'PUT', body: input });
}

export function useSetDefaultProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultProvider,
    // Quick successive choices are sent one after another, so the last one is the one that stays.
    scope: { id: 'locations-default-provider' },
    onSuccess: (defaultProvider) => {
      queryClient.setQueryData(locationsQueryOptions().queryKey, (overview) =>
        overview ? { ...overview, defaultProvider } : overview,
      );
    },
  });
}
