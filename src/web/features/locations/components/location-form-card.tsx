import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link';
import { LOCATIONS_PATH } from '../paths';

/** The frame of the create and edit screens: a back link to the list and one card. */
export function LocationFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={640}>
      <title>{`${title} · Slotwise`}</title>
      <BackLink to={LOCATIONS_PATH} label="Back to locations" />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="location-form-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="location-form-title">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
