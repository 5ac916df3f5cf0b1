import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhook-endpoints';

export type RetryDeliveryVariables = { endpointId: string; deliveryId: string };

/** Sends a delivery again at once, with the same webhook-id; answers its new state. */
export function retryWebhookDelivery({ endpointId, deliveryId }: RetryDeliveryVariables) {
  return apiRequest<WebhookDeliveryView>(
    `/integrations/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
