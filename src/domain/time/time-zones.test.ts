import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zoneOffsetMinutes } from './time-zones';

describe('isValidTimeZone', () => {
  it('accepts IANA zone names', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Australia/Lord_Howe')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('refuses unknown names, fixed offsets and empty input', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('+05:30')).toBe(false);
    expect(isValidTimeZone('-0800')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('zoneOffsetMinutes', () => {
  it('gives minutes ahead of UTC, following daylight saving', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T00:00:00Z'), 'Australia/Lord_Howe')).toBe(660);
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Australia/Lord_Howe')).toBe(630);
    expect(zoneOffsetMinutes(new Date('2026-01-01T00:00:00Z'), 'Pacific/Chatham')).toBe(825);
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Pacific/Chatham')).toBe(765);
  });

  it('refuses an unknown zone', () => {
    expect(() => zoneOffsetMinutes(0, 'Nowhere/Land')).toThrow('Unknown time zone: Nowhere/Land');
  });
});
