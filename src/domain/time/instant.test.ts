import { describe, expect, it } from 'vitest';
import { floorToMinute, toInstant } from './instant';

describe('floorToMinute', () => {
  it('drops seconds and milliseconds', () => {
    expect(new Date(floorToMinute(Date.parse('2026-03-08T06:59:59.999Z'))).toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(floorToMinute(new Date('2026-03-08T07:00:00.000Z'))).toBe(Date.parse('2026-03-08T07:00:00.000Z'));
  });

  it('rounds down before 1970 too', () => {
    expect(floorToMinute(-1)).toBe(-60_000);
  });
});

describe('toInstant', () => {
  it('accepts epoch milliseconds and dates', () => {
    expect(toInstant(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toInstant(new Date('2026-01-01T00:00:00Z'))).toBe(1_767_225_600_000);
  });
});
