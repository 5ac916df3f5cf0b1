import { describe, expect, it } from 'vitest';
import { signBookingToken, signPackageToken, verifyBookingToken, verifyPackageToken } from './booking-token';

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

describe('package use token', () => {
  it('verifies the MAC of its booked package id only', () => {
    const token = signPackageToken(key, 'bp1');
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(verifyPackageToken(key, 'bp1', token)).toBe(true);
    expect(verifyPackageToken(key, 'bp2', token)).toBe(false);
    expect(verifyPackageToken('x'.repeat(43), 'bp1', token)).toBe(false);
    expect(verifyPackageToken(key, 'bp1', '')).toBe(false);
  });

  it('is not a booking token for the same id, nor the other way round', () => {
    const packageToken = signPackageToken(key, 'same');
    const bookingMac = signBookingToken(key, 'same').split('.')[1]!;
    expect(packageToken).not.toBe(bookingMac);
    expect(verifyPackageToken(key, 'same', bookingMac)).toBe(false);
    expect(verifyBookingToken(key, `same.${packageToken}`)).toBeNull();
  });
});
