import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ActiveSessionView } from '../../../../domain/account/security-input';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useActiveSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';

const WHEN = 'MMM d, yyyy, h:mm a';

/** spec doc 2 §2 Security and access: reset password, sign out, and the signed-in browsers. */
export function SecurityCard({ timezone }: { timezone: string }) {
  const sessions = useActiveSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-security">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="account-security">
          Security and access
        </Title>
        <Group gap="lg">
          <Anchor component={Link} to="/reset-password" size="sm">
            Reset password
          </Anchor>
          <Anchor component={Link} to="/logout" size="sm">
            Sign out
          </Anchor>
        </Group>
        <Title order={4} fz="md" mt="xs">
          Where you are signed in
        </Title>
        <FormError
          message={
            signOutOne.error || signOutOthers.error
              ? errorMessage(signOutOne.error ?? signOutOthers.error)
              : null
          }
        />
        {sessions.isError ? (
          <Text size="sm" c="red.7" role="alert">
            {errorMessage(sessions.error)}
          </Text>
        ) : !sessions.data ? (
          <Skeleton height={56} radius="md" />
        ) : (
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Active sessions"
          >
            {sessions.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                timezone={timezone}
                signingOut={signOutOne.isPending && signOutOne.variables === session.id}
                onSignOut={() => signOutOne.mutate(session.id)}
              />
            ))}
          </Stack>
        )}
        {others.length > 0 ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={signOutOthers.isPending}
              onClick={() => signOutOthers.mutate()}
            >
              Sign out of all other sessions
            </Button>
          </Group>
        ) : sessions.data ? (
          <Text size="xs" c="dimmed">
            You are not signed in anywhere else.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function SessionRow({
  session,
  timezone,
  signingOut,
  onSignOut,
}: {
  session: ActiveSessionView;
  timezone: string;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={session.device}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {session.device}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="teal">
              This device
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {`Last seen ${formatInZone(Date.parse(session.lastSeenAt), timezone, WHEN)}`}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button
          size="xs"
          variant="default"
          loading={signingOut}
          onClick={onSignOut}
          style={{ flexShrink: 0 }}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}
