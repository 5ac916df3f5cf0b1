import { describe, expect, it } from 'vitest';
import { DEFAULT_START_TIME, pickedStart, TIME_OPTIONS } from './reschedule-times';

describe('the reschedule time picker', () => {
  it('steps 30 minutes through the day and starts at 11:00', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_OPTIONS.at(-1)).toBe('23:30');
    expect(TIME_OPTIONS).toContain(DEFAULT_START_TIME);
    expect(DEFAULT_START_TIME).toBe('11:00');
  });

  it("reads the picked day and time in the expert's zone, whatever the browser's", () => {
    expect(pickedStart('2026-11-24', '11:00', 'Europe/London')).toBe('2026-11-24T11:00:00.000Z');
    expect(pickedStart('2026-07-01', '11:30', 'America/New_York')).toBe('2026-07-01T15:30:00.000Z');
    expect(pickedStart('', '11:00', 'UTC')).toBe('');
  });
});
