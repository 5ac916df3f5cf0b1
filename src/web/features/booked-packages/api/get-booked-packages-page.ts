import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedPackagePageView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { BOOKED_PACKAGES_QUERY_KEY } from './keys';

export function getBookedPackagesPage(page: number, signal?: AbortSignal) {
  return apiRequest<BookedPackagePageView>(`/booked-packages?page=${page}`, { signal });
}

export const bookedPackagesPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...BOOKED_PACKAGES_QUERY_KEY, 'page', page],
    queryFn: ({ signal }) => getBookedPackagesPage(page, signal),
    // The page on screen stays while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });

export function useBookedPackagesPage(page: number) {
  return useQuery(bookedPackagesPageQueryOptions(page));
}
