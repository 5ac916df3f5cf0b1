import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { ApiError } from '../../../lib/api-client';
import { seriesPath } from '../../scheduling/paths';
import { useSeries } from '../api/get-series';
import { useScheduleSeriesSession } from '../api/schedule-series-session';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { FormSkeleton } from '../components/group-skeletons';
import { seriesSummary } from '../components/series-list-card';
import { SeriesSessionForm } from '../components/series-session-form';
import { browserZone, nextSeriesStart } from '../group-dates';

/** /dashboard/scheduling/group/series/{seriesId}/sessions/create */
export function CreateSeriesSessionRoute() {
  const { seriesId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useSeries(seriesId);
  const schedule = useScheduleSeriesSession();
  const zone = browserZone();

  if (detail.error instanceof ApiError && [400, 404].includes(detail.error.status)) return <NotFound />;
  if (detail.isError) {
    return <ErrorState message={GROUP_MESSAGES.loadSessionsFailed} onAction={() => detail.refetch()} />;
  }
  if (!detail.data) return <FormSkeleton label="Loading the series" />;

  const { series, sessions } = detail.data;
  const backToSeries = () => navigate(seriesPath(series.id));

  return (
    <GroupPageFrame
      title="Schedule a session"
      description={`${series.title} · ${seriesSummary(series)}`}
      back={{ to: seriesPath(series.id), label: `Back to ${series.title}` }}
    >
      <GroupFormCard label="Schedule a session">
        <SeriesSessionForm
          initialStart={nextSeriesStart(sessions.at(-1)?.start, Date.now(), zone)}
          duration={series.duration}
          zone={zone}
          submitLabel="Schedule session"
          saving={schedule.isPending}
          error={schedule.error}
          onCancel={backToSeries}
          onSubmit={async (input) => {
            await schedule.mutateAsync({ seriesId: series.id, input });
            notifications.show({ color: 'teal', message: 'Session scheduled' });
            backToSeries();
          }}
        />
      </GroupFormCard>
    </GroupPageFrame>
  );
}
