import { describe, expect, it } from 'vitest';
import { signBookingToken, verifyBookingToken } from './booking-token';

const key = 'k'.repeat(43);

describe('booking manage token', () => {
  it('verifies its own token and gives back the booking id', () => {
    const token = signBookingToken(key, 'abc123');
    expect(token).toMatch(/^abc123\.[\w-]{32}$/);
    expect(verifyBookingToken(key, token)).toBe('abc123');
  });

  it('refuses a changed id, a changed MAC, another key and junk', () => {
    const token = signBookingToken(key, 'abc123');
    expect(verifyBookingToken(key, token.replace('abc123', 'abc124'))).toBeNull();
    expect(verifyBookingToken(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyBookingToken('x'.repeat(43), token)).toBeNull();
    expect(verifyBookingToken(key, 'abc123')).toBeNull();
    expect(verifyBookingToken(key, '.')).toBeNull();
  });
});
