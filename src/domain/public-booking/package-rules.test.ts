import { describe, expect, it } from 'vitest';
import { installmentDueDates, isPackageExpired, packageExpiresAt } from './package-rules';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('installmentDueDates', () => {
  it('is due now, then on the same day and time of each following month', () => {
    const dates = installmentDueDates(at('2026-01-15T09:30:00Z'), 3, 'UTC');
    expect(dates.map(iso)).toEqual([
      '2026-01-15T09:30:00.000Z',
      '2026-02-15T09:30:00.000Z',
      '2026-03-15T09:30:00.000Z',
    ]);
  });

  it('moves a day the month lacks to its last day, without drifting after it', () => {
    const dates = installmentDueDates(at('2026-01-31T12:00:00Z'), 4, 'UTC');
    expect(dates.map(iso)).toEqual([
      '2026-01-31T12:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
      '2026-04-30T12:00:00.000Z',
    ]);
    expect(installmentDueDates(at('2028-01-30T12:00:00Z'), 2, 'UTC').map(iso)[1]).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });

  it('crosses the year end', () => {
    const dates = installmentDueDates(at('2026-11-30T08:00:00Z'), 4, 'UTC');
    expect(dates.map(iso)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-12-30T08:00:00.000Z',
      '2027-01-30T08:00:00.000Z',
      '2027-02-28T08:00:00.000Z',
    ]);
  });

  it("keeps the wall-clock time in the expert's zone across daylight saving", () => {
    // 10:00 in London: GMT in March before the 29th, BST after.
    const dates = installmentDueDates(at('2026-02-20T10:00:00Z'), 3, 'Europe/London');
    expect(dates.map(iso)).toEqual([
      '2026-02-20T10:00:00.000Z',
      '2026-03-20T10:00:00.000Z',
      '2026-04-20T09:00:00.000Z',
    ]);
    // The month's day is the expert's: 23:30 on 31 January in New York is 04:30 UTC on 1 February.
    const ny = installmentDueDates(at('2026-02-01T04:30:00Z'), 3, 'America/New_York');
    expect(ny.map(iso)).toEqual([
      '2026-02-01T04:30:00.000Z',
      '2026-03-01T04:30:00.000Z', // 28 February 23:30 EST
      '2026-04-01T03:30:00.000Z', // 31 March 23:30 EDT
    ]);
  });

  it('moves a time daylight saving skips forward', () => {
    // 02:30 on 8 March 2026 does not exist in New York: it is 03:30 EDT.
    const dates = installmentDueDates(at('2026-02-08T07:30:00Z'), 2, 'America/New_York');
    expect(dates.map(iso)).toEqual(['2026-02-08T07:30:00.000Z', '2026-03-08T07:30:00.000Z']);
  });
});

describe('packageExpiresAt', () => {
  it('counts calendar days in the zone from the confirmation', () => {
    expect(iso(packageExpiresAt(at('2026-01-10T15:00:00Z'), 90, 'UTC')!)).toBe('2026-04-10T15:00:00.000Z');
    // 90 days from 15:00 GMT in London ends at 15:00 BST.
    expect(iso(packageExpiresAt(at('2026-01-10T15:00:00Z'), 90, 'Europe/London')!)).toBe(
      '2026-04-10T14:00:00.000Z',
    );
    expect(iso(packageExpiresAt(at('2026-03-28T12:00:00Z'), 1, 'Europe/London')!)).toBe(
      '2026-03-29T11:00:00.000Z',
    );
  });

  it('never expires without expiry days', () => {
    expect(packageExpiresAt(at('2026-01-10T15:00:00Z'), null, 'UTC')).toBeNull();
  });
});

describe('isPackageExpired', () => {
  it('is expired from its expiry instant on, and never without one', () => {
    const expiry = at('2026-04-10T14:00:00Z');
    expect(isPackageExpired(expiry, expiry - 1)).toBe(false);
    expect(isPackageExpired(expiry, expiry)).toBe(true);
    expect(isPackageExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
