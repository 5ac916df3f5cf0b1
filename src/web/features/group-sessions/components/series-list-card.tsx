import { Button, Card, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import type { SeriesView } from '../../../../domain/group-sessions/series-view';
import { durationLabel } from '../../../../domain/time/duration-label';
import { ErrorState } from '../../../components/error-state';
import { SERIES_CREATE_PATH, SERIES_REORDER_PATH, seriesPath } from '../../scheduling/paths';
import { useSeriesList } from '../api/get-series-list';
import { CardHeader, EmptyList } from './card-header';
import { priceLabel } from './group-sessions-card';
import { ListSkeleton } from './group-skeletons';
import { LinkedRows } from './linked-rows';

export const NO_SERIES =
  'No series yet. A series is a group class you run again and again: set it up once, then schedule its sessions.';

/** "30 minutes · $15.00 · Up to 6 · 2 upcoming sessions". */
export function seriesSummary(series: SeriesView): string {
  const upcoming =
    series.upcomingSessionCount === 0
      ? 'No upcoming sessions'
      : `${series.upcomingSessionCount} upcoming ${series.upcomingSessionCount === 1 ? 'session' : 'sessions'}`;
  return [
    durationLabel(series.duration),
    priceLabel(series.price, series.currency),
    `Up to ${series.groupSizeMax}`,
    upcoming,
  ].join(' · ');
}

export function SeriesListCard() {
  const list = useSeriesList();

  let content: React.ReactNode;
  if (list.data) {
    content =
      list.data.length === 0 ? (
        <EmptyList>{NO_SERIES}</EmptyList>
      ) : (
        <LinkedRows
          label="Series"
          items={list.data}
          action="Open"
          to={(series) => seriesPath(series.id)}
          details={seriesSummary}
        />
      );
  } else if (list.isError) {
    content = <ErrorState message={GROUP_MESSAGES.loadGroupSessionsFailed} onAction={() => list.refetch()} />;
  } else {
    content = <ListSkeleton label="Loading series" rows={2} />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="series-title">
      <Stack gap="md">
        <CardHeader
          id="series-title"
          title="Series"
          description="Group classes that repeat. Clients see them on your booking page in this order."
          actions={
            <>
              {(list.data?.length ?? 0) > 1 ? (
                <Button component={Link} to={SERIES_REORDER_PATH} variant="default">
                  Reorder
                </Button>
              ) : null}
              <Button component={Link} to={SERIES_CREATE_PATH}>
                New series
              </Button>
            </>
          }
        />
        {content}
      </Stack>
    </Card>
  );
}
