import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  CALENDAR_PROVIDER_LABELS,
  CALENDAR_PROVIDERS,
  type CalendarAccountsView,
  type CalendarProvider,
  calendarLimitReached,
} from '../../../../domain/calendar/accounts';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { errorMessage } from '../../../lib/api-client';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { CONNECTED_CALENDARS_PATH } from '../../scheduling/paths';
import { useCalendarAccounts } from '../api/get-calendar-accounts';
import { providerNotSetUp } from '../calendar-messages';
import { CalendarsPageFrame } from '../components/calendars-page-frame';
import { CalendarsSkeleton } from '../components/calendars-skeleton';
import { useOauthConnect } from '../hooks/use-oauth-connect';
import { notifyConnected } from '../notify-connected';
import { type CalendarsListState, CONNECT_APPLE_PATH } from '../paths';

/** What each provider brings, under its name. */
const PROVIDER_LINES: Record<CalendarProvider, string> = {
  google: 'Sign in with your Google account in a small window.',
  microsoft: 'Outlook.com, Microsoft 365 or Exchange Online: sign in with Microsoft in a small window.',
  apple: 'iCloud with an app-specific password, or another CalDAV server such as Fastmail or Nextcloud.',
};

function ProviderChoices({ view }: { view: CalendarAccountsView }) {
  const navigate = useNavigate();
  const oauth = useOauthConnect(() => {
    notifyConnected('Calendar connected');
    navigate(CONNECTED_CALENDARS_PATH, { state: { syncSettings: true } satisfies CalendarsListState });
  });
  return (
    <Stack gap="sm">
      <FormError message={oauth.error} />
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Calendar providers"
      >
        {CALENDAR_PROVIDERS.map((provider) => {
          const available = view.providers[provider];
          const label = CALENDAR_PROVIDER_LABELS[provider];
          const busy = oauth.pending !== undefined;
          return (
            <Card key={provider} component="li" withBorder radius="lg" padding="lg">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: '1 1 260px' }}>
                  <Text fw={700}>{label}</Text>
                  <Text size="sm" c="dimmed">
                    {available ? PROVIDER_LINES[provider] : providerNotSetUp(provider)}
                  </Text>
                </Stack>
                {provider === 'apple' && available && !busy ? (
                  <Button component={Link} to={CONNECT_APPLE_PATH} aria-label={`Connect ${label}`}>
                    Connect
                  </Button>
                ) : provider === 'apple' ? (
                  <Button disabled aria-label={`Connect ${label}`}>
                    Connect
                  </Button>
                ) : (
                  <Button
                    onClick={() => oauth.connect(provider)}
                    disabled={!available || (busy && oauth.pending?.provider !== provider)}
                    loading={oauth.pending?.provider === provider}
                    aria-label={`Connect ${label}`}
                  >
                    Connect
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** At the plan's limit (spec §9): the limit in words, and the plan that raises it. */
function LimitReached({ view }: { view: CalendarAccountsView }) {
  const { canUse } = usePlanAccess();
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" role="alert">
        {calendarLimitReached(view.limit)}
      </Alert>
      {canUse('increasedCalendarLimit') ? null : <UpgradePrompt feature="increasedCalendarLimit" />}
      <Group>
        <Button component={Link} to={CONNECTED_CALENDARS_PATH} variant="default">
          Back to connected calendars
        </Button>
      </Group>
    </Stack>
  );
}

/** …/connected-calendars/connect (spec §2): choose Google, Microsoft or Apple, within the limit. */
export function ConnectCalendarRoute() {
  const accounts = useCalendarAccounts();
  const view = accounts.data;

  let content: React.ReactNode;
  if (view) content = view.canConnect ? <ProviderChoices view={view} /> : <LimitReached view={view} />;
  else if (accounts.isError)
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(accounts.error)} onAction={() => accounts.refetch()} />
      </Card>
    );
  else content = <CalendarsSkeleton />;

  return (
    <CalendarsPageFrame
      title="Connect a calendar"
      back={{ to: CONNECTED_CALENDARS_PATH, label: 'Back to connected calendars' }}
      description="Slotwise reads when you are busy and adds the sessions clients book. It never changes your other events."
    >
      {content}
    </CalendarsPageFrame>
  );
}
