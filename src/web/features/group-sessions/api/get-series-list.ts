import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesView } from '../../../../domain/group-sessions/series-view';
import { apiRequest } from '../../../lib/api-client';
import { SERIES_QUERY_KEY } from './keys';

export function getSeriesList(signal?: AbortSignal): Promise<SeriesView[]> {
  return apiRequest<SeriesView[]>('/series', { signal });
}

export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: [...SERIES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getSeriesList(signal),
  });

/** The expert's series in their order. */
export function useSeriesList() {
  return useQuery(seriesListQueryOptions());
}
