import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaypalAccountView,
  PaypalConnectInput,
  PaypalVerifyInput,
} from '../../../../domain/payments/paypal-account';
import { apiRequest } from '../../../lib/api-client';

// spec doc 2 §7: paypalConnect(email), paypalVerify(token), paypalDisconnect().

export const PAYPAL_ACCOUNT_QUERY_KEY = ['payment-accounts', 'paypal'] as const;

export const paypalAccountQueryOptions = () =>
  queryOptions({
    queryKey: PAYPAL_ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<PaypalAccountView>('/payments/accounts/paypal', { signal }),
  });

export function usePaypalAccount() {
  return useQuery(paypalAccountQueryOptions());
}

/** Opens PayPal's sign-up (the partner referral's action_url). */
export function usePaypalConnect() {
  return useMutation({
    mutationFn: (input: PaypalConnectInput) =>
      apiRequest<{ url: string }>('/payments/accounts/paypal/connect', { method: 'POST', body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function usePaypalVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaypalVerifyInput) =>
      apiRequest<PaypalAccountView>('/payments/accounts/paypal/verify', { method: 'POST', body: input }),
    onSuccess: (view) => queryClient.setQueryData(PAYPAL_ACCOUNT_QUERY_KEY, view),
  });
}

export function usePaypalDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: null) =>
      apiRequest<PaypalAccountView>('/payments/accounts/paypal/disconnect', { method: 'POST' }),
    onSuccess: (view) => queryClient.setQueryData(PAYPAL_ACCOUNT_QUERY_KEY, view),
  });
}
