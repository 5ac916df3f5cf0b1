import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { usePageParam } from '../hooks/use-page-param';
import { CANCELLED_SESSIONS_PATH } from '../paths';
import { SessionListCard } from './session-list-card';

/** The Sessions home's two lists: upcoming (soonest first) and past (latest first), in the expert's zone. */
export function SessionsOverview({ zone }: { zone: string }) {
  const [upcomingPage, setUpcomingPage] = usePageParam('upcoming');
  const [pastPage, setPastPage] = usePageParam('past');
  return (
    <Stack gap="lg">
      <SessionListCard
        list="upcoming"
        title="Upcoming sessions"
        description={`Times are in your time zone (${zone}).`}
        empty="No upcoming sessions. Share your booking page to get booked."
        zone={zone}
        page={upcomingPage}
        onPage={setUpcomingPage}
      />
      <SessionListCard
        list="past"
        title="Past sessions"
        description="Latest first."
        empty="No past sessions yet."
        zone={zone}
        page={pastPage}
        onPage={setPastPage}
        actions={
          <Anchor component={Link} to={CANCELLED_SESSIONS_PATH} size="sm" fw={600}>
            View cancelled
          </Anchor>
        }
      />
    </Stack>
  );
}
