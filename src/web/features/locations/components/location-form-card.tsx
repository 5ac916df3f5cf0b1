import { Anchor, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOCATIONS_PATH } from '../paths';

/** The frame of the create and edit screens: a back link to the list and one card. */
export function LocationFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={640}>
      <title>{`${title} · Slotwise`}</title>
      <Anchor component={Link} to={LOCATIONS_PATH} size="sm" fw={600} w="fit-content">
        <span aria-hidden="true">← </span>Back to locations
      </Anchor>
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
