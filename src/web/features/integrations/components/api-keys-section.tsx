import { Card, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { API_KEY_LIMITS } from '../../../../domain/integrations/api-key-input';
import type { CreatedApiKeyView } from '../../../../domain/integrations/integration-view';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedKeyModal } from './created-key-modal';
import { ApiKeysSkeleton } from './integrations-skeleton';
import { SectionHeader } from './section-card';

export const NO_KEYS = 'No API keys yet. Create one when an app asks you to connect your Slotwise account.';

/** issue 15: API keys: create one (shown once), the list, revoke. */
export function ApiKeysSection({ zone }: { zone: string }) {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);

  let list: React.ReactNode;
  if (keys.data)
    list =
      keys.data.keys.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {NO_KEYS}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="API keys">
          {keys.data.keys.map((apiKey, index) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} zone={zone} divided={index > 0} />
          ))}
        </Stack>
      );
  else if (keys.isError)
    list = <ErrorState message={errorMessage(keys.error)} onAction={() => keys.refetch()} />;
  else list = <ApiKeysSkeleton />;

  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-title">
      <SectionHeader
        id="api-keys-title"
        title="API keys"
        description={`A key lets an app such as Zapier, Make or n8n use your account. Give each app its own, so you can revoke one without the others. Up to ${API_KEY_LIMITS.keysPerExpert} keys.`}
      />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <CreateApiKeyForm onSubmit={(input) => create.mutateAsync(input).then(setCreated)} />
          <Divider />
          {list}
        </Stack>
      </Card>
      <CreatedKeyModal created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
