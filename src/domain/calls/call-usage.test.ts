import { describe, expect, it } from 'vitest';
import {
  CALL_CREDITS_OFFER,
  consumeSeconds,
  formatCallMinutes,
  hasCallTimeLeft,
  pastUsageMonths,
  secondsByMonth,
  usageMonthKey,
} from './call-usage';

describe('usage months', () => {
  it('names the month in UTC, whatever the process zone', () => {
    expect(usageMonthKey(Date.parse('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(usageMonthKey(Date.parse('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('lists the past 6 months newest first, across a year', () => {
    expect(pastUsageMonths(Date.parse('2027-02-15T10:00:00Z'))).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
  });
});

describe('secondsByMonth', () => {
  it('counts whole seconds on second boundaries so that spans add up', () => {
    const t0 = Date.parse('2026-12-16T10:30:00.700Z');
    expect(secondsByMonth(t0, t0 + 10_000)).toEqual([{ month: '2026-12', seconds: 10 }]);
    const parts = [t0, t0 + 400, t0 + 1_900, t0 + 2_050, t0 + 9_999].map((at, i, all) =>
      i === 0 ? 0 : secondsByMonth(all[i - 1]!, at).reduce((sum, p) => sum + p.seconds, 0),
    );
    // Written in four pieces or in one, the same seconds.
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10);
    expect(secondsByMonth(t0, t0 + 9_999)).toEqual([{ month: '2026-12', seconds: 10 }]);
    expect(secondsByMonth(t0, t0)).toEqual([]);
  });

  it('splits a call across midnight UTC at the end of a month', () => {
    const from = Date.parse('2026-12-31T23:59:30Z');
    expect(secondsByMonth(from, from + 90_000)).toEqual([
      { month: '2026-12', seconds: 30 },
      { month: '2027-01', seconds: 60 },
    ]);
  });
});

describe('consumeSeconds', () => {
  it('takes the included minutes first', () => {
    expect(consumeSeconds({ included: 600, used: 100, credits: 50, seconds: 200 })).toEqual({
      fromIncluded: 200,
      fromCredits: 0,
      uncovered: 0,
      remaining: 300,
    });
  });

  it('then the credits, when the month runs out in the middle', () => {
    expect(consumeSeconds({ included: 600, used: 550, credits: 1000, seconds: 200 })).toEqual({
      fromIncluded: 50,
      fromCredits: 150,
      uncovered: 0,
      remaining: 0,
    });
  });

  it('never takes more than there is; the rest is uncovered', () => {
    expect(consumeSeconds({ included: 600, used: 700, credits: 30, seconds: 100 })).toEqual({
      fromIncluded: 0,
      fromCredits: 30,
      uncovered: 70,
      remaining: 0,
    });
  });

  it('lets a call start with included seconds or credits left, not with neither', () => {
    expect(hasCallTimeLeft(1, 0)).toBe(true);
    expect(hasCallTimeLeft(0, 1)).toBe(true);
    expect(hasCallTimeLeft(0, 0)).toBe(false);
  });
});

describe('minutes on screen', () => {
  it('shows seconds divided by 60, to one decimal', () => {
    expect(formatCallMinutes(18_000)).toBe('300');
    expect(formatCallMinutes(90)).toBe('1.5');
    expect(formatCallMinutes(10)).toBe('0.2');
    expect(formatCallMinutes(180_000)).toBe('3,000');
    expect(formatCallMinutes(0)).toBe('0');
  });

  it('sells 1000 minutes for 5 USD', () => {
    expect(CALL_CREDITS_OFFER).toMatchObject({ amount: 500, currency: 'USD', participantSeconds: 60_000 });
  });
});
