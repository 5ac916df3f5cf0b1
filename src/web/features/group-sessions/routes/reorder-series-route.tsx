import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { ErrorState } from '../../../components/error-state';
import { ReorderList } from '../../../components/reorder-list';
import { GROUP_PATH } from '../../scheduling/paths';
import { useSeriesList } from '../api/get-series-list';
import { useReorderSeries } from '../api/reorder-series';
import { GroupPageFrame } from '../components/group-page-frame';
import { ListSkeleton } from '../components/group-skeletons';
import { seriesSummary } from '../components/series-list-card';

const BACK = { to: GROUP_PATH, label: 'Back to group sessions' };

/** /dashboard/scheduling/group/series/reorder: saves only the series whose order changed. */
export function ReorderSeriesRoute() {
  const navigate = useNavigate();
  const list = useSeriesList();
  const reorder = useReorderSeries();

  let content: React.ReactNode;
  if (list.data) {
    content = (
      <ReorderList
        items={list.data.map((series) => ({
          id: series.id,
          title: series.title,
          meta: seriesSummary(series),
        }))}
        onCancel={() => navigate(GROUP_PATH)}
        onSave={async (ids) => {
          await reorder.mutateAsync(ids);
          notifications.show({ color: 'teal', message: 'Order saved' });
          navigate(GROUP_PATH);
        }}
      />
    );
  } else if (list.isError) {
    content = <ErrorState message={GROUP_MESSAGES.loadGroupSessionsFailed} onAction={() => list.refetch()} />;
  } else {
    content = <ListSkeleton label="Loading series" rows={3} />;
  }

  return (
    <GroupPageFrame title="Reorder series" back={BACK}>
      <Card withBorder radius="lg" padding="lg">
        {content}
      </Card>
    </GroupPageFrame>
  );
}
