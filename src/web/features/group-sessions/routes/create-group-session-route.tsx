import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { DEFAULT_GROUP_SIZE } from '../../../../domain/group-sessions/group-session-fields';
import { DEFAULT_LOCATION_CHOICE } from '../../../../domain/locations/location-choice';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { useMe } from '../../account/api/get-me';
import { GROUP_PATH } from '../../scheduling/paths';
import { useCreateGroupSession } from '../api/create-group-session';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { GroupSessionForm } from '../components/group-session-form';
import { browserZone, defaultSessionTimes } from '../group-dates';

const BACK = { to: GROUP_PATH, label: 'Back to group sessions' };

/** /dashboard/scheduling/group/sessions/create */
export function CreateGroupSessionRoute() {
  const navigate = useNavigate();
  const me = useMe().data!;
  const create = useCreateGroupSession();
  const zone = browserZone();
  const page = me.bookingPage;

  return (
    <GroupPageFrame
      title="New group session"
      description={`A single session several clients book together. Times are in your browser's time zone (${zone}).`}
      back={BACK}
    >
      {page ? (
        <GroupFormCard label="New group session">
          <GroupSessionForm
            initialValues={{
              title: '',
              description: '',
              ...defaultSessionTimes(Date.now(), zone),
              price: 0,
              groupSizeMax: DEFAULT_GROUP_SIZE,
              location: DEFAULT_LOCATION_CHOICE,
              hidden: false,
              collectPhoneNumber: false,
              workflowsIds: [],
            }}
            currency={page.currency}
            planId={me.plan.id}
            zone={zone}
            submitLabel="Create session"
            saving={create.isPending}
            error={create.error}
            onCancel={() => navigate(GROUP_PATH)}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              notifications.show({ color: 'teal', message: 'Group session created' });
              navigate(GROUP_PATH);
            }}
          />
        </GroupFormCard>
      ) : (
        <BookingPageRequired title="Group sessions" />
      )}
    </GroupPageFrame>
  );
}
