import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';
import { packagesQueryOptions } from './get-packages';

export function deletePackage(id: string): Promise<void> {
  return apiRequest<void>(`/packages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: (_, id) => {
      // The list the screen goes back to must not show the deleted package, even for a moment.
      const list = packagesQueryOptions().queryKey;
      queryClient.setQueryData<PackageView[]>(list, (old) => old?.filter((pkg) => pkg.id !== id));
      return queryClient.invalidateQueries({ queryKey: list });
    },
  });
}
