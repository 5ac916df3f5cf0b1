import { Grid, Stack } from '@mantine/core';
import { AvailabilityCard } from '../components/availability-card';
import { PersonalSessionsCard } from '../components/personal-sessions-card';
import { RequireBookingPage } from '../components/require-booking-page';
import { SchedulingSettingsCard } from '../components/scheduling-settings-card';

/**
 * /dashboard/scheduling/services, Manage services (spec §2): personal services, availability and
 * the scheduling settings. Without a booking page it asks for one first.
 */
export function ServicesOverviewRoute() {
  return (
    <Stack gap="lg">
      <title>Services · Slotwise</title>
      <RequireBookingPage>
        {(page) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <PersonalSessionsCard />
                <AvailabilityCard />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SchedulingSettingsCard bookingPageUrl={page.url} />
            </Grid.Col>
          </Grid>
        )}
      </RequireBookingPage>
    </Stack>
  );
}
