import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeoView } from '../../../../domain/booking-page/seo-input';
import { apiRequest } from '../../../lib/api-client';

export const seoQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-page', 'seo'],
    queryFn: ({ signal }) => apiRequest<SeoView>('/booking-page/seo', { signal }),
  });

/** The SEO tab's settings with the page's own defaults (issue 19). */
export function useSeo() {
  return useQuery(seoQueryOptions());
}
