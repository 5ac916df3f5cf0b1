import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhook-endpoints';

export type WebhookDeliveryList = { deliveries: WebhookDeliveryView[] };

export function getWebhookDeliveries(endpointId: string, signal?: AbortSignal): Promise<WebhookDeliveryList> {
  return apiRequest<WebhookDeliveryList>(
    `/integrations/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
    {
      signal,
    },
  );
}

export const webhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_QUERY_KEY, 'deliveries', endpointId],
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
  });

/** An endpoint's delivery log: the latest 50, newest first. */
export function useWebhookDeliveries(endpointId: string, enabled = true) {
  return useQuery({ ...webhookDeliveriesQueryOptions(endpointId), enabled });
}
