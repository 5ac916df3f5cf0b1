import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BOOKING_PAGE_REQUIRED } from '../../../../domain/booking-page/booking-page-view';

/** Group sessions and series are sold on the booking page, so it comes first (spec §2). */
export function BookingPageRequired() {
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <Stack align="center" gap="sm" py="lg" ta="center">
        <Title order={2} fz="lg">
          Create your booking page first
        </Title>
        <Text c="dimmed" maw={420}>
          {BOOKING_PAGE_REQUIRED}
        </Text>
        <Button component={Link} to="/dashboard/home/sessions" mt="xs">
          Create booking page
        </Button>
      </Stack>
    </Card>
  );
}
