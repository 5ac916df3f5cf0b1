import { describe, expect, it } from 'vitest';
import { expiryState } from './expiry-state';

const now = Date.parse('2026-05-01T10:00:00Z');

describe('how a booked package reads', () => {
  it('is Completed when no credits are left, whatever its expiry', () => {
    expect(expiryState({ creditsLeft: 0, expiresAt: '2026-04-01T00:00:00Z' }, now)).toEqual({
      kind: 'completed',
    });
    expect(expiryState({ creditsLeft: 0, expiresAt: null }, now)).toEqual({ kind: 'completed' });
  });

  it('shows the expiry before it and Expired from it on', () => {
    expect(expiryState({ creditsLeft: 2, expiresAt: '2026-05-01T10:00:01Z' }, now)).toEqual({
      kind: 'expires',
      at: '2026-05-01T10:00:01Z',
    });
    expect(expiryState({ creditsLeft: 2, expiresAt: '2026-05-01T10:00:00Z' }, now)).toEqual({
      kind: 'expired',
      at: '2026-05-01T10:00:00Z',
    });
    expect(expiryState({ creditsLeft: 1, expiresAt: null }, now)).toEqual({ kind: 'never' });
  });
});
