import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './us-phone';

describe('formatUsPhone', () => {
  it('writes ten digits as a US number, however they were typed', () => {
    expect(formatUsPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatUsPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatUsPhone(' (555) 123 4567 ')).toBe('(555) 123-4567');
  });

  it('keeps the country code 1 in front', () => {
    expect(formatUsPhone('+1 555 123 4567')).toBe('+1 (555) 123-4567');
    expect(formatUsPhone('15551234567')).toBe('+1 (555) 123-4567');
  });

  it('shows other numbers as typed, and nothing for none', () => {
    expect(formatUsPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatUsPhone('+33 1234567890')).toBe('+33 1234567890');
    expect(formatUsPhone('555 1234 ext 12')).toBe('555 1234 ext 12');
    expect(formatUsPhone(null)).toBe('');
    expect(formatUsPhone('')).toBe('');
  });
});
