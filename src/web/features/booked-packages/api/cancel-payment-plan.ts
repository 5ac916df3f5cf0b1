import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { apiRequest } from '../../../lib/api-client';
import { bookedPackageUrl, invalidateBookedPackageQueries } from './keys';

export function cancelPaymentPlan(id: string) {
  return apiRequest<BookedPackageDetailView>(bookedPackageUrl(id, '/payment-plan/cancel'), {
    method: 'POST',
  });
}

export function useCancelPaymentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPaymentPlan,
    // A 409 means the plan changed meanwhile (cancelled or completed): show it as it is now.
    onSettled: () => invalidateBookedPackageQueries(queryClient),
  });
}
