import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageInput } from '../../../../domain/packages/package-input';
import type { PackageView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';
import { PACKAGES_QUERY_KEY, packagesQueryOptions } from './get-packages';

export function createPackage(input: PackageInput): Promise<PackageView> {
  return apiRequest<PackageView>('/packages', { method: 'POST', body: input });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: (created) => {
      // The list the screen goes back to shows the new package at once (last: its order is now).
      queryClient.setQueryData<PackageView[]>(
        packagesQueryOptions().queryKey,
        (old) => old && [...old, created],
      );
      return queryClient.invalidateQueries({ queryKey: PACKAGES_QUERY_KEY });
    },
  });
}
