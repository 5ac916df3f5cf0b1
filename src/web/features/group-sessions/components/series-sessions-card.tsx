import { Anchor, Button, Card, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { bookedLabel, type GroupSessionView } from '../../../../domain/group-sessions/group-session-view';
import { seriesSessionCreatePath, seriesSessionPath } from '../../scheduling/paths';
import { sessionDay, sessionHours } from '../group-dates';
import { CardHeader, EmptyList } from './card-header';

interface SeriesSessionsCardProps {
  seriesId: string;
  sessions: readonly GroupSessionView[];
  zone: string;
}

/** spec §2: the series' upcoming sessions in a table (Date, Booked as current/max, Edit) and Schedule. */
export function SeriesSessionsCard({ seriesId, sessions, zone }: SeriesSessionsCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="series-sessions-title">
      <Stack gap="md">
        <CardHeader
          id="series-sessions-title"
          title="Upcoming sessions"
          description={`Soonest first, in your browser's time zone (${zone}).`}
          actions={
            <Button component={Link} to={seriesSessionCreatePath(seriesId)}>
              Schedule
            </Button>
          }
        />
        {sessions.length === 0 ? (
          <EmptyList>{GROUP_MESSAGES.noUpcoming}</EmptyList>
        ) : (
          <Table verticalSpacing="sm" aria-label="Upcoming sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Booked</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => {
                const day = sessionDay(session.start, zone);
                return (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {day}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {sessionHours(session, zone)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{bookedLabel(session.groupSize)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Anchor
                        component={Link}
                        to={seriesSessionPath(seriesId, session.id)}
                        fw={600}
                        size="sm"
                        aria-label={`Edit the session on ${day}, ${sessionHours(session, zone)}`}
                      >
                        Edit
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
