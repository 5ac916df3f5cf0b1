import { describe, expect, it } from 'vitest';
import { CLOSES_AFTER_MS, callWindow, callWindowState, MINUTE_MS } from './call-window';

const start = Date.UTC(2026, 10, 27, 15, 0);
const end = start + 60 * MINUTE_MS;

describe('the call window', () => {
  it('opens exactly 10 minutes before the start', () => {
    expect(callWindow(start, end).opensAt).toBe(start - 10 * MINUTE_MS);
    expect(callWindowState(start, end, start - 10 * MINUTE_MS - 1)).toBe('waiting');
    expect(callWindowState(start, end, start - 10 * MINUTE_MS)).toBe('open');
  });

  it('stays open during the session and 30 minutes after its end', () => {
    expect(callWindowState(start, end, start + 5 * MINUTE_MS)).toBe('open');
    expect(callWindowState(start, end, end + CLOSES_AFTER_MS - 1)).toBe('open');
    expect(callWindowState(start, end, end + CLOSES_AFTER_MS)).toBe('ended');
  });
});
