import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingInput } from '../../../../domain/booking-page/branding-input';
import { apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from '../../account/api/get-me';
import type { BookingPage } from './create-booking-page';

/** The Branding tab's save; the app's copy of the page (in /api/me) is refreshed after it. */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) =>
      apiRequest<BookingPage>('/booking-page/branding', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
