import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedPackageOptionsView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { BOOKED_PACKAGES_QUERY_KEY, bookedPackageUrl } from './keys';

export function getBookedPackageOptions(id: string, signal?: AbortSignal) {
  return apiRequest<BookedPackageOptionsView>(bookedPackageUrl(id, '/options'), { signal });
}

export const bookedPackageOptionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BOOKED_PACKAGES_QUERY_KEY, 'options', id],
    queryFn: ({ signal }) => getBookedPackageOptions(id, signal),
  });

/** The expert's services and series, for the edit screen to add. */
export function useBookedPackageOptions(id: string) {
  return useQuery(bookedPackageOptionsQueryOptions(id));
}
