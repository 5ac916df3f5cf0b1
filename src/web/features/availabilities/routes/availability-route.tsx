import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { AVAILABILITY_CREATE_PATH, availabilityRenamePath, SCHEDULING_PATH } from '../../scheduling/paths';
import { useAvailabilities } from '../api/get-availabilities';
import { useAvailability } from '../api/get-availability';
import { AvailabilityScheduleForm } from '../components/availability-schedule-form';
import { AvailabilitySkeleton } from '../components/availability-skeletons';
import { DeleteAvailabilityButton } from '../components/delete-availability-button';
import { LOAD_FAILED } from '../messages';

function usedBy(count: number): string {
  if (count === 0) return 'No services use it yet.';
  return count === 1 ? 'Used by 1 service.' : `Used by ${count} services.`;
}

/**
 * /dashboard/scheduling/services/availabilities/{availabilityId}: its weekly hours and zone, and
 * rename, clone, delete. spec §2: an unknown availability redirects to /dashboard/scheduling.
 */
export function AvailabilityRoute() {
  const { availabilityId = '' } = useParams();
  const navigate = useNavigate();
  const availability = useAvailability(availabilityId);
  // Only for the default's name, where a deleted availability's services go.
  const list = useAvailabilities();

  if (availability.error instanceof ApiError && [400, 404].includes(availability.error.status))
    return <Navigate to={SCHEDULING_PATH} replace />;

  const current = availability.data;
  if (!current) {
    return (
      <SchedulingPageFrame title="Availability">
        {availability.isError ? (
          <Card withBorder radius="lg" padding="lg">
            <ErrorState message={LOAD_FAILED} onAction={() => availability.refetch()} />
          </Card>
        ) : (
          <AvailabilitySkeleton />
        )}
      </SchedulingPageFrame>
    );
  }

  const defaultName = list.data?.availabilities.find((a) => a.isDefault)?.name ?? 'Working hours';
  const actions = (
    <Group gap="sm">
      <Button component={Link} to={availabilityRenamePath(current.id)} variant="default">
        Rename
      </Button>
      <Button
        variant="default"
        onClick={() => navigate(AVAILABILITY_CREATE_PATH, { state: { cloneFrom: current.id } })}
      >
        Clone
      </Button>
      {current.isDefault ? null : (
        <DeleteAvailabilityButton
          availabilityId={current.id}
          name={current.name}
          serviceCount={current.serviceCount}
          defaultName={defaultName}
          onDeleted={({ servicesMoved }) => {
            const moved =
              servicesMoved === 0
                ? ''
                : ` · ${servicesMoved === 1 ? '1 service' : `${servicesMoved} services`} moved to ${defaultName}`;
            notifications.show({ color: 'teal', message: `Availability deleted${moved}` });
            navigate(SCHEDULING_PATH);
          }}
        />
      )}
    </Group>
  );

  return (
    <SchedulingPageFrame
      title={current.name}
      description={
        <Group gap="xs" wrap="wrap">
          {current.isDefault ? (
            <Badge variant="light" color="indigo" radius="sm">
              Default
            </Badge>
          ) : null}
          <Text span size="sm" c="dimmed">
            {usedBy(current.serviceCount)}
          </Text>
        </Group>
      }
      actions={actions}
    >
      <AvailabilityScheduleForm key={current.id} availability={current} />
    </SchedulingPageFrame>
  );
}
