import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BOOKING_PAGE_REQUIRED } from '../../../../domain/booking-page/booking-page-view';

// The 'Create booking page' card lives on the home sessions tab.
export const CREATE_BOOKING_PAGE_PATH = '/dashboard/home/sessions';

/** spec §2: without a booking page, personal sessions cannot be set up yet. */
export function BookingPageRequired() {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      component="section"
      aria-labelledby="booking-page-required-title"
    >
      <Stack gap="sm" align="center" ta="center" py="md">
        <Title order={2} fz="lg" id="booking-page-required-title">
          Personal sessions
        </Title>
        <Text maw={420}>{BOOKING_PAGE_REQUIRED}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          Your booking page is where clients see your services and book them. It takes a minute.
        </Text>
        <Button component={Link} to={CREATE_BOOKING_PAGE_PATH} mt="xs">
          Create booking page
        </Button>
      </Stack>
    </Card>
  );
}
