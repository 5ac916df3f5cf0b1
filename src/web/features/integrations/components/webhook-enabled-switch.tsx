import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import { errorMessage } from '../../../lib/api-client';
import { useSaveWebhookEndpoint } from '../api/save-webhook-endpoint';

/** Turns an endpoint's deliveries on or off, keeping everything else. */
export function WebhookEnabledSwitch({ endpoint, label }: { endpoint: WebhookEndpointView; label: string }) {
  const save = useSaveWebhookEndpoint();
  return (
    <Switch
      checked={endpoint.enabled}
      disabled={save.isPending}
      label={endpoint.enabled ? 'Enabled' : 'Disabled'}
      aria-label={`Enabled: ${label}`}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        save.mutate(
          {
            id: endpoint.id,
            input: { url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled },
          },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: enabled
                  ? 'Endpoint enabled'
                  : 'Endpoint disabled: it gets no events until you enable it',
              }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          },
        );
      }}
    />
  );
}
