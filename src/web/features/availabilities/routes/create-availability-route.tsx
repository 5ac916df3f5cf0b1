import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { availabilityPath } from '../../scheduling/paths';
import { useCreateAvailability } from '../api/create-availability';
import { useAvailabilities } from '../api/get-availabilities';
import { NameFormSkeleton } from '../components/availability-skeletons';
import { CreateAvailabilityForm } from '../components/create-availability-form';
import { LIST_LOAD_FAILED } from '../messages';

/** The navigation state of the Clone button: the availability to copy. */
export type CreateAvailabilityState = { cloneFrom?: string } | null;

/** /dashboard/scheduling/services/availabilities/create, optionally cloning (spec §2). */
export function CreateAvailabilityRoute() {
  const navigate = useNavigate();
  const state = useLocation().state as CreateAvailabilityState;
  const me = useMe();
  const list = useAvailabilities();
  const { canUse } = usePlanAccess();
  const create = useCreateAvailability();

  let content: React.ReactNode;
  if (list.data && me.data) {
    const { availabilities } = list.data;
    // spec §6: more than one availability needs the plan feature.
    const locked = !canUse('multipleAvailabilities') && availabilities.length >= 1;
    const cloneFrom = availabilities.some((a) => a.id === state?.cloneFrom) ? state!.cloneFrom! : null;
    content = (
      <>
        {locked ? <UpgradePrompt feature="multipleAvailabilities" /> : null}
        <CreateAvailabilityForm
          availabilities={availabilities}
          expertZone={me.data.user.timezone}
          cloneFromId={cloneFrom}
          locked={locked}
          saving={create.isPending}
          error={create.error}
          onSubmit={async (input) => {
            const created = await create.mutateAsync(input);
            notifications.show({ color: 'teal', message: 'Availability created' });
            navigate(availabilityPath(created.id));
          }}
        />
      </>
    );
  } else if (list.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={LIST_LOAD_FAILED} onAction={() => list.refetch()} />
      </Card>
    );
  } else {
    content = <NameFormSkeleton label="Loading your availabilities" fields={2} />;
  }

  return (
    <SchedulingPageFrame
      title="New availability"
      description="A set of weekly hours your services can use, for example evenings or weekends."
    >
      {content}
    </SchedulingPageFrame>
  );
}
