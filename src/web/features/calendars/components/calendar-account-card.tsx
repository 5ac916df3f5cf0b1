import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  CALENDAR_AUTH_PROBLEM,
  CALENDAR_PROVIDER_LABELS,
  type CalendarAccountsView,
  type CalendarAccountView,
} from '../../../../domain/calendar/accounts';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDisconnectCalendarAccount } from '../api/disconnect-calendar-account';
import { CONNECT_FAILED } from '../calendar-messages';
import { reconnectApplePath } from '../paths';

/** Who the account is: its email, the Microsoft principal name, or the Apple ID. */
export const accountName = (account: CalendarAccountView) =>
  account.email ?? account.principalName ?? account.appleId ?? '';

/** 'Google Calendar · ada@example.com': an account named in lists, dialogs and labels. */
export const accountLabel = (account: CalendarAccountView) =>
  [CALENDAR_PROVIDER_LABELS[account.provider], accountName(account)].filter(Boolean).join(' · ');

function CalendarRow({
  calendar,
  writesHere,
}: {
  calendar: CalendarAccountView['calendars'][number];
  writesHere: boolean;
}) {
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} wrap="wrap">
      <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {calendar.name}
        </Text>
        {calendar.syncFrom || writesHere ? (
          <Text size="xs" c="dimmed">
            {[
              calendar.syncFrom ? 'Checked for conflicts' : null,
              writesHere ? 'New sessions are added here' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
      </Stack>
      <Group gap={4} aria-label={calendar.writeable ? 'read and write' : 'read only'}>
        <Badge variant="light" color="gray" size="sm" tt="none">
          read
        </Badge>
        {calendar.writeable ? (
          <Badge variant="light" color="indigo" size="sm" tt="none">
            write
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}

/**
 * spec §4 Calendar account: the provider, who it is, its calendars (read or write), a problem
 * badge and Reconnect when its credentials fail, and Disconnect with confirmation.
 */
export function CalendarAccountCard({
  account,
  to,
  onReconnect,
  reconnecting,
}: {
  account: CalendarAccountView;
  to: CalendarAccountsView['to'];
  /** Google and Microsoft reconnect through the popup; Apple has its own form. */
  onReconnect: (account: CalendarAccountView) => void;
  reconnecting: boolean;
}) {
  const disconnect = useDisconnectCalendarAccount();
  const label = accountLabel(account);
  const headingId = `calendar-account-${account.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={700} id={headingId}>
              {CALENDAR_PROVIDER_LABELS[account.provider]}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {accountName(account)}
            </Text>
          </Stack>
          {account.hasAuthError ? (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              Problem
            </Badge>
          ) : (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              Connected
            </Badge>
          )}
        </Group>
        {account.hasAuthError ? (
          <Alert color="red" variant="light" py="xs">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{CALENDAR_AUTH_PROBLEM}</Text>
              {account.provider === 'apple' ? (
                <Button component={Link} to={reconnectApplePath(account.id)} size="xs" color="red">
                  Reconnect
                </Button>
              ) : (
                <Button size="xs" color="red" loading={reconnecting} onClick={() => onReconnect(account)}>
                  Reconnect
                </Button>
              )}
            </Stack>
          </Alert>
        ) : null}
        {account.calendars.length === 0 ? (
          <Text size="sm" c="dimmed">
            No calendars in this account.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={`Calendars of ${label}`}
          >
            {account.calendars.map((calendar) => (
              <CalendarRow
                key={calendar.id}
                calendar={calendar}
                writesHere={to?.accountId === account.id && to.calendarId === calendar.id}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <ConfirmDeleteButton
            title="Disconnect calendar"
            question={`Disconnect ${label}? Its calendars stop blocking times on your booking page, and new sessions are no longer added to them. Events already added to your calendar stay there.`}
            id={account.id}
            mutation={disconnect}
            onDeleted={(close) => {
              close();
              notifications.show({ color: 'teal', message: 'Calendar disconnected' });
            }}
            trigger={{ size: 'xs', 'aria-label': `Disconnect ${label}` }}
            labels={{ action: 'Disconnect', keep: 'Cancel' }}
            failureMessage={() => CONNECT_FAILED}
          />
        </Group>
      </Stack>
    </Card>
  );
}
