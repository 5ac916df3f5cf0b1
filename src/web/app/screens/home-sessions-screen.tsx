import { Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '../../features/account/api/get-me';
import { BookingLinkCard } from '../../features/booking-page/components/booking-link-card';
import { CreateBookingPageCard } from '../../features/booking-page/components/create-booking-page-card';
import { SessionsOverview } from '../../features/sessions/components/sessions-overview';
import { YourPlanCard } from '../../features/sessions/components/your-plan-card';

/** /dashboard/home/sessions: the session lists, the booking page card and, on a lifetime plan, the plan. */
export function HomeSessionsScreen() {
  const me = useMe().data!;
  const queryClient = useQueryClient();
  const page = me.bookingPage;

  const onCreated = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    notifications.show({ color: 'teal', message: 'Your booking page is ready to share' });
  };

  return (
    <Grid gap="lg">
      <title>Sessions · Slotwise</title>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <SessionsOverview zone={me.user.timezone} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="lg">
          {page ? (
            <BookingLinkCard url={page.url} displayName={page.displayName} />
          ) : (
            <CreateBookingPageCard
              firstName={me.user.firstName}
              lastName={me.user.lastName}
              onCreated={onCreated}
            />
          )}
          {me.plan.type === 'lifetime' ? <YourPlanCard planName={me.plan.name} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
