import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-in-zone';

const PATTERN = "yyyy-MM-dd'T'HH:mm:ssxxx";

describe('formatInZone', () => {
  it('formats as the zone’s clock reads, with its offset', () => {
    const instant = Date.parse('2026-03-08T07:00:00Z');
    expect(formatInZone(instant, 'America/New_York', PATTERN)).toBe('2026-03-08T03:00:00-04:00');
    expect(formatInZone(instant - 1000, 'America/New_York', PATTERN)).toBe('2026-03-08T01:59:59-05:00');
    expect(formatInZone(instant, 'Asia/Kolkata', PATTERN)).toBe('2026-03-08T12:30:00+05:30');
    expect(formatInZone(instant, 'Pacific/Chatham', PATTERN)).toBe('2026-03-08T20:45:00+13:45');
    expect(formatInZone(new Date(instant), 'Europe/London', PATTERN)).toBe('2026-03-08T07:00:00+00:00');
  });

  it('tells the two readings of a repeated hour apart', () => {
    expect(formatInZone(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York', 'h:mm a xxx')).toBe(
      '1:30 AM -04:00',
    );
    expect(formatInZone(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York', 'h:mm a xxx')).toBe(
      '1:30 AM -05:00',
    );
  });

  it('formats the day and date names of the zone', () => {
    expect(formatInZone(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe', 'EEEE d MMMM HH:mm')).toBe(
      'Sunday 4 October 02:30',
    );
  });
});
