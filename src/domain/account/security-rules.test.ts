import { describe, expect, it } from 'vitest';
import { emailChangeInput, reauthenticateInput } from './security-input';
import { describeDevice } from './security-rules';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
    ['', 'Unknown device'],
  ])('names %s as %s', (userAgent, name) => {
    expect(describeDevice(userAgent)).toBe(name);
  });
});

describe('the email change form', () => {
  const issues = (email: unknown) => {
    const result = emailChangeInput.safeParse({ email });
    // The form and the API show the first message of the field.
    return result.success ? [] : [result.error.issues[0]!.message];
  };

  it("says 'Required' for an empty or blank address", () => {
    expect(issues('')).toEqual(['Required']);
    expect(issues('   ')).toEqual(['Required']);
    expect(issues(undefined)).toEqual(['Required']);
  });

  it("says 'Invalid email address' for one that is not an address", () => {
    expect(issues('ada')).toEqual(['Invalid email address']);
    expect(issues('ada@')).toEqual(['Invalid email address']);
    expect(issues('ada @example.com')).toEqual(['Invalid email address']);
  });

  it('trims the address', () => {
    expect(emailChangeInput.parse({ email: '  ada@new.example  ' })).toEqual({ email: 'ada@new.example' });
  });

  it('asks for the password when signing in again', () => {
    const result = reauthenticateInput.safeParse({ password: '' });
    expect(result.success).toBe(false);
    // The first message is the one shown (as for every password field).
    expect(result.error?.issues[0]?.message).toBe('Please enter a password');
    // spec §5 Email: the password confirmation is at least 6 characters.
    expect(reauthenticateInput.safeParse({ password: 'x' }).error?.issues.map((i) => i.message)).toEqual([
      'Too short, a password is at least 6 characters',
    ]);
    expect(reauthenticateInput.parse({ password: 'secret' })).toEqual({ password: 'secret' });
  });
});
