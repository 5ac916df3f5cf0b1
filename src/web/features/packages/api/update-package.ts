import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageInput } from '../../../../domain/packages/package-input';
import type { PackageView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';
import { packageQueryOptions } from './get-package';
import { PACKAGES_QUERY_KEY, packagesQueryOptions } from './get-packages';

export function updatePackage({ id, input }: { id: string; input: PackageInput }): Promise<PackageView> {
  return apiRequest<PackageView>(`/packages/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: (saved) => {
      queryClient.setQueryData(packageQueryOptions(saved.id).queryKey, saved);
      queryClient.setQueryData<PackageView[]>(packagesQueryOptions().queryKey, (old) =>
        old?.map((pkg) => (pkg.id === saved.id ? saved : pkg)),
      );
      return queryClient.invalidateQueries({ queryKey: PACKAGES_QUERY_KEY });
    },
  });
}
