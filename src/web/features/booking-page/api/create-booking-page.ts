import { useMutation } from '@tanstack/react-query';
import type { BookingPageView } from '../../../../domain/booking-page/booking-page-view';
import type { CreateBookingPageInput } from '../../../../domain/booking-page/create-booking-page-input';
import { apiRequest } from '../../../lib/api-client';

export type BookingPage = BookingPageView;

export function createBookingPage(input: CreateBookingPageInput): Promise<BookingPage> {
  return apiRequest<BookingPage>('/booking-page', { method: 'POST', body: input });
}

/** The caller refreshes whatever holds the expert's page (the app refetches /api/me). */
export function useCreateBookingPage(options: { onSuccess?: (page: BookingPage) => Promise<unknown> } = {}) {
  return useMutation({ mutationFn: createBookingPage, onSuccess: options.onSuccess });
}
