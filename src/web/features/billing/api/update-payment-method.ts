import type { PaymentResult } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

export function updatePaymentMethod(input: { paymentMethodId: string }): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/billing/payment-method', { method: 'PUT', body: input });
}

export const useUpdatePaymentMethod = () => useBillingMutation(updatePaymentMethod);
