import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useTestWebhookEndpoint } from '../api/test-webhook-endpoint';
import { deliveryOutcome } from './integration-labels';

/** Sends a test event now and says what happened: 'Delivered: 200 in 84 ms' or 'Failed: …'. */
export function WebhookTestButton({ endpointId, label }: { endpointId: string; label: string }) {
  const test = useTestWebhookEndpoint();
  const result = test.data ? deliveryOutcome(test.data) : test.isError ? errorMessage(test.error) : null;
  const ok = test.data?.status === 'delivered';
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Button
        variant="light"
        size="xs"
        loading={test.isPending}
        onClick={() => test.mutate(endpointId)}
        aria-label={`Send a test event to ${label}`}
      >
        Test
      </Button>
      {result && !test.isPending ? (
        <Text
          size="sm"
          fw={600}
          c={ok ? 'teal.8' : 'red.7'}
          role="status"
          aria-label="Test result"
          style={{ overflowWrap: 'anywhere' }}
        >
          {result}
        </Text>
      ) : null}
    </Group>
  );
}
