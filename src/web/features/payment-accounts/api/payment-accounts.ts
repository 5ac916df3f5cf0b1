import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BalanceView,
  PaymentAccountsView,
  StripeOauthInput,
} from '../../../../domain/payments/stripe-account';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENT_ACCOUNTS_QUERY_KEY = ['payment-accounts'] as const;

export const paymentAccountsQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENT_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<PaymentAccountsView>('/payments/accounts', { signal }),
  });

export function usePaymentAccounts() {
  return useQuery(paymentAccountsQueryOptions());
}

/** Goes to the address the server gives (Stripe's onboarding, OAuth or dashboard). */
function go(url: string) {
  window.location.assign(url);
}

export function useConnectStripe() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/payments/accounts/stripe/connect', { method: 'POST' }),
    onSuccess: ({ url }) => go(url),
  });
}

export function useLinkStandardAccount() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/payments/accounts/stripe/oauth/authorize'),
    onSuccess: ({ url }) => go(url),
  });
}

export function useStripeLoginLink() {
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest<{ url: string }>(`/payments/accounts/${encodeURIComponent(accountId)}/login-link`, {
        method: 'POST',
      }),
    onSuccess: ({ url }) => go(url),
  });
}

export function useCompleteStripeOauth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StripeOauthInput) =>
      apiRequest<PaymentAccountsView>('/payments/accounts/stripe/oauth', { method: 'POST', body: input }),
    onSuccess: (view) => queryClient.setQueryData(PAYMENT_ACCOUNTS_QUERY_KEY, view),
  });
}

export type BalanceCursor = { transactionsAfter?: string; paymentIntentsAfter?: string };

export function useStripeBalance(cursor: BalanceCursor) {
  const search = new URLSearchParams(
    Object.entries(cursor).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return useQuery({
    queryKey: [...PAYMENT_ACCOUNTS_QUERY_KEY, 'balance', cursor],
    queryFn: ({ signal }) =>
      apiRequest<BalanceView>(`/payments/accounts/stripe/balance${search ? `?${search}` : ''}`, { signal }),
    retry: false,
  });
}
