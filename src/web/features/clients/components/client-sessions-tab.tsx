import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClientSessions } from '../api/get-client-lists';
import { sessionPath } from '../paths';
import { sessionTime } from './client-dates';
import { PagedList } from './paged-list';

/** The client's sessions (or cancelled sessions), newest first, 10 a page. */
export function ClientSessionsTab({
  clientId,
  cancelled,
  zone,
}: {
  clientId: string;
  cancelled: boolean;
  zone: string;
}) {
  const [page, setPage] = useState(1);
  const sessions = useClientSessions(clientId, cancelled, page);
  return (
    <PagedList
      query={sessions}
      page={page}
      setPage={setPage}
      label={cancelled ? 'Cancelled sessions' : 'Sessions'}
      empty={cancelled ? 'No cancelled sessions.' : 'No sessions yet.'}
      render={(s) => (
        <Card component="li" key={s.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={sessionPath(s.id)} fw={600}>
                {s.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {sessionTime(s.start, zone)}
              </Text>
            </div>
            <Group gap={6}>
              {s.type === 'group' ? <Badge variant="light">Group session</Badge> : null}
              {cancelled ? (
                <Badge color="red" variant="light">
                  Cancelled
                </Badge>
              ) : null}
              {!cancelled && s.rescheduled ? (
                <Badge color="yellow" variant="light">
                  Rescheduled
                </Badge>
              ) : null}
            </Group>
          </Group>
        </Card>
      )}
    />
  );
}
