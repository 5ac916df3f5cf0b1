import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { DEFAULT_GROUP_SIZE } from '../../../../domain/group-sessions/group-session-fields';
import { DEFAULT_SERIES_DURATION } from '../../../../domain/group-sessions/series-input';
import { DEFAULT_LOCATION_CHOICE } from '../../../../domain/locations/location-choice';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { useMe } from '../../account/api/get-me';
import { GROUP_PATH, seriesPath } from '../../scheduling/paths';
import { useCreateSeries } from '../api/create-series';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { SeriesForm } from '../components/series-form';

const BACK = { to: GROUP_PATH, label: 'Back to group sessions' };

/** /dashboard/scheduling/group/series/create; then on to the series to schedule its sessions. */
export function CreateSeriesRoute() {
  const navigate = useNavigate();
  const me = useMe().data!;
  const create = useCreateSeries();
  const page = me.bookingPage;

  return (
    <GroupPageFrame
      title="New series"
      description="A group class you run again and again. Set it up once, then schedule its sessions."
      back={BACK}
    >
      {page ? (
        <GroupFormCard label="New series">
          <SeriesForm
            // spec §9: a new series is 30 minutes, for 6, not hidden.
            initialValues={{
              title: '',
              description: '',
              duration: String(DEFAULT_SERIES_DURATION),
              price: 0,
              groupSizeMax: DEFAULT_GROUP_SIZE,
              location: DEFAULT_LOCATION_CHOICE,
              hidden: false,
              collectPhoneNumber: false,
              workflowsIds: [],
            }}
            currency={page.currency}
            planId={me.plan.id}
            submitLabel="Create series"
            saving={create.isPending}
            error={create.error}
            onCancel={() => navigate(GROUP_PATH)}
            onSubmit={async (input) => {
              const created = await create.mutateAsync(input);
              notifications.show({ color: 'teal', message: 'Series created. Schedule its first session.' });
              navigate(seriesPath(created.id));
            }}
          />
        </GroupFormCard>
      ) : (
        <BookingPageRequired title="Group sessions" />
      )}
    </GroupPageFrame>
  );
}
