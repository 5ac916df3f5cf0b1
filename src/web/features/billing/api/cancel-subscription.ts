import type { SubscriptionChange } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

/** spec: stripeCancelSubscription (immediately or at period end, as the status decides). */
export function cancelSubscription(): Promise<SubscriptionChange> {
  return apiRequest<SubscriptionChange>('/billing/subscription/cancel', { method: 'POST' });
}

export const useCancelSubscription = () => useBillingMutation(cancelSubscription);
