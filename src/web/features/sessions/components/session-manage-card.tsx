import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { sessionActionPath } from '../paths';

/** spec: the Manage block, shown only while the session is confirmed. */
export function SessionManageCard({ sessionId, callRoom }: { sessionId: string; callRoom: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="session-manage-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id="session-manage-title">
            Manage
          </Title>
          <Text size="sm" c="dimmed">
            Clients with a booking are emailed an updated calendar invite when you cancel or reschedule.
          </Text>
        </Stack>
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button component={Link} to={sessionActionPath(sessionId, 'reschedule')} variant="light">
            Reschedule
          </Button>
          <Button component={Link} to={sessionActionPath(sessionId, 'location')} variant="light">
            Change location
          </Button>
          <Button component={Link} to={sessionActionPath(sessionId, 'cancel')} variant="light" color="red">
            Cancel session
          </Button>
          {/* spec: View recordings, only if a call room exists (built-in video). */}
          {callRoom ? (
            <Button component={Link} to={sessionActionPath(sessionId, 'recordings')} variant="light">
              View recordings
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
