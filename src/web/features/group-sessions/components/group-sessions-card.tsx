import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { bookedLabel } from '../../../../domain/group-sessions/group-session-view';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { formatMoney } from '../../../../domain/money/money';
import { ErrorState } from '../../../components/error-state';
import { GROUP_SESSION_CREATE_PATH, groupSessionPath } from '../../scheduling/paths';
import { useGroupSessions } from '../api/get-group-sessions';
import { sessionDay, sessionHours } from '../group-dates';
import { CardHeader, EmptyList } from './card-header';
import { ListSkeleton } from './group-skeletons';

export function priceLabel(price: number, currency: string): string {
  if (price === 0) return 'Free';
  return isCurrencyCode(currency) ? formatMoney({ amount: price, currency }) : `${price} ${currency}`;
}

/** The Group tab's upcoming standalone sessions, soonest first, in the browser's zone. */
export function GroupSessionsCard({ zone }: { zone: string }) {
  const sessions = useGroupSessions();

  let content: React.ReactNode;
  if (sessions.data) {
    content =
      sessions.data.length === 0 ? (
        <EmptyList>{GROUP_MESSAGES.noUpcoming}</EmptyList>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Upcoming group sessions"
        >
          {sessions.data.map((session, index) => (
            <Fragment key={session.id}>
              {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
              <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600} c="indigo.7">
                    {`${sessionDay(session.start, zone)} · ${sessionHours(session, zone)}`}
                  </Text>
                  <Group gap="xs" miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {session.title}
                    </Text>
                    {session.hidden ? (
                      <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                        Hidden
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {`Booked ${bookedLabel(session.groupSize)} · ${priceLabel(session.price, session.currency)}`}
                  </Text>
                </Stack>
                <Anchor
                  component={Link}
                  to={groupSessionPath(session.id)}
                  fw={600}
                  size="sm"
                  aria-label={`Edit ${session.title}`}
                  style={{ flexShrink: 0 }}
                >
                  Edit
                </Anchor>
              </Group>
            </Fragment>
          ))}
        </Stack>
      );
  } else if (sessions.isError) {
    content = (
      <ErrorState message={GROUP_MESSAGES.loadGroupSessionsFailed} onAction={() => sessions.refetch()} />
    );
  } else {
    content = <ListSkeleton label="Loading group sessions" />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="group-sessions-title">
      <Stack gap="md">
        <CardHeader
          id="group-sessions-title"
          title="Group sessions"
          description="Single sessions several clients book together."
          actions={
            <Button component={Link} to={GROUP_SESSION_CREATE_PATH}>
              New group session
            </Button>
          }
        />
        {content}
      </Stack>
    </Card>
  );
}
