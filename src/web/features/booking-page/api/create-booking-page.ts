import { useMutation } from '@tanstack/react-query';
import type { CreateBookingPageInput } from '../../../../domain/booking-page/create-booking-page-input';
import { apiRequest } from '../../../lib/api-client';

export interface BookingPage {
  id: string;
  slug: string;
  url: string;
  firstName: string;
  lastName: string;
  displayName: string;
  currency: string;
}

export function createBookingPage(input: CreateBookingPageInput): Promise<BookingPage> {
  return apiRequest<BookingPage>('/booking-page', { method: 'POST', body: input });
}

/** The caller refreshes whatever holds the expert's page (the app refetches /api/me). */
export function useCreateBookingPage(options: { onSuccess?: (page: BookingPage) => Promise<unknown> } = {}) {
  return useMutation({ mutationFn: createBookingPage, onSuccess: options.onSuccess });
}
