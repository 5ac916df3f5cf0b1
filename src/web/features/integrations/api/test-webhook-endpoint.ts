import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhook-endpoints';

/** Sends a webhook.test event at once; answers the delivery, delivered or failed. */
export function testWebhookEndpoint(endpointId: string): Promise<WebhookDeliveryView> {
  return apiRequest<WebhookDeliveryView>(`/integrations/webhooks/${encodeURIComponent(endpointId)}/test`, {
    method: 'POST',
  });
}

export function useTestWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhookEndpoint,
    // The list's last delivery and the endpoint's log both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
