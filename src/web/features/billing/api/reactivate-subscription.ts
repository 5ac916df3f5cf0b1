import type { SubscriptionChange } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

/** spec: stripeReactivateSubscription. */
export function reactivateSubscription(): Promise<SubscriptionChange> {
  return apiRequest<SubscriptionChange>('/billing/subscription/reactivate', { method: 'POST' });
}

export const useReactivateSubscription = () => useBillingMutation(reactivateSubscription);
