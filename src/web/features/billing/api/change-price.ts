import type { SubscriptionChange } from '../../../../domain/billing/billing-view';
import type { PlanPriceInput } from '../../../../domain/billing/inputs';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

/** spec: stripeChangeSubscriptionPrice; the answer's status past_due means a charging problem. */
export function changePrice(input: PlanPriceInput): Promise<SubscriptionChange> {
  return apiRequest<SubscriptionChange>('/billing/subscription/price', { method: 'PUT', body: input });
}

export const useChangePrice = () => useBillingMutation(changePrice);
