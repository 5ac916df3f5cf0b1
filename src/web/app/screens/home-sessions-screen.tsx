import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '../../features/account/api/get-me';
import { BookingLinkCard } from '../../features/booking-page/components/booking-link-card';
import { CreateBookingPageCard } from '../../features/booking-page/components/create-booking-page-card';

/** /dashboard/home/sessions. Session lists come later; today: the booking page card. */
export function HomeSessionsScreen() {
  const me = useMe().data!;
  const queryClient = useQueryClient();
  const page = me.bookingPage;

  const onCreated = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    notifications.show({ color: 'teal', message: 'Your booking page is ready to share' });
  };

  return (
    <Stack gap="lg" maw={760}>
      <title>Sessions · Slotwise</title>
      {page ? (
        <BookingLinkCard url={page.url} displayName={page.displayName} />
      ) : (
        <CreateBookingPageCard
          firstName={me.user.firstName}
          lastName={me.user.lastName}
          onCreated={onCreated}
        />
      )}
    </Stack>
  );
}
