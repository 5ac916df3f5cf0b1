import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useRefreshCalendarAccounts } from '../api/refresh-calendar-accounts';
import { SyncSettingsForm } from './sync-settings-form';

/**
 * The sync settings dialog. spec §7: opening it calls integrationsRefreshCalendarAccounts first,
 * so the form lists each account's calendars as they are now.
 */
export function SyncSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefreshCalendarAccounts();
  const phone = useMediaQuery('(max-width: 36em)');
  const { mutate, reset } = refresh;

  useEffect(() => {
    if (opened) mutate();
    else reset();
  }, [opened, mutate, reset]);

  let content: React.ReactNode;
  if (refresh.data) content = <SyncSettingsForm view={refresh.data} onDone={onClose} />;
  else if (refresh.isError)
    content = <ErrorState message={errorMessage(refresh.error)} onAction={() => refresh.mutate()} />;
  else
    content = (
      <Stack align="center" gap="sm" py="xl" role="status" aria-label="Loading your calendars">
        <Loader />
        <Text size="sm" c="dimmed">
          Reading your calendars…
        </Text>
      </Stack>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Sync settings"
      size="lg"
      radius="lg"
      centered
      fullScreen={phone}
    >
      {content}
    </Modal>
  );
}
