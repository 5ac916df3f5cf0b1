import { Badge, Button, Code, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { WebhookDeliveryView } from '../../../../domain/integrations/integration-view';
import { errorMessage } from '../../../lib/api-client';
import { useRetryWebhookDelivery } from '../api/retry-webhook-delivery';
import {
  DELIVERY_STATUS_COLORS,
  DELIVERY_STATUS_LABELS,
  deliveryOutcome,
  eventLabel,
  preciseTimeLabel,
} from './integration-labels';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="xs" c="dimmed" span>
      {label}{' '}
      <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
        {children}
      </Text>
    </Text>
  );
}

/** One delivery in an endpoint's log: what, when, how it went, its body, and Retry when it failed. */
export function DeliveryRow({ delivery, zone }: { delivery: WebhookDeliveryView; zone: string }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryWebhookDelivery();
  const label = eventLabel(delivery.event);
  const bodyId = `delivery-body-${delivery.id}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${label}, ${preciseTimeLabel(delivery.createdAt, zone)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {label}{' '}
              <Text span size="xs" c="dimmed" ff="monospace">
                {delivery.event}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {preciseTimeLabel(delivery.createdAt, zone)}
            </Text>
          </Stack>
          <Badge variant="light" color={DELIVERY_STATUS_COLORS[delivery.status]} style={{ flexShrink: 0 }}>
            {DELIVERY_STATUS_LABELS[delivery.status]}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
          <Fact label="Response">{delivery.responseStatus ?? '—'}</Fact>
          <Fact label="Attempts">{delivery.attempts}</Fact>
          {delivery.durationMs !== null ? <Fact label="Took">{`${delivery.durationMs} ms`}</Fact> : null}
          {delivery.nextAttemptAt ? (
            <Fact label="Next retry">{preciseTimeLabel(delivery.nextAttemptAt, zone)}</Fact>
          ) : null}
        </Group>
        {delivery.status === 'failed' || (delivery.status === 'pending' && delivery.error) ? (
          <Text
            size="xs"
            c={delivery.status === 'failed' ? 'red.7' : 'orange.8'}
            style={{ overflowWrap: 'anywhere' }}
          >
            {deliveryOutcome(delivery)}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={bodyId}
          >
            {open ? 'Hide body' : 'Show body'}
          </Button>
          {delivery.status === 'failed' ? (
            <Button
              variant="light"
              size="compact-xs"
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(
                  { endpointId: delivery.endpointId, deliveryId: delivery.id },
                  {
                    onSuccess: (result) =>
                      notifications.show({
                        color: result.status === 'delivered' ? 'teal' : 'red',
                        message: deliveryOutcome(result),
                      }),
                    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                  },
                )
              }
            >
              Retry
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={open} id={bodyId}>
          <Code block fz="xs" style={{ maxHeight: 320, overflow: 'auto' }} aria-label={`Body of ${label}`}>
            {JSON.stringify(delivery.payload, null, 2)}
          </Code>
        </Collapse>
      </Stack>
    </Paper>
  );
}
