import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import { useSaveWebhookEndpoint } from '../api/save-webhook-endpoint';
import { NEW_WEBHOOK_VALUES, WebhookEndpointForm, type WebhookFormValues } from './webhook-endpoint-form';

const valuesOf = (endpoint: WebhookEndpointView): WebhookFormValues => ({
  url: endpoint.url,
  description: endpoint.description ?? '',
  events: endpoint.events,
  enabled: endpoint.enabled,
});

/** Add an endpoint (endpoint null) or edit one, in a dialog; full screen on phones. */
export function WebhookEndpointModal({
  opened,
  endpoint,
  onClose,
}: {
  opened: boolean;
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
}) {
  const save = useSaveWebhookEndpoint();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
    >
      {/* A fresh form each time it opens, with the endpoint's values or empty ones. */}
      {opened ? (
        <WebhookEndpointForm
          key={endpoint?.id ?? 'new'}
          initialValues={endpoint ? valuesOf(endpoint) : NEW_WEBHOOK_VALUES}
          submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
          onCancel={onClose}
          onSubmit={(input) =>
            save.mutateAsync({ id: endpoint?.id ?? null, input }).then(() => {
              notifications.show({ color: 'teal', message: endpoint ? 'Endpoint saved' : 'Endpoint added' });
              onClose();
            })
          }
        />
      ) : null}
    </Modal>
  );
}
