import { describe, expect, it } from 'vitest';
import { bookedPackageExpirationInput, editBookedPackageCountsInput } from './booked-package-inputs';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('editing counts', () => {
  it('takes counts of 0 or more', () => {
    const parsed = editBookedPackageCountsInput.parse({
      services: [{ serviceId: 's1', count: 0 }],
      series: [{ seriesId: 'r1', count: 12 }],
    });
    expect(parsed.services[0]!.count).toBe(0);
  });

  it("says 'Sessions count must be a positive number' for a negative, missing or non-number count", () => {
    for (const count of [-1, null, undefined, '3', Number.NaN]) {
      expect(
        issues(
          editBookedPackageCountsInput.safeParse({ services: [{ serviceId: 's1', count }], series: [] }),
        ),
      ).toEqual([['services.0.count', 'Sessions count must be a positive number']]);
    }
    expect(
      issues(
        editBookedPackageCountsInput.safeParse({ services: [], series: [{ seriesId: 'r1', count: -4 }] }),
      ),
    ).toEqual([['series.0.count', 'Sessions count must be a positive number']]);
  });

  it('wants whole numbers, at most 1000, and each service or series once', () => {
    expect(
      issues(
        editBookedPackageCountsInput.safeParse({
          services: [
            { serviceId: 's1', count: 1.5 },
            { serviceId: 's2', count: 1001 },
          ],
          series: [],
        }),
      ),
    ).toEqual([
      ['services.0.count', 'Must be a whole number'],
      ['services.1.count', 'Cannot be greater than 1000 sessions'],
    ]);
    expect(
      issues(
        editBookedPackageCountsInput.safeParse({
          services: [],
          series: [
            { seriesId: 'r1', count: 1 },
            { seriesId: 'r1', count: 2 },
          ],
        }),
      ),
    ).toEqual([['series', 'Each series can only be added once']]);
  });
});

describe('the expiration', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  const schema = bookedPackageExpirationInput({ now: () => now });

  it('is required and a date', () => {
    expect(issues(schema.safeParse({}))).toEqual([['expiresAt', 'Required']]);
    expect(issues(schema.safeParse({ expiresAt: '' }))).toEqual([['expiresAt', 'Required']]);
    expect(issues(schema.safeParse({ expiresAt: 'soon' }))).toEqual([
      ['expiresAt', 'Please enter a valid date'],
    ]);
  });

  it("must be in the future: 'Expiration date must be in the future'", () => {
    expect(issues(schema.safeParse({ expiresAt: '2026-05-01T10:00:00Z' }))).toEqual([
      ['expiresAt', 'Expiration date must be in the future'],
    ]);
    expect(issues(schema.safeParse({ expiresAt: '2026-04-30T23:00:00Z' }))).toEqual([
      ['expiresAt', 'Expiration date must be in the future'],
    ]);
    expect(schema.parse({ expiresAt: '2026-05-01T12:01:00+02:00' })).toBeDefined();
    expect(schema.safeParse({ expiresAt: '2026-05-01T10:01:00Z' }).success).toBe(true);
  });
});
