import { Group, Stack, Text } from '@mantine/core';
import type { ApiKeyView } from '../../../../domain/integrations/integration-view';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { dateLabel, dateTimeLabel } from './integration-labels';

/** One key: its name, the start of it, when it was made and last used, and Revoke. */
export function ApiKeyRow({ apiKey, zone, divided }: { apiKey: ApiKeyView; zone: string; divided: boolean }) {
  const revoke = useRevokeApiKey();
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      wrap="nowrap"
      py="sm"
      aria-label={apiKey.name}
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Text>
        <Text size="xs" ff="monospace" c="dimmed">{`${apiKey.prefix}…`}</Text>
        <Text size="xs" c="dimmed">
          {`Created ${dateLabel(apiKey.createdAt, zone)} · `}
          {apiKey.lastUsedAt ? `Last used ${dateTimeLabel(apiKey.lastUsedAt, zone)}` : 'Never used'}
        </Text>
      </Stack>
      <div style={{ flexShrink: 0 }}>
        <ConfirmDeleteButton
          title="Revoke API key"
          question={`Revoke ${apiKey.name}? Apps using it stop working at once, and the REST-hook subscriptions it made stop: those endpoints get no more events. This cannot be undone.`}
          id={apiKey.id}
          mutation={revoke}
          onDeleted={(close) => close()}
          labels={{ action: 'Revoke', keep: 'Cancel' }}
          trigger={{ size: 'xs', 'aria-label': `Revoke ${apiKey.name}` }}
        />
      </div>
    </Group>
  );
}
