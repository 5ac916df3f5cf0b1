import '@mantine/charts/styles.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { useReport } from '../api/get-report';
import { FigureCards, FigureCardsSkeleton } from '../components/figure-cards';
import { RangePicker } from '../components/range-picker';
import { ReportChart, ReportChartSkeleton } from '../components/report-chart';
import { useReportRange } from '../hooks/use-report-range';
import { periodLabel } from '../report-format';

/** /dashboard/reports: the figures of a range against the period before it, and its chart. */
export function ReportsRoute() {
  const zone = useMe().data!.user.timezone;
  const [query, setQuery] = useReportRange();
  const report = useReport(query);
  const data = report.data;

  let body: React.ReactNode;
  if (report.isError && !report.isPlaceholderData) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(report.error)} onAction={() => report.refetch()} />
      </Card>
    );
  } else if (data) {
    body = (
      <Stack gap="lg" style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {`${periodLabel(data.current)} (${data.days} days), compared with ${periodLabel(data.previous)}.`}
        </Text>
        <FigureCards report={data} />
        <ReportChart report={data} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <FigureCardsSkeleton />
        <ReportChartSkeleton />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <title>Reports · Slotwise</title>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Reports
        </Title>
        <Text c="dimmed" size="sm">
          {`How your practice is doing. Days begin and end at midnight in your time zone (${zone}).`}
        </Text>
      </Stack>
      <RangePicker query={query} shown={data ? data.current : null} zone={zone} onChange={setQuery} />
      {body}
    </Stack>
  );
}
