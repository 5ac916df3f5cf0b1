import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BOOKING_PAGE_REQUIRED } from '../../domain/booking-page/booking-page-view';

// The 'Create booking page' card lives on the home sessions tab.
export const CREATE_BOOKING_PAGE_PATH = '/dashboard/home/sessions';

/**
 * spec §2: services, series, group sessions and packages are sold on the booking page, so
 * without one their screens say so (the spec's sentence) and lead to creating it.
 */
export function BookingPageRequired({ title }: { title: string }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      component="section"
      aria-labelledby="booking-page-required-title"
      maw={760}
    >
      <Stack gap="sm" align="center" ta="center" py="md">
        <Title order={2} fz="lg" id="booking-page-required-title">
          {title}
        </Title>
        <Text maw={420}>{BOOKING_PAGE_REQUIRED}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          Your booking page is where clients see what you offer and book it. It takes a minute.
        </Text>
        <Button component={Link} to={CREATE_BOOKING_PAGE_PATH} mt="xs">
          Create booking page
        </Button>
      </Stack>
    </Card>
  );
}
