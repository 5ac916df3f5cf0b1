import { Card, Skeleton, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { CONNECTED_CALENDARS_PATH } from '../../scheduling/paths';
import { useConnectAppleCalendar } from '../api/connect-apple-calendar';
import { useCalendarAccounts } from '../api/get-calendar-accounts';
import { AppleConnectForm } from '../components/apple-connect-form';
import { CalendarsPageFrame } from '../components/calendars-page-frame';
import { notifyConnected } from '../notify-connected';
import { type CalendarsListState, CONNECT_CALENDAR_PATH } from '../paths';

/**
 * …/connected-calendars/connect/apple (spec §2, §5): Apple ID and app-specific password, or
 * another CalDAV server; `?accountId=` reconnects that account (its Apple ID filled in).
 */
export function ConnectAppleRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const connect = useConnectAppleCalendar();
  const accounts = useCalendarAccounts();
  const accountId = search.get('accountId');
  const reconnecting = accountId ? accounts.data?.accounts.find((a) => a.id === accountId) : undefined;

  // A reconnect waits for the list, to fill in the Apple ID; a failed list only loses that.
  const waiting = accountId !== null && accounts.isPending;
  return (
    <CalendarsPageFrame
      title={accountId ? 'Reconnect Apple iCloud' : 'Connect Apple iCloud'}
      back={
        accountId
          ? { to: CONNECTED_CALENDARS_PATH, label: 'Back to connected calendars' }
          : { to: CONNECT_CALENDAR_PATH, label: 'Back to calendar providers' }
      }
      description="Slotwise signs in to your calendars with CalDAV, the way Apple Calendar on a Mac does."
    >
      <Card withBorder radius="lg" padding="lg">
        {waiting ? (
          <Stack gap="md" role="status" aria-label="Loading the account">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={16} w="80%" />
          </Stack>
        ) : (
          <AppleConnectForm
            initialUsername={reconnecting?.appleId ?? reconnecting?.email ?? ''}
            accountId={accountId}
            saving={connect.isPending}
            error={connect.error}
            onSubmit={async (input) => {
              await connect.mutateAsync(input);
              notifyConnected(accountId ? 'Calendar reconnected' : 'Calendar connected');
              navigate(CONNECTED_CALENDARS_PATH, {
                state: { syncSettings: true } satisfies CalendarsListState,
              });
            }}
          />
        )}
      </Card>
    </CalendarsPageFrame>
  );
}
