import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesDetailView } from '../../../../domain/group-sessions/series-view';
import { apiRequest } from '../../../lib/api-client';
import { SERIES_QUERY_KEY } from './keys';

export function getSeries(seriesId: string, signal?: AbortSignal): Promise<SeriesDetailView> {
  return apiRequest<SeriesDetailView>(`/series/${encodeURIComponent(seriesId)}`, { signal });
}

export const seriesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_QUERY_KEY, 'one', seriesId],
    queryFn: ({ signal }) => getSeries(seriesId, signal),
  });

/** A series and its upcoming sessions, soonest first. */
export function useSeries(seriesId: string) {
  return useQuery(seriesQueryOptions(seriesId));
}
