import { Button, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BOOKING_PAGE_REQUIRED } from '../../../../domain/booking-page/booking-page-view';

/** spec (doc 2, §2): packages are sold from the booking page, so it comes first. */
export function BookingPageRequired() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack align="center" gap="sm" py="md" ta="center">
        <Text fw={600}>{BOOKING_PAGE_REQUIRED}</Text>
        <Button component={Link} to="/dashboard/home/sessions">
          Create your booking page
        </Button>
      </Stack>
    </Card>
  );
}
