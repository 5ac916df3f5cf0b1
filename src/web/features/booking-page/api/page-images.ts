import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from '../../account/api/get-me';
import type { BookingPage } from './create-booking-page';

/** The booking page's images (issue 19): each is set by PUTting its bytes and removed by DELETE. */
export type PageImagePath = '/booking-page/cover' | '/booking-page/call-background';

/** Sets the image at once (the file as the body); the app's copy of the page is refreshed after. */
export function useUploadPageImage(path: PageImagePath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiRequest<BookingPage>(path, { method: 'PUT', file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}

export function useRemovePageImage(path: PageImagePath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BookingPage>(path, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
