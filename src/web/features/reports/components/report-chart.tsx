import { CompositeChart } from '@mantine/charts';
import { Card, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { formatMoney, toMinor } from '../../../../domain/money/money';
import type { ReportView } from '../../../../domain/reports/report-view';
import {
  axisMoneyLabel,
  chartPoints,
  GRANULARITY_LABELS,
  isChartEmpty,
  moneyLabel,
  periodLabel,
} from '../report-format';

// spec §9: the chart is 240 px high.
export const CHART_HEIGHT = 240;

function majorLabel(value: number, currency: string | null): string {
  if (!currency) return String(value);
  return isCurrencyCode(currency)
    ? formatMoney({ amount: toMinor(value, currency), currency })
    : moneyLabel(value, currency);
}

type TooltipProps = { label?: ReactNode; payload?: ReadonlyArray<{ name?: unknown; value?: unknown }> };

function ChartTip({ label, payload, currency }: TooltipProps & { currency: string | null }) {
  if (!payload?.length) return null;
  const value = (name: string) => Number(payload.find((p) => p.name === name)?.value ?? 0);
  return (
    <Paper withBorder shadow="sm" radius="md" px="sm" py={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{`Bookings: ${value('bookings')}`}</Text>
      {currency ? <Text size="sm">{`Revenue: ${majorLabel(value('revenue'), currency)}`}</Text> : null}
    </Paper>
  );
}

function ChartFrame(props: { children: ReactNode; actions?: ReactNode; description: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="report-chart-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="report-chart-title">
              Revenue and bookings
            </Title>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </Stack>
          {props.actions}
        </Group>
        <div style={{ height: CHART_HEIGHT }}>{props.children}</div>
      </Stack>
    </Card>
  );
}

/** Bookings as bars (right axis) and one currency's revenue as a line (left axis). */
export function ReportChart({ report }: { report: ReportView }) {
  const currencies = report.figures.revenue.filter((r) => r.current > 0).map((r) => r.currency);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  const description = `${GRANULARITY_LABELS[report.granularity]}, ${periodLabel(report.current)}`;
  const actions =
    currencies.length > 1 ? (
      <SegmentedControl
        size="xs"
        aria-label="Revenue currency"
        data={currencies}
        value={currency ?? undefined}
        onChange={setPicked}
      />
    ) : null;

  if (isChartEmpty(report)) {
    return (
      <ChartFrame description={description}>
        <Stack
          h="100%"
          justify="center"
          align="center"
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text c="dimmed" ta="center" px="md">
            No bookings or sales in this range yet.
          </Text>
        </Stack>
      </ChartFrame>
    );
  }
  const series = [
    { name: 'bookings', label: 'Bookings', color: 'indigo.3', type: 'bar' as const, yAxisId: 'right' },
    ...(currency
      ? [{ name: 'revenue', label: `Revenue (${currency})`, color: 'teal.6', type: 'line' as const }]
      : []),
  ];
  return (
    <ChartFrame description={description} actions={actions}>
      <CompositeChart
        h={CHART_HEIGHT}
        data={chartPoints(report, currency)}
        dataKey="label"
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 28 }}
        withRightYAxis
        rightYAxisProps={{ allowDecimals: false, width: 36 }}
        yAxisProps={{
          width: 56,
          tickFormatter: (value: number) => (currency ? axisMoneyLabel(value, currency) : ''),
        }}
        withYAxis={currency !== null}
        maxBarWidth={28}
        // Straight lines between buckets: a smoothed curve would dip below zero between them.
        curveType="linear"
        withDots={report.buckets.length <= 14}
        tooltipProps={{ content: (tip: TooltipProps) => <ChartTip {...tip} currency={currency} /> }}
        aria-label={`Revenue and bookings, ${description}`}
      />
    </ChartFrame>
  );
}

export function ReportChartSkeleton() {
  return (
    <ChartFrame description="Loading…">
      <Skeleton h={CHART_HEIGHT} role="status" aria-label="Loading the chart" />
    </ChartFrame>
  );
}
