import { notifications } from '@mantine/notifications';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { toMajor } from '../../../../domain/money/money';
import { ErrorState } from '../../../components/error-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { GROUP_PATH, seriesSessionPath } from '../../scheduling/paths';
import { toLocalInputValue } from '../../scheduling/time-off-dates';
import { useDeleteGroupSession } from '../api/delete-group-session';
import { useGroupSession } from '../api/get-group-session';
import { useUpdateGroupSession } from '../api/update-group-session';
import { DeleteSessionButton } from '../components/delete-session-button';
import { locationChoiceOf } from '../components/form-values';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { GroupSessionForm } from '../components/group-session-form';
import { FormSkeleton } from '../components/group-skeletons';
import { SessionMissing } from '../components/session-missing';
import { browserZone, sessionDay, sessionHours } from '../group-dates';

const BACK = { to: GROUP_PATH, label: 'Back to group sessions' };

/** /dashboard/scheduling/group/sessions/{sessionId}; another expert's id reads as unknown. */
export function EditGroupSessionRoute() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe().data!;
  const session = useGroupSession(sessionId);
  const update = useUpdateGroupSession();
  const remove = useDeleteGroupSession();
  const zone = browserZone();

  if (session.error instanceof ApiError && [400, 404].includes(session.error.status)) {
    return <SessionMissing backTo={GROUP_PATH} backLabel="Back to group sessions" />;
  }
  if (session.isError) {
    return <ErrorState message={errorMessage(session.error)} onAction={() => session.refetch()} />;
  }
  if (!session.data) return <FormSkeleton label="Loading the session" />;

  const current = session.data;
  // A session of a series is edited from its series.
  if (current.seriesId) return <Navigate to={seriesSessionPath(current.seriesId, current.id)} replace />;
  const currency = isCurrencyCode(current.currency) ? current.currency : 'USD';
  const label = `${current.title} on ${sessionDay(current.start, zone)}, ${sessionHours(current, zone)}`;
  const backToList = () => navigate(GROUP_PATH);

  return (
    <GroupPageFrame
      title="Edit group session"
      description={`Times are in your browser's time zone (${zone}).`}
      back={BACK}
    >
      <GroupFormCard label="Edit group session">
        <GroupSessionForm
          key={current.id}
          initialValues={{
            title: current.title,
            description: current.description ?? '',
            start: toLocalInputValue(current.start, zone),
            end: toLocalInputValue(current.end, zone),
            price: toMajor(current.price, currency),
            groupSizeMax: current.groupSize.max,
            location: locationChoiceOf(current.location),
            hidden: current.hidden,
            collectPhoneNumber: current.collectPhoneNumber,
            workflowsIds: current.workflowsIds,
          }}
          currency={current.currency}
          planId={me.plan.id}
          zone={zone}
          editing={{
            id: current.id,
            start: current.start,
            booked: current.hasBookings ? Math.max(1, current.groupSize.current) : 0,
          }}
          submitLabel="Save"
          saving={update.isPending}
          error={update.error}
          onCancel={backToList}
          onSubmit={async (input) => {
            await update.mutateAsync({ id: current.id, input });
            notifications.show({ color: 'teal', message: 'Group session saved' });
            backToList();
          }}
          actions={
            current.hasBookings ? undefined : (
              <DeleteSessionButton
                id={current.id}
                mutation={remove}
                label={label}
                onDeleted={() => {
                  notifications.show({ color: 'teal', message: 'Group session deleted' });
                  backToList();
                }}
              />
            )
          }
        />
      </GroupFormCard>
    </GroupPageFrame>
  );
}
