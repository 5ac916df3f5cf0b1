import { Anchor, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { weeklyHoursSummary } from '../../../../domain/scheduling/weekly-hours-summary';
import { ErrorState } from '../../../components/error-state';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useAvailabilities } from '../../availabilities/api/get-availabilities';
import { AVAILABILITY_CREATE_PATH, availabilityPath } from '../../scheduling/paths';

export const FAILED_TO_LOAD_AVAILABILITIES = 'Cannot load your availabilities';

const serviceCount = (n: number) => (n === 0 ? 'No services' : n === 1 ? '1 service' : `${n} services`);

function AvailabilityRow({ availability }: { availability: AvailabilityView }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm" align="flex-start">
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={availabilityPath(availability.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {availability.name}
          </Anchor>
          {availability.isDefault ? (
            <Badge variant="light" size="sm">
              Default
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{weeklyHoursSummary(availability.weeklyPeriods)}</Text>
        <Text c="dimmed" size="xs">
          {availability.timeZone.replaceAll('_', ' ')}
        </Text>
      </Stack>
      <Text c="dimmed" size="sm" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {serviceCount(availability.serviceCount)}
      </Text>
    </Group>
  );
}

/** The weekly hours clients can book, each availability linking to its own screen. */
export function AvailabilityCard() {
  const query = useAvailabilities();
  const { canUse } = usePlanAccess();
  const list = query.data?.availabilities;
  // spec §6: several availabilities need the multipleAvailabilities feature.
  const locked = !canUse('multipleAvailabilities') && (list?.length ?? 0) >= 1;

  let content: React.ReactNode;
  if (list) {
    content = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Availabilities">
        {list.map((availability, index) => (
          <Fragment key={availability.id}>
            {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
            <AvailabilityRow availability={availability} />
          </Fragment>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = <ErrorState message={FAILED_TO_LOAD_AVAILABILITIES} onAction={() => query.refetch()} />;
  } else {
    content = (
      <Stack gap={6} role="status" aria-label="Loading availabilities">
        <Skeleton h={16} w={140} />
        <Skeleton h={14} w={200} />
        <Skeleton h={12} w={110} />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="availability-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 200px' }}>
            <Title order={2} fz="lg" id="availability-title">
              Availability
            </Title>
            <Text c="dimmed" size="sm">
              The weekly hours clients can book. Each service uses one.
            </Text>
          </Stack>
          {locked ? (
            <Button variant="default" disabled>
              New availability
            </Button>
          ) : (
            <Button component={Link} to={AVAILABILITY_CREATE_PATH} variant="default">
              New availability
            </Button>
          )}
        </Group>
        {content}
        {locked ? <UpgradePrompt feature="multipleAvailabilities" /> : null}
      </Stack>
    </Card>
  );
}
