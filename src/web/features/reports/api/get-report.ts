import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRequest } from '../../../../domain/reports/report-range';
import type { ReportView } from '../../../../domain/reports/report-view';
import { apiRequest } from '../../../lib/api-client';

export function reportSearch(query: ReportRequest): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom') {
    params.set('from', query.from ?? '');
    params.set('to', query.to ?? '');
  }
  return params.toString();
}

export function getReport(query: ReportRequest, signal?: AbortSignal) {
  return apiRequest<ReportView>(`/reports?${reportSearch(query)}`, { signal });
}

export const reportQueryOptions = (query: ReportRequest) =>
  queryOptions({
    queryKey: ['reports', reportSearch(query)],
    queryFn: ({ signal }) => getReport(query, signal),
    // The figures on screen stay (dimmed) while another range loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export function useReport(query: ReportRequest) {
  return useQuery(reportQueryOptions(query));
}
