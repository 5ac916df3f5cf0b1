import type { PaymentResult } from '../../../../domain/billing/billing-view';
import type { SubscribeInput } from '../../../../domain/billing/inputs';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

export function subscribe(input: SubscribeInput): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/billing/subscription', { method: 'POST', body: input });
}

export const useSubscribe = () => useBillingMutation(subscribe);
