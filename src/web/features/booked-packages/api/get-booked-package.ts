import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { BOOKED_PACKAGES_QUERY_KEY, bookedPackageUrl } from './keys';

export function getBookedPackage(id: string, signal?: AbortSignal) {
  return apiRequest<BookedPackageDetailView>(bookedPackageUrl(id), { signal });
}

export const bookedPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BOOKED_PACKAGES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getBookedPackage(id, signal),
  });

export function useBookedPackage(id: string) {
  return useQuery(bookedPackageQueryOptions(id));
}
