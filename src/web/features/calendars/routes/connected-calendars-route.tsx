import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { SCHEDULING_PATH } from '../../scheduling/paths';
import { useCalendarAccounts } from '../api/get-calendar-accounts';
import { CalendarAccountCard } from '../components/calendar-account-card';
import { CalendarsEmpty } from '../components/calendars-empty';
import { CalendarsPageFrame } from '../components/calendars-page-frame';
import { CalendarsSkeleton } from '../components/calendars-skeleton';
import { SyncSettingsModal } from '../components/sync-settings-modal';
import { useOauthConnect } from '../hooks/use-oauth-connect';
import { type CalendarsListState, CONNECT_CALENDAR_PATH } from '../paths';

function AccountsList({ view }: { view: CalendarAccountsView }) {
  const reconnect = useOauthConnect(() =>
    notifications.show({ color: 'teal', message: 'Calendar reconnected' }),
  );
  return (
    <Stack gap="sm">
      <FormError message={reconnect.error} />
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Connected calendars"
      >
        {view.accounts.map((account) => (
          <CalendarAccountCard
            key={account.id}
            account={account}
            to={view.to}
            reconnecting={reconnect.pending?.accountId === account.id}
            onReconnect={(a) => {
              if (a.provider !== 'apple') reconnect.connect(a.provider, a.id);
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /dashboard/scheduling/services/connected-calendars (spec doc 2 §2): the connected accounts,
 * their problems, disconnect, and the sync settings.
 */
export function ConnectedCalendarsRoute() {
  const accounts = useCalendarAccounts();
  const location = useLocation();
  const navigate = useNavigate();
  const [syncOpen, setSyncOpen] = useState(false);
  const view = accounts.data;

  // After a connect the list opens with the sync settings (the new account's calendars in them);
  // the state is dropped so a reload does not open them again.
  const openSync = (location.state as CalendarsListState | null)?.syncSettings === true;
  useEffect(() => {
    if (!openSync) return;
    setSyncOpen(true);
    navigate(location.pathname, { replace: true, state: null });
  }, [openSync, navigate, location.pathname]);

  let content: React.ReactNode;
  if (view) content = view.accounts.length === 0 ? <CalendarsEmpty /> : <AccountsList view={view} />;
  else if (accounts.isError)
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(accounts.error)} onAction={() => accounts.refetch()} />
      </Card>
    );
  else content = <CalendarsSkeleton />;

  const hasAccounts = (view?.accounts.length ?? 0) > 0;
  return (
    <CalendarsPageFrame
      title="Connected calendars"
      back={{ to: SCHEDULING_PATH, label: 'Back to scheduling' }}
      description="Busy times in the calendars you choose hide those slots on your booking page, and new sessions are added to the calendar you pick."
      actions={
        hasAccounts && view ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {`${view.accounts.length} of ${view.limit} calendar accounts connected`}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setSyncOpen(true)}>
                Sync settings
              </Button>
              <Button component={Link} to={CONNECT_CALENDAR_PATH}>
                Connect a calendar
              </Button>
            </Group>
          </Group>
        ) : null
      }
    >
      {content}
      <SyncSettingsModal opened={syncOpen} onClose={() => setSyncOpen(false)} />
    </CalendarsPageFrame>
  );
}
