import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SlugAvailability {
  available: boolean;
  message?: string;
}

export function checkSlugAvailability(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return apiRequest<SlugAvailability>(`/booking-page/slug-availability?slug=${encodeURIComponent(slug)}`, {
    signal,
  });
}

export const slugAvailabilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['booking-page', 'slug-availability', slug],
    queryFn: ({ signal }) => checkSlugAvailability(slug, signal),
    staleTime: 10_000,
    retry: false,
  });

/** Pass `null` while there is nothing worth asking about (empty or locally invalid slug). */
export function useSlugAvailability(slug: string | null) {
  return useQuery({ ...slugAvailabilityQueryOptions(slug ?? ''), enabled: slug !== null });
}
