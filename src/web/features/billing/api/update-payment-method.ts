import type { PaymentResult } from '../../../../domain/billing/billing-view';
import type { PaymentMethodInput } from '../../../../domain/billing/inputs';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

export function updatePaymentMethod(input: PaymentMethodInput): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/billing/payment-method', { method: 'PUT', body: input });
}

export const useUpdatePaymentMethod = () => useBillingMutation(updatePaymentMethod);
