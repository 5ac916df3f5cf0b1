import { Button, Card, Stack } from '@mantine/core';
import { useState } from 'react';
import type { WebhookEndpointView } from '../../../../domain/integrations/integration-view';
import { WEBHOOK_LIMITS } from '../../../../domain/integrations/webhook-input';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { EndpointsSkeleton } from './integrations-skeleton';
import { EmptyCard, SectionHeader } from './section-card';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointModal } from './webhook-endpoint-modal';

export const NO_ENDPOINTS =
  'No webhooks yet. Add an endpoint to send your bookings, cancellations and new clients to another app as they happen.';

type Editing = { endpoint: WebhookEndpointView | null } | null;

/** issue 15: outgoing webhooks: the endpoints, and a dialog to add or edit one. */
export function WebhooksSection({ zone }: { zone: string }) {
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<Editing>(null);
  const data = endpoints.data;

  let content: React.ReactNode;
  if (data)
    content =
      data.endpoints.length === 0 ? (
        <EmptyCard>{NO_ENDPOINTS}</EmptyCard>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Webhook endpoints"
        >
          {data.endpoints.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              zone={zone}
              onEdit={(chosen) => setEditing({ endpoint: chosen })}
            />
          ))}
        </Stack>
      );
  else if (endpoints.isError)
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(endpoints.error)} onAction={() => endpoints.refetch()} />
      </Card>
    );
  else content = <EndpointsSkeleton />;

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-title">
      <SectionHeader
        id="webhooks-title"
        title="Webhooks"
        description={`Slotwise sends a signed JSON message to each endpoint when one of its events happens. Up to ${WEBHOOK_LIMITS.endpointsPerExpert} endpoints.`}
        action={
          data ? (
            // The server says when the limit is reached, in the dialog (WEBHOOK_MESSAGES.tooManyEndpoints).
            <Button onClick={() => setEditing({ endpoint: null })}>Add endpoint</Button>
          ) : null
        }
      />
      {content}
      <WebhookEndpointModal
        opened={editing !== null}
        endpoint={editing?.endpoint ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
