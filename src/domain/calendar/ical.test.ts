import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcal, escapeText, foldLine, googleCalendarUrl, type IcalEvent } from './ical';

const event: IcalEvent = {
  sessionId: 'S3ss10n',
  domain: 'slotwise.example',
  sequence: 2,
  start: Date.parse('2026-03-29T00:30:00Z'),
  end: Date.parse('2026-03-29T01:30:00Z'),
  stamp: Date.parse('2026-03-20T10:00:00Z'),
  summary: 'Coaching call; with Maya, Okafor',
  description: 'Bring your notes.\nWe will look at your goals — ünïcödé included, and a long line '.repeat(3),
  location: 'The Study, 12 Rivington Street\\London',
  url: 'https://slotwise.example/s/S3ss10n',
  organizer: { name: 'Maya "the coach" Okafor', email: 'maya@example.com' },
  attendees: [{ name: 'Sam Lee', email: 'sam@example.com' }],
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const vevent = component.getFirstSubcomponent('vevent')!;
  return { component, vevent, e: new ICAL.Event(vevent) };
}

describe('buildIcal', () => {
  it('round-trips through a real iCalendar parser with exact values', () => {
    const text = buildIcal('REQUEST', event);
    const { component, vevent, e } = parse(text);
    expect(component.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(e.uid).toBe('S3ss10n@slotwise.example');
    expect(e.sequence).toBe(2);
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(e.summary).toBe(event.summary);
    expect(e.description).toBe(event.description);
    expect(e.location).toBe(event.location);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(e.organizer).toBe('mailto:maya@example.com');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Maya the coach Okafor');
    expect(e.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:sam@example.com']);
  });

  it('uses CRLF and folds every line to 75 octets', () => {
    const text = buildIcal('REQUEST', event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('a cancellation keeps the UID, carries METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { component, vevent, e } = parse(buildIcal('CANCEL', { ...event, sequence: 3 }));
    expect(component.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(e.uid).toBe('S3ss10n@slotwise.example');
    expect(e.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('text helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('never splits a multi-byte character when folding', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('builds a Google Calendar link with UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20260329T003000Z/20260329T013000Z');
    expect(url.searchParams.get('text')).toBe(event.summary);
  });
});
