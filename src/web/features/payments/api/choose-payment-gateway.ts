import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GatewayInput, GatewayView } from '../../../../domain/payments/gateway';
import { apiRequest } from '../../../lib/api-client';
import { paymentGatewayQueryOptions } from './get-payment-gateway';
import { PAYMENTS_OVERVIEW_QUERY_KEY } from './get-payments-overview';

export function choosePaymentGateway(input: GatewayInput): Promise<GatewayView> {
  return apiRequest<GatewayView>('/payments/gateway', { method: 'PUT', body: input });
}

export function useChoosePaymentGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePaymentGateway,
    onSuccess: (view) => {
      queryClient.setQueryData(paymentGatewayQueryOptions().queryKey, view);
      // The overview's status follows the gateway in use.
      return queryClient.invalidateQueries({ queryKey: PAYMENTS_OVERVIEW_QUERY_KEY });
    },
  });
}
