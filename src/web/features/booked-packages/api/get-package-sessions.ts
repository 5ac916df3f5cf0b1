import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageSessionsPageView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { BOOKED_PACKAGES_QUERY_KEY, bookedPackageUrl } from './keys';

/** `credit`: a credit's id, or 'included' for the seats in included group sessions. */
export function getPackageSessions(id: string, credit: string, page: number, signal?: AbortSignal) {
  return apiRequest<PackageSessionsPageView>(
    bookedPackageUrl(id, `/sessions?credit=${encodeURIComponent(credit)}&page=${page}`),
    { signal },
  );
}

export const packageSessionsQueryOptions = (id: string, credit: string, page: number) =>
  queryOptions({
    queryKey: [...BOOKED_PACKAGES_QUERY_KEY, 'sessions', id, credit, page],
    queryFn: ({ signal }) => getPackageSessions(id, credit, page, signal),
    placeholderData: keepPreviousData,
  });

export function usePackageSessions(id: string, credit: string, page: number) {
  return useQuery(packageSessionsQueryOptions(id, credit, page));
}
