import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { LocationView } from '../../../../domain/locations/location-view';
import { CREATE_LOCATION_PATH, locationPath } from '../paths';

export const NO_LOCATIONS_MESSAGE =
  'No custom locations yet. Add an address, a phone number or a meeting link you use for sessions.';

interface LocationsListCardProps {
  locations: readonly LocationView[];
  defaultLocationId: string | null;
}

export function LocationsListCard({ locations, defaultLocationId }: LocationsListCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="custom-locations-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id="custom-locations-title">
              Custom locations
            </Title>
            <Text c="dimmed" size="sm">
              Places and links clients see in their booking confirmation.
            </Text>
          </Stack>
          <Button component={Link} to={CREATE_LOCATION_PATH}>
            New location
          </Button>
        </Group>
        {locations.length === 0 ? (
          <Text
            c="dimmed"
            ta="center"
            py="lg"
            px="md"
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {NO_LOCATIONS_MESSAGE}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Custom locations"
          >
            {locations.map((location, index) => (
              <Fragment key={location.id}>
                {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
                <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm">
                  <Stack gap={2} miw={0}>
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <Text fw={600} truncate="end">
                        {location.name}
                      </Text>
                      {location.id === defaultLocationId ? (
                        <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                          Default
                        </Badge>
                      ) : null}
                    </Group>
                    <Text
                      c="dimmed"
                      size="sm"
                      lineClamp={2}
                      title={location.location}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {location.location}
                    </Text>
                  </Stack>
                  <Anchor
                    component={Link}
                    to={locationPath(location.id)}
                    fw={600}
                    size="sm"
                    aria-label={`Edit ${location.name}`}
                    style={{ flexShrink: 0 }}
                  >
                    Edit
                  </Anchor>
                </Group>
              </Fragment>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
