import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';

export type WebhookEndpointList = { endpoints: WebhookEndpointView[] };

/** The key every webhook query starts with; invalidating it refreshes the list and the logs. */
export const WEBHOOKS_QUERY_KEY = ['integrations', 'webhooks'] as const;

export function getWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointList> {
  return apiRequest<WebhookEndpointList>('/integrations/webhooks', { signal });
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: ({ signal }) => getWebhookEndpoints(signal) });

/** The expert's endpoints: added on the dashboard and subscribed by automation platforms. */
export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
