import { Badge, Group } from '@mantine/core';

/** spec: Cancelled, or Rescheduled whenever the session was moved (rescheduledStart is set). */
export function SessionBadges({ session }: { session: { status: string; rescheduled: boolean } }) {
  if (session.status !== 'cancelled' && !session.rescheduled) return null;
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {session.status === 'cancelled' ? (
        <Badge color="red" variant="light" size="sm">
          Cancelled
        </Badge>
      ) : null}
      {session.rescheduled ? (
        <Badge color="orange" variant="light" size="sm">
          Rescheduled
        </Badge>
      ) : null}
    </Group>
  );
}
