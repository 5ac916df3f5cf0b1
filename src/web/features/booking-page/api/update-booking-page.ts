import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBookingPageInput } from '../../../../domain/booking-page/update-booking-page-input';
import { apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from '../../account/api/get-me';
import type { BookingPage } from './create-booking-page';

export function updateBookingPage(input: UpdateBookingPageInput): Promise<BookingPage> {
  return apiRequest<BookingPage>('/booking-page', { method: 'PUT', body: input });
}

/** The Page tab's save; the app's copy of the page (in /api/me) is refreshed after it. */
export function useUpdateBookingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
