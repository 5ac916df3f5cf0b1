import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookedPackageExpirationInput } from '../../../../domain/booked-packages/booked-package-inputs';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { bookedPackageUrl, invalidateBookedPackageQueries } from './keys';

export function changeBookedPackageExpiration({
  id,
  input,
}: {
  id: string;
  input: BookedPackageExpirationInput;
}) {
  return apiRequest<BookedPackageDetailView>(bookedPackageUrl(id, '/expiration'), {
    method: 'PUT',
    body: { ...input },
  });
}

export function useChangeBookedPackageExpiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookedPackageExpiration,
    onSuccess: () => invalidateBookedPackageQueries(queryClient),
  });
}
