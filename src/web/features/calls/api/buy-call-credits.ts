import { useMutation } from '@tanstack/react-query';
import type { CreditCheckoutView } from '../../../../domain/calls/usage-view';
import { apiRequest } from '../../../lib/api-client';

/** Opens the 5 USD checkout; the page then goes to its URL. */
export function buyCallCredits(): Promise<CreditCheckoutView> {
  return apiRequest<CreditCheckoutView>('/call-usage/credits/checkout', { method: 'POST' });
}

export function useBuyCallCredits() {
  return useMutation({
    mutationFn: buyCallCredits,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
