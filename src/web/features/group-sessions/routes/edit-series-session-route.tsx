import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { bookedLabel } from '../../../../domain/group-sessions/group-session-view';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { seriesPath } from '../../scheduling/paths';
import { toLocalInputValue } from '../../scheduling/time-off-dates';
import { useDeleteSeriesSession } from '../api/delete-series-session';
import { useGroupSession } from '../api/get-group-session';
import { useSeries } from '../api/get-series';
import { useUpdateSeriesSession } from '../api/update-series-session';
import { DeleteSessionButton } from '../components/delete-session-button';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { FormSkeleton } from '../components/group-skeletons';
import { SeriesSessionForm } from '../components/series-session-form';
import { SessionMissing } from '../components/session-missing';
import { browserZone, sessionDay, sessionHours } from '../group-dates';

const isMissing = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** /dashboard/scheduling/group/series/{seriesId}/sessions/{sessionId} */
export function EditSeriesSessionRoute() {
  const { seriesId = '', sessionId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useSeries(seriesId);
  const session = useGroupSession(sessionId);
  const update = useUpdateSeriesSession();
  const remove = useDeleteSeriesSession();
  const zone = browserZone();
  const back = { to: seriesPath(seriesId), label: 'Back to the series' };

  if (
    isMissing(detail.error) ||
    isMissing(session.error) ||
    (session.data && session.data.seriesId !== seriesId)
  ) {
    return <SessionMissing backTo={back.to} backLabel={back.label} />;
  }
  if (detail.isError || session.isError) {
    return (
      <ErrorState
        message={GROUP_MESSAGES.loadSessionsFailed}
        onAction={() => Promise.all([detail.refetch(), session.refetch()])}
      />
    );
  }
  if (!detail.data || !session.data) return <FormSkeleton label="Loading the session" />;

  const { series } = detail.data;
  const current = session.data;
  const booked = current.hasBookings ? Math.max(1, current.groupSize.current) : 0;
  const when = `${sessionDay(current.start, zone)}, ${sessionHours(current, zone)}`;
  const backToSeries = () => navigate(seriesPath(series.id));

  return (
    <GroupPageFrame
      title="Edit session"
      description={`${series.title} · ${when} · Booked ${bookedLabel(current.groupSize)}`}
      back={{ to: seriesPath(series.id), label: `Back to ${series.title}` }}
    >
      <GroupFormCard label="Edit session">
        <SeriesSessionForm
          key={current.id}
          initialStart={toLocalInputValue(current.start, zone)}
          duration={series.duration}
          zone={zone}
          editing={{ id: current.id, start: current.start, booked }}
          submitLabel="Save"
          saving={update.isPending}
          error={update.error}
          onCancel={backToSeries}
          onSubmit={async (input) => {
            await update.mutateAsync({ seriesId: series.id, sessionId: current.id, input });
            notifications.show({ color: 'teal', message: 'Session saved' });
            backToSeries();
          }}
          actions={
            current.hasBookings ? undefined : (
              <DeleteSessionButton
                id={{ seriesId: series.id, sessionId: current.id }}
                mutation={remove}
                label={`the session on ${when}`}
                onDeleted={() => {
                  notifications.show({ color: 'teal', message: 'Session deleted' });
                  backToSeries();
                }}
              />
            )
          }
        />
      </GroupFormCard>
    </GroupPageFrame>
  );
}
