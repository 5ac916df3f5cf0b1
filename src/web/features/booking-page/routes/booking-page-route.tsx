import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '../../account/api/get-me';
import { BookingLinkCard } from '../components/booking-link-card';
import { CreateBookingPageCard } from '../components/create-booking-page-card';
import { PageForm } from '../components/page-form';

/** spec doc 2 §2 Booking page, the Page tab: /dashboard/booking (issue 19). */
export function BookingPageRoute() {
  const me = useMe().data!;
  const queryClient = useQueryClient();
  const page = me.bookingPage;
  return (
    <Stack gap="lg">
      <title>Booking page · Slotwise</title>
      {page ? (
        <>
          <PageForm key={page.id} page={page} photoUrl={me.user.photoUrl} />
          <BookingLinkCard url={page.url} displayName={page.displayName} />
        </>
      ) : (
        <Stack maw={760}>
          <CreateBookingPageCard
            firstName={me.user.firstName}
            lastName={me.user.lastName}
            onCreated={async () => {
              await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
              notifications.show({ color: 'teal', message: 'Your booking page is ready to share' });
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
