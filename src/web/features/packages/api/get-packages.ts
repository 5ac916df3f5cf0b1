import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';

export const PACKAGES_QUERY_KEY = ['packages'] as const;

export function getPackages(signal?: AbortSignal): Promise<PackageView[]> {
  return apiRequest<PackageView[]>('/packages', { signal });
}

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: [...PACKAGES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getPackages(signal),
  });

/** The booking page's packages, not deleted, in their order. */
export function usePackages() {
  return useQuery(packagesQueryOptions());
}
