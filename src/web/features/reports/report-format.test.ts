import { describe, expect, it } from 'vitest';
import type { ReportView } from '../../../domain/reports/report-view';
import {
  axisMoneyLabel,
  bucketLabel,
  changeLabel,
  changeOf,
  chartPoints,
  isChartEmpty,
  periodLabel,
} from './report-format';

describe('report format', () => {
  it('tells the change against the previous period', () => {
    expect(changeLabel(changeOf(12, 10))).toBe('+20%');
    expect(changeLabel(changeOf(5, 10))).toBe('−50%');
    expect(changeLabel(changeOf(10, 10))).toBe('0%');
    expect(changeLabel(changeOf(3, 0))).toBe('New');
    expect(changeLabel(changeOf(0, 0))).toBe('No change');
    expect(changeOf(0, 4)).toEqual({ kind: 'down', percent: 100 });
  });

  it('names periods and buckets by their calendar days, whatever the browser zone', () => {
    expect(periodLabel({ from: '2026-10-25', to: '2026-11-07' })).toBe('25 Oct – 7 Nov 2026');
    expect(periodLabel({ from: '2025-12-01', to: '2026-01-30' })).toBe('1 Dec 2025 – 30 Jan 2026');
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-01' })).toBe('1 Nov 2026');
    expect(bucketLabel('2026-11-01', 'day')).toBe('1 Nov');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });

  it('shortens the money axis', () => {
    expect(axisMoneyLabel(12000, 'GBP')).toBe('£12K');
    expect(axisMoneyLabel(950, 'USD')).toBe('$950');
    expect(axisMoneyLabel(1_250_000, 'JPY')).toBe('¥1.3M');
  });

  it('charts one currency in major units beside the bookings', () => {
    const report = {
      granularity: 'day',
      buckets: [
        {
          from: '2026-11-01',
          bookings: 2,
          revenue: [
            { currency: 'EUR', amount: 3000 },
            { currency: 'USD', amount: 5050 },
          ],
        },
        { from: '2026-11-02', bookings: 0, revenue: [] },
        { from: '2026-11-03', bookings: 1, revenue: [{ currency: 'JPY', amount: 1200 }] },
      ],
    } as ReportView;
    expect(chartPoints(report, 'USD')).toEqual([
      { label: '1 Nov', bookings: 2, revenue: 50.5 },
      { label: '2 Nov', bookings: 0, revenue: 0 },
      { label: '3 Nov', bookings: 1, revenue: 0 },
    ]);
    expect(chartPoints(report, 'JPY')[2]!.revenue).toBe(1200);
    expect(isChartEmpty(report)).toBe(false);
    expect(isChartEmpty({ ...report, buckets: [{ from: '2026-11-02', bookings: 0, revenue: [] }] })).toBe(
      true,
    );
  });
});
