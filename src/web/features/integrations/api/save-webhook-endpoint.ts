import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import type { WebhookEndpointInput } from '../../../../domain/integrations/webhook-input';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhook-endpoints';

export type SaveEndpointVariables = { id: string | null; input: WebhookEndpointInput };

/** Adds an endpoint (no id) or changes one: its URL, description, events or enabled. */
export function saveWebhookEndpoint({ id, input }: SaveEndpointVariables): Promise<WebhookEndpointView> {
  return id === null
    ? apiRequest<WebhookEndpointView>('/integrations/webhooks', { method: 'POST', body: input })
    : apiRequest<WebhookEndpointView>(`/integrations/webhooks/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      });
}

export function useSaveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true }),
  });
}
