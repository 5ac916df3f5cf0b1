import { describe, expect, it } from 'vitest';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';

const secret = 's'.repeat(43);

describe('device cookie', () => {
  it('reads back the user and device it was issued for', () => {
    const value = issueDeviceCookie(secret, 'user1', 'device1');
    expect(readDeviceCookie(secret, value)).toEqual({ userId: 'user1', deviceId: 'device1' });
  });

  it('refuses a cookie moved to another user, signed with another secret, or malformed', () => {
    const value = issueDeviceCookie(secret, 'user1', 'device1');
    const sig = value.split('.')[2];
    expect(readDeviceCookie(secret, `user2.device1.${sig}`)).toBeUndefined();
    expect(readDeviceCookie('t'.repeat(43), value)).toBeUndefined();
    expect(readDeviceCookie(secret, `${value}.x`)).toBeUndefined();
    expect(readDeviceCookie(secret, 'user1.device1.')).toBeUndefined();
    expect(readDeviceCookie(secret, undefined)).toBeUndefined();
    expect(readDeviceCookie(secret, 'user\u00001.device1.abc')).toBeUndefined();
  });
});
