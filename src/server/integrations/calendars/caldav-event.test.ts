import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildSessionEvent, sessionFileName } from './caldav-event';
import { assertSameOrigin, readCredentials, reasonOf } from './caldav-http';
import { CalendarAuthError } from './port';

const session = {
  sessionId: 'ses_42',
  title: 'Coaching call; with Sam, Lee',
  description:
    'Client: Sam Lee\nJoin: https://slotwise.example/call/ses_42\nManage: https://slotwise.example/s/ses_42',
  location: 'The Study, 12 Rivington Street',
  start: Date.parse('2026-12-10T14:00:00.250Z'),
  end: Date.parse('2026-12-10T15:00:00Z'),
  timeZone: 'Europe/London',
};

describe('buildSessionEvent', () => {
  it('is a stored calendar resource: one VEVENT with the stable UID, UTC times and the exact texts', () => {
    const text = buildSessionEvent(session, Date.parse('2026-12-01T09:00:00Z'));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const e = new ICAL.Event(vevent);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(e.uid).toBe('ses_42@slotwise');
    expect(e.summary).toBe(session.title);
    expect(e.description).toBe(session.description);
    expect(e.location).toBe(session.location);
    expect(e.startDate.toString()).toBe('2026-12-10T14:00:00Z');
    expect(e.endDate.toString()).toBe('2026-12-10T15:00:00Z');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-12-01T09:00:00Z');
    expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
  });

  it('carries no METHOD, ORGANIZER or ATTENDEE (RFC 4791 §4.1; no invitation from the calendar)', () => {
    const text = buildSessionEvent({ ...session, location: null, description: '' }, 0);
    expect(text).not.toMatch(/^(METHOD|ORGANIZER|ATTENDEE|LOCATION|DESCRIPTION)[;:]/m);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('names the resource after the session, escaped for a URL path', () => {
    expect(sessionFileName('ses_42')).toBe('ses_42.ics');
    expect(sessionFileName('a/b c')).toBe('a%2Fb%20c.ics');
  });
});

describe('CalDAV HTTP helpers', () => {
  it('reasonOf: the status line and a short plain-text body, never an HTML page', async () => {
    const plain = new Response('Access to the requested resource forbidden.', {
      status: 401,
      statusText: 'Unauthorized',
    });
    expect(await reasonOf(plain)).toBe('401 Unauthorized: Access to the requested resource forbidden.');
    const page = new Response('<html><body>Forbidden</body></html>', {
      status: 403,
      statusText: 'Forbidden',
    });
    expect(await reasonOf(page)).toBe('403 Forbidden');
  });

  it('readCredentials: incomplete stored credentials ask for a reconnect', () => {
    expect(() =>
      readCredentials({ serverUrl: 'https://caldav.icloud.com', username: 'a@b.c', password: 'x' }),
    ).toThrow(new CalendarAuthError('The stored CalDAV credentials are incomplete'));
  });

  it('assertSameOrigin: only the calendar home’s server', () => {
    expect(() =>
      assertSameOrigin(
        'https://p07-caldav.icloud.com/1/calendars/home/',
        'https://p07-caldav.icloud.com/1/calendars/',
      ),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin('https://evil.example/1/', 'https://p07-caldav.icloud.com/1/calendars/'),
    ).toThrow('This URL is not on the account’s CalDAV server');
  });
});
