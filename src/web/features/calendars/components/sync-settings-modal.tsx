import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarAccounts } from '../api/get-calendar-accounts';
import { useRefreshCalendarAccounts } from '../api/refresh-calendar-accounts';
import { calendarsNotRefreshed } from '../calendar-messages';
import { PHONE_QUERY } from '../notify-connected';
import { accountLabel } from './calendar-account-card';
import { SyncSettingsForm } from './sync-settings-form';

/** The accounts whose calendars could not be read again, named; nothing when all were. */
function NotRefreshed({ view, ids }: { view: CalendarAccountsView; ids: string[] }) {
  const labels = view.accounts.filter((a) => ids.includes(a.id)).map(accountLabel);
  if (labels.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="alert" py="xs" mb="md">
      {calendarsNotRefreshed(labels)}
    </Alert>
  );
}

/**
 * The sync settings dialog. spec §7: opening it calls integrationsRefreshCalendarAccounts first,
 * so the form lists each account's calendars as they are now. When a provider cannot be reached
 * (or the refresh fails), it says so and offers the calendars saved earlier.
 */
export function SyncSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefreshCalendarAccounts();
  const saved = useCalendarAccounts().data;
  const phone = useMediaQuery(PHONE_QUERY);
  const { mutate, reset } = refresh;

  useEffect(() => {
    if (opened) mutate();
    else reset();
  }, [opened, mutate, reset]);

  let content: React.ReactNode;
  if (refresh.data)
    content = (
      <>
        <NotRefreshed view={refresh.data} ids={refresh.data.notRefreshed} />
        <SyncSettingsForm view={refresh.data} onDone={onClose} />
      </>
    );
  else if (refresh.isError && saved && saved.accounts.length > 0)
    content = (
      <>
        <NotRefreshed view={saved} ids={saved.accounts.map((a) => a.id)} />
        <SyncSettingsForm view={saved} onDone={onClose} />
      </>
    );
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
