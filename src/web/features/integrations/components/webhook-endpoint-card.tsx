import { Badge, Button, Card, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WEBHOOK_EVENT_INFO } from '../../../../domain/integrations/events';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { DeliveryLog } from './delivery-log';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS, dateTimeLabel } from './integration-labels';
import { SigningSecret } from './signing-secret';
import { WebhookEnabledSwitch } from './webhook-enabled-switch';
import { WebhookTestButton } from './webhook-test-button';

function LastDelivery({ endpoint, zone }: { endpoint: WebhookEndpointView; zone: string }) {
  const last = endpoint.lastDelivery;
  if (!last)
    return (
      <Text size="xs" c="dimmed">
        No deliveries yet
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        Last delivery
      </Text>
      <Badge size="sm" variant="light" color={DELIVERY_STATUS_COLORS[last.status]}>
        {last.responseStatus === null
          ? DELIVERY_STATUS_LABELS[last.status]
          : `${DELIVERY_STATUS_LABELS[last.status]} · ${last.responseStatus}`}
      </Badge>
      <Text size="xs" c="dimmed">
        {dateTimeLabel(last.at, zone)}
      </Text>
    </Group>
  );
}

/** One endpoint: where it sends, what, its switch, secret, Test, log, and edit and delete. */
export function WebhookEndpointCard({
  endpoint,
  zone,
  onEdit,
}: {
  endpoint: WebhookEndpointView;
  zone: string;
  onEdit: (endpoint: WebhookEndpointView) => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const remove = useDeleteWebhookEndpoint();
  const restHook = endpoint.source === 'rest-hook';
  const label = endpoint.description ?? endpoint.url;
  const headingId = `endpoint-${endpoint.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Text fw={700} id={headingId} ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            ) : null}
            {restHook ? (
              <Text size="xs" c="violet.8" fw={600}>
                {`Added by ${endpoint.apiKeyName ?? 'an API key'}`}
              </Text>
            ) : null}
          </Stack>
          <div style={{ flexShrink: 0 }}>
            <WebhookEnabledSwitch endpoint={endpoint} label={endpoint.url} />
          </div>
        </Group>
        <Group gap={6} wrap="wrap" aria-label="Events">
          {endpoint.events.map((event) => (
            <Badge key={event} variant="light" color="indigo" tt="none" fw={500}>
              {WEBHOOK_EVENT_INFO[event].label}
            </Badge>
          ))}
        </Group>
        <LastDelivery endpoint={endpoint} zone={zone} />
        <SigningSecret secret={endpoint.secret} endpointLabel={endpoint.url} />
        <Divider />
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <WebhookTestButton endpointId={endpoint.id} label={endpoint.url} />
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              size="xs"
              onClick={() => setLogOpen((open) => !open)}
              aria-expanded={logOpen}
            >
              {logOpen ? 'Hide delivery log' : 'Delivery log'}
            </Button>
            {/* A REST hook belongs to the platform that subscribed it: it changes it there. */}
            {restHook ? null : (
              <Button
                variant="default"
                size="xs"
                onClick={() => onEdit(endpoint)}
                aria-label={`Edit ${label}`}
              >
                Edit
              </Button>
            )}
            <ConfirmDeleteButton
              title="Delete endpoint"
              question={
                restHook
                  ? `Delete ${endpoint.url}? ${endpoint.apiKeyName ?? 'The platform that subscribed it'} stops receiving these events until it subscribes again.`
                  : `Delete ${endpoint.url}? It stops receiving events at once, and its delivery log is deleted.`
              }
              id={endpoint.id}
              mutation={remove}
              onDeleted={(close) => close()}
              trigger={{ size: 'xs', 'aria-label': `Delete ${label}` }}
            />
          </Group>
        </Group>
        <Collapse expanded={logOpen}>
          {logOpen ? (
            <Stack gap="xs" component="section" aria-label={`Delivery log of ${endpoint.url}`}>
              <Text fw={600} size="sm">
                Delivery log
              </Text>
              <DeliveryLog endpointId={endpoint.id} zone={zone} />
            </Stack>
          ) : null}
        </Collapse>
      </Stack>
    </Card>
  );
}
