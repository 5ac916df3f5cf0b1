import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditBookedPackageCountsInput } from '../../../../domain/booked-packages/booked-package-inputs';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { bookedPackageUrl, invalidateBookedPackageQueries } from './keys';

export function editBookedPackageCounts({ id, input }: { id: string; input: EditBookedPackageCountsInput }) {
  return apiRequest<BookedPackageDetailView>(bookedPackageUrl(id, '/counts'), {
    method: 'PUT',
    body: { ...input },
  });
}

export function useEditBookedPackageCounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBookedPackageCounts,
    onSuccess: () => invalidateBookedPackageQueries(queryClient),
  });
}
