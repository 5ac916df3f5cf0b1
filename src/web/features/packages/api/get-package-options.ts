import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageOptionsView } from '../../../../domain/packages/package-view';
import { apiRequest } from '../../../lib/api-client';
import { PACKAGES_QUERY_KEY } from './get-packages';

export function getPackageOptions(signal?: AbortSignal): Promise<PackageOptionsView> {
  return apiRequest<PackageOptionsView>('/packages/options', { signal });
}

export const packageOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...PACKAGES_QUERY_KEY, 'options'],
    queryFn: ({ signal }) => getPackageOptions(signal),
  });

/** The services, series and upcoming group sessions a package can include. */
export function usePackageOptions() {
  return useQuery(packageOptionsQueryOptions());
}
