import { useSearchParams } from 'react-router';
import {
  DEFAULT_REPORT_RANGE,
  type ReportRequest,
  reportQuery,
} from '../../../../domain/reports/report-range';

/**
 * The range kept in the address (?range=last-month, ?range=custom&from=…&to=…), so reloading or
 * going back keeps it. An address the schema refuses is still passed on, and the API's 400
 * message is shown: the range picker offers the way out.
 */
export function useReportRange(): [ReportRequest, (next: ReportRequest) => void] {
  const [params, setParams] = useSearchParams();
  const raw = {
    range: params.get('range') ?? DEFAULT_REPORT_RANGE,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const parsed = reportQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : (raw as ReportRequest);
  const setQuery = (next: ReportRequest) =>
    setParams(
      () => {
        const updated = new URLSearchParams();
        if (next.range !== DEFAULT_REPORT_RANGE) updated.set('range', next.range);
        if (next.range === 'custom') {
          updated.set('from', next.from ?? '');
          updated.set('to', next.to ?? '');
        }
        return updated;
      },
      { preventScrollReset: true },
    );
  return [query, setQuery];
}
