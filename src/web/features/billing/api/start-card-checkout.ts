import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Stripe's page for a new card (Checkout, mode setup); the browser goes there and comes back. */
export function startCardCheckout(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/billing/payment-method/checkout', { method: 'POST' });
}

export function useStartCardCheckout() {
  return useMutation({ mutationFn: startCardCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
