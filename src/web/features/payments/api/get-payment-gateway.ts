import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayView } from '../../../../domain/payments/gateway';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENT_GATEWAY_QUERY_KEY = ['payments', 'gateway'] as const;

export function getPaymentGateway(signal?: AbortSignal): Promise<GatewayView> {
  return apiRequest<GatewayView>('/payments/gateway', { signal });
}

export const paymentGatewayQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENT_GATEWAY_QUERY_KEY,
    queryFn: ({ signal }) => getPaymentGateway(signal),
  });

export function usePaymentGateway() {
  return useQuery(paymentGatewayQueryOptions());
}
