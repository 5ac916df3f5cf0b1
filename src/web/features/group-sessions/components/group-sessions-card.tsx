import { Button, Card, Stack } from '@mantine/core';
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
import { LinkedRows } from './linked-rows';

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
        <LinkedRows
          label="Upcoming group sessions"
          items={sessions.data}
          action="Edit"
          to={(session) => groupSessionPath(session.id)}
          overline={(session) => `${sessionDay(session.start, zone)} · ${sessionHours(session, zone)}`}
          details={(session) =>
            `Booked ${bookedLabel(session.groupSize)} · ${priceLabel(session.price, session.currency)}`
          }
        />
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
