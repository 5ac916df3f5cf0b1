import type { BillingOverview } from '../../../../domain/billing/billing-view';
import { apiRequest } from '../../../lib/api-client';
import { useBillingMutation } from './billing-mutation';

export function redeemLifetimeCode(input: { code: string }): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/billing/lifetime-codes/redeem', { method: 'POST', body: input });
}

export const useRedeemLifetimeCode = () => useBillingMutation(redeemLifetimeCode);
