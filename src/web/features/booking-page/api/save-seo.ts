import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeoInput, SeoView } from '../../../../domain/booking-page/seo-input';
import { apiRequest } from '../../../lib/api-client';
import { seoQueryOptions } from './get-seo';

/** The SEO tab's save (issue 19); '' in a field takes the page's own. */
export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeoInput) => apiRequest<SeoView>('/booking-page/seo', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(seoQueryOptions().queryKey, saved),
  });
}
