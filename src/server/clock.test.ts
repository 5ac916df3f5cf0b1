import { describe, expect, it } from 'vitest';
import { type Clock, clockFromConfig, clockStartingAt, nowMs, systemClock } from './clock';

// A base clock the test moves by hand.
function manualClock(at: number): Clock & { advance(ms: number): void } {
  let now = at;
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

describe('clock (ADR 029)', () => {
  it('starts at the given instant and runs on at the pace of its base', () => {
    const base = manualClock(Date.parse('2026-11-25T15:00:00Z'));
    const clock = clockStartingAt(new Date('2027-03-28T00:59:30Z'), base);
    expect(clock.now().toISOString()).toBe('2027-03-28T00:59:30.000Z');
    base.advance(45_000);
    expect(clock.now().toISOString()).toBe('2027-03-28T01:00:15.000Z');
    expect(nowMs({ clock })).toBe(Date.parse('2027-03-28T01:00:15Z'));
  });

  it('is the system clock unless the configuration names a start', () => {
    expect(clockFromConfig({ clockStart: undefined })).toBe(systemClock);
    const started = clockFromConfig({ clockStart: new Date('2026-10-25T00:59:30Z') })
      .now()
      .getTime();
    expect(started - Date.parse('2026-10-25T00:59:30Z')).toBeGreaterThanOrEqual(0);
    expect(started - Date.parse('2026-10-25T00:59:30Z')).toBeLessThan(1000);
  });
});
