import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';

/**
 * spec §8: what an unknown (or another expert's) session id shows: "Session doesn't exist" in
 * scheduling, 'Session not found' in the home area (doc 1).
 */
export function SessionMissing({
  backTo,
  backLabel,
  message = GROUP_MESSAGES.sessionMissing,
}: {
  backTo: string;
  backLabel: string;
  message?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <title>{`${message} · Slotwise`}</title>
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Title order={2} fz={22}>
          {message}
        </Title>
        <Text c="dimmed" maw={380}>
          It may have been deleted, or the link is not quite right.
        </Text>
        <Button component={Link} to={backTo} variant="light" mt="xs">
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
