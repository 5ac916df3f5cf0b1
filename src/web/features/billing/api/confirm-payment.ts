import type { PaymentResult } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

/** The confirming step: the bank's answer (offline adapter's stand-in for 3-D Secure). */
export function confirmPayment(input: { invoiceId: string; approve: boolean }): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('/billing/subscription/confirm', { method: 'POST', body: input });
}

export const useConfirmPayment = () => useBillingMutation(confirmPayment);
