import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { availabilityPath, SCHEDULING_PATH } from '../../scheduling/paths';
import { useAvailability } from '../api/get-availability';
import { useRenameAvailability } from '../api/rename-availability';
import { NameFormSkeleton } from '../components/availability-skeletons';
import { RenameAvailabilityForm } from '../components/rename-availability-form';
import { LOAD_FAILED } from '../messages';

/** /dashboard/scheduling/services/availabilities/{availabilityId}/rename; saving returns to it. */
export function RenameAvailabilityRoute() {
  const { availabilityId = '' } = useParams();
  const navigate = useNavigate();
  const availability = useAvailability(availabilityId);
  const rename = useRenameAvailability();

  // spec §2: an unknown availability redirects to /dashboard/scheduling.
  if (availability.error instanceof ApiError && [400, 404].includes(availability.error.status))
    return <Navigate to={SCHEDULING_PATH} replace />;

  let content: React.ReactNode;
  if (availability.data) {
    const current = availability.data;
    content = (
      <RenameAvailabilityForm
        key={current.id}
        initialName={current.name}
        backTo={availabilityPath(current.id)}
        saving={rename.isPending}
        error={rename.error}
        onSubmit={async (input) => {
          await rename.mutateAsync({ id: current.id, input });
          notifications.show({ color: 'teal', message: 'Availability renamed' });
          navigate(availabilityPath(current.id));
        }}
      />
    );
  } else if (availability.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={LOAD_FAILED} onAction={() => availability.refetch()} />
      </Card>
    );
  } else {
    content = <NameFormSkeleton label="Loading the availability" />;
  }

  return <SchedulingPageFrame title="Rename availability">{content}</SchedulingPageFrame>;
}
