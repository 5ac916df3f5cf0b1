import { Skeleton, Stack, Text } from '@mantine/core';
import { WEBHOOK_LIMITS } from '../../../../domain/integrations/webhook-input';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DeliveryRow } from './delivery-row';

export const NO_DELIVERIES =
  'Nothing sent yet. Press Test to send a test event, or wait for the next booking.';

/** An endpoint's latest deliveries, newest first. */
export function DeliveryLog({ endpointId, zone }: { endpointId: string; zone: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isError)
    return <ErrorState message={errorMessage(deliveries.error)} onAction={() => deliveries.refetch()} />;
  if (!deliveries.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading deliveries">
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  const list = deliveries.data.deliveries;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {`The latest ${WEBHOOK_LIMITS.logEntries} deliveries, newest first. Failed ones are retried on their own with growing pauses; Retry sends one again now.`}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {NO_DELIVERIES}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Deliveries">
          {list.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} zone={zone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
