import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';

/** spec §8: what an unknown (or another expert's) session id shows. */
export function SessionMissing({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <title>{`${GROUP_MESSAGES.sessionMissing} · Slotwise`}</title>
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Title order={2} fz={22}>
          {GROUP_MESSAGES.sessionMissing}
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
