import { describe, expect, it } from 'vitest';
import { timeOffInput, timeOffState } from './time-off';

const now = Date.parse('2026-11-21T12:00:00Z');
const schema = timeOffInput(() => now);
const firstMessage = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('time off input', () => {
  it('accepts a period ending in the future and keeps the instants exactly', () => {
    expect(schema.parse({ start: '2026-11-22T08:00:00+01:00', end: '2026-11-22T18:00:00+01:00' })).toEqual({
      start: new Date('2026-11-22T07:00:00Z'),
      end: new Date('2026-11-22T17:00:00Z'),
    });
  });

  it("says 'End date must be after start date' for an end at or before the start", () => {
    expect(firstMessage({ start: '2026-11-23T10:00:00Z', end: '2026-11-23T10:00:00Z' })).toEqual([
      ['end', 'End date must be after start date'],
    ]);
  });

  it("says 'End date must be in the future' for a period that is over", () => {
    expect(firstMessage({ start: '2026-11-20T08:00:00Z', end: '2026-11-21T11:59:00Z' })).toEqual([
      ['end', 'End date must be in the future'],
    ]);
  });

  it('allows a period that has started but not ended (current)', () => {
    expect(schema.safeParse({ start: '2026-11-20T08:00:00Z', end: '2026-11-22T08:00:00Z' }).success).toBe(
      true,
    );
    expect(timeOffState({ start: '2026-11-20T08:00:00Z' }, now)).toBe('current');
    expect(timeOffState({ start: '2026-11-22T08:00:00Z' }, now)).toBe('upcoming');
  });

  it('requires both dates and refuses what is not an instant', () => {
    expect(firstMessage({ start: '', end: 'tomorrow' })).toEqual([
      ['start', 'Required'],
      ['end', 'Please enter a valid date'],
    ]);
  });
});
