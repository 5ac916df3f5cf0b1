import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';
import { PACKAGES_QUERY_KEY } from './get-packages';

export function getPackage(packageId: string, signal?: AbortSignal): Promise<PackageView> {
  return apiRequest<PackageView>(`/packages/${encodeURIComponent(packageId)}`, { signal });
}

export const packageQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: [...PACKAGES_QUERY_KEY, 'detail', packageId],
    queryFn: ({ signal }) => getPackage(packageId, signal),
  });

export function usePackage(packageId: string) {
  return useQuery(packageQueryOptions(packageId));
}
