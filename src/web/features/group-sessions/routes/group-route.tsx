import { Stack } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { useMe } from '../../account/api/get-me';
import { GroupSessionsCard } from '../components/group-sessions-card';
import { SeriesListCard } from '../components/series-list-card';
import { browserZone } from '../group-dates';

/** /dashboard/scheduling/group: standalone upcoming group sessions and the series. */
export function GroupRoute() {
  const me = useMe().data!;
  return (
    <Stack gap="lg" maw={760}>
      <title>Group sessions · Slotwise</title>
      {me.bookingPage ? (
        <>
          <GroupSessionsCard zone={browserZone()} />
          <SeriesListCard />
        </>
      ) : (
        <BookingPageRequired title="Group sessions" />
      )}
    </Stack>
  );
}
