import { isCurrencyCode } from '../../../domain/money/currencies';
import { formatMoney, toMajor } from '../../../domain/money/money';
import type { ReportGranularity } from '../../../domain/reports/report-range';
import type { ReportView } from '../../../domain/reports/report-view';
import { formatInZone } from '../../../domain/time/format-in-zone';

// How a report reads on screen. Day keys are calendar dates: they are formatted as UTC dates so
// neither the browser's zone nor daylight saving can move them.

const dayOf = (key: string) => Date.parse(`${key}T00:00:00Z`);

/** "5 Oct 2026". */
export const dayLabel = (key: string) => formatInZone(dayOf(key), 'UTC', 'd MMM yyyy');

/** "1 Oct – 30 Oct 2026", or with both years when they differ. */
export function periodLabel({ from, to }: { from: string; to: string }): string {
  if (from === to) return dayLabel(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatInZone(dayOf(from), 'UTC', sameYear ? 'd MMM' : 'd MMM yyyy')} – ${dayLabel(to)}`;
}

/** The chart's x-axis: "5 Oct" for a day or a week (from that day), "Oct 2026" for a month. */
export function bucketLabel(key: string, granularity: ReportGranularity): string {
  return formatInZone(dayOf(key), 'UTC', granularity === 'month' ? 'MMM yyyy' : 'd MMM');
}

export const GRANULARITY_LABELS: Record<ReportGranularity, string> = {
  day: 'By day',
  week: 'By week (from Monday)',
  month: 'By month',
};

export type Change = { kind: 'none' } | { kind: 'new' } | { kind: 'up' | 'down' | 'same'; percent: number };

/** The change against the previous period; "new" when the previous period had nothing. */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same', percent };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

export function changeLabel(change: Change): string {
  switch (change.kind) {
    case 'none':
      return 'No change';
    case 'new':
      return 'New';
    case 'same':
      return '0%';
    case 'up':
      return `+${change.percent}%`;
    case 'down':
      return `−${change.percent}%`;
  }
}

export function moneyLabel(amount: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney({ amount, currency }) : `${amount} ${currency}`;
}

/** The chart's money axis: "£12K", "$950", "¥1.2M". */
export function axisMoneyLabel(major: number, currency: string): string {
  if (!isCurrencyCode(currency)) return String(major);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(major);
}

export type ChartPoint = { label: string; bookings: number; revenue: number };

/** The chart's rows: bookings and the revenue of one currency, in its major unit. */
export function chartPoints(report: ReportView, currency: string | null): ChartPoint[] {
  return report.buckets.map((bucket) => {
    const minor = bucket.revenue.find((m) => m.currency === currency)?.amount ?? 0;
    return {
      label: bucketLabel(bucket.from, report.granularity),
      bookings: bucket.bookings,
      revenue: currency && isCurrencyCode(currency) ? toMajor(minor, currency) : minor,
    };
  });
}

/** Whether the range has nothing to draw. */
export const isChartEmpty = (report: ReportView) =>
  report.buckets.every((bucket) => bucket.bookings === 0 && bucket.revenue.length === 0);
