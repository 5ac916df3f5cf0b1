import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  granularityFor,
  REPORT_MESSAGES,
  reportQuery,
  resolveReportRange,
} from './report-range';

const NY = 'America/New_York';
const resolve = (query: Record<string, string>, now: string, zone = NY) =>
  resolveReportRange(reportQuery.parse(query), Date.parse(now), zone);

describe('report range', () => {
  it('ends the presets with today in the expert zone, not in UTC', () => {
    // 03:30 UTC on 1 March is still 28 February in New York.
    const range = resolve({}, '2026-03-01T03:30:00Z');
    expect(range).toMatchObject({
      range: 'last-30-days',
      days: 30,
      granularity: 'day',
      current: { from: '2026-01-30', to: '2026-02-28' },
      previous: { from: '2025-12-31', to: '2026-01-29' },
    });
  });

  it('makes each preset', () => {
    const now = '2026-11-18T15:00:00Z';
    const days = (range: string) => {
      const r = resolve({ range }, now);
      return [r.current.from, r.current.to, r.days, r.granularity, r.previous.from, r.previous.to];
    };
    expect(days('month-to-date')).toEqual([
      '2026-11-01',
      '2026-11-18',
      18,
      'day',
      '2026-10-14',
      '2026-10-31',
    ]);
    expect(days('last-month')).toEqual(['2026-10-01', '2026-10-31', 31, 'week', '2026-08-31', '2026-09-30']);
    expect(days('last-90-days')).toEqual([
      '2026-08-21',
      '2026-11-18',
      90,
      'week',
      '2026-05-23',
      '2026-08-20',
    ]);
    expect(days('year-to-date')).toEqual([
      '2026-01-01',
      '2026-11-18',
      322,
      'month',
      '2025-02-13',
      '2025-12-31',
    ]);
  });

  it('takes last month across a year and in a leap February', () => {
    expect(resolve({ range: 'last-month' }, '2026-01-10T12:00:00Z').current).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    const february = resolve({ range: 'last-month' }, '2028-03-05T12:00:00Z');
    expect(february.current).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(february.days).toBe(29);
  });

  it('starts and ends days at local midnight across a daylight-saving change', () => {
    const range = resolve({ range: 'custom', from: '2026-10-25', to: '2026-11-07' }, '2026-11-18T15:00:00Z');
    expect(new Date(range.current.start).toISOString()).toBe('2026-10-25T04:00:00.000Z'); // EDT
    expect(new Date(range.current.end).toISOString()).toBe('2026-11-08T05:00:00.000Z'); // EST
    expect(range.previous.end).toBe(range.current.start);
    expect(new Date(range.previous.start).toISOString()).toBe('2026-10-11T04:00:00.000Z');
    // 14 days of which one has 25 hours.
    expect((range.current.end - range.current.start) / 3_600_000).toBe(14 * 24 + 1);
  });

  it('picks day, week or month by length (spec §9)', () => {
    expect([1, 30, 31, 90, 91, 366].map(granularityFor)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
    ]);
  });

  it('does calendar arithmetic on day keys', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
  });
});

describe('report query', () => {
  const message = (query: Record<string, string>) => reportQuery.safeParse(query).error?.issues[0]?.message;

  it('needs both days of a custom range, in order, at most 2 years apart', () => {
    expect(message({ range: 'custom' })).toBe(REPORT_MESSAGES.datesRequired);
    expect(message({ range: 'custom', from: '2026-05-02', to: '2026-05-01' })).toBe(
      REPORT_MESSAGES.endBeforeStart,
    );
    expect(message({ range: 'custom', from: '2024-01-01', to: '2025-12-31' })).toBeUndefined();
    expect(message({ range: 'custom', from: '2024-01-01', to: '2026-01-01' })).toBe(REPORT_MESSAGES.tooLong);
    expect(message({ range: 'custom', from: '2026-05-01', to: '2026-05-01' })).toBeUndefined();
  });

  it('refuses dates that do not exist and unknown ranges', () => {
    expect(message({ range: 'custom', from: '2026-02-29', to: '2026-03-01' })).toBe(
      REPORT_MESSAGES.invalidDate,
    );
    expect(message({ range: 'custom', from: '2026-1-01', to: '2026-03-01' })).toBe(
      REPORT_MESSAGES.invalidDate,
    );
    expect(message({ range: 'yesterday' })).toBe(REPORT_MESSAGES.invalidRange);
  });

  it('ignores days given with a preset', () => {
    expect(reportQuery.parse({ range: 'last-month', from: '2026-05-01' }).range).toBe('last-month');
  });
});
