import { Stack } from '@mantine/core';
import { BackLink } from '../../../components/back-link';
import { useMe } from '../../account/api/get-me';
import { SessionListCard } from '../components/session-list-card';
import { usePageParam } from '../hooks/use-page-param';
import { SESSIONS_PATH } from '../paths';

/** /dashboard/home/sessions/cancelled: cancelled sessions, latest first, 10 a page. */
export function CancelledSessionsRoute() {
  const zone = useMe().data!.user.timezone;
  const [page, setPage] = usePageParam('page');
  return (
    <Stack gap="md" maw={760}>
      <title>Cancelled sessions · Slotwise</title>
      <BackLink to={SESSIONS_PATH} label="Back to sessions" />
      <SessionListCard
        list="cancelled"
        title="Cancelled sessions"
        description={`Latest first. Times are in your time zone (${zone}).`}
        empty="No cancelled sessions."
        zone={zone}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}
