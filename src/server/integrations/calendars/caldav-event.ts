import ICAL from 'ical.js';
import type { CalendarEventInput } from './port';

// A session as a calendar object resource for the expert's own CalDAV calendar (RFC 4791 §4.1),
// written with ical.js. Not `domain/calendar/ical.ts`'s invitation: a stored resource must not
// carry METHOD, and ORGANIZER/ATTENDEE would make iCloud send the client its own invitation on
// top of ours. Times are UTC (DTSTART/DTEND with Z): exact without a VTIMEZONE, and every
// calendar shows them in its own zone; the session's zone is only a hint we do not need.

/** The event's UID: stable, so a retried or repeated write finds the same event. */
export const sessionUid = (sessionId: string) => `${sessionId}@slotwise`;

/** The resource name in the calendar: `<sessionId>.ics`. */
export const sessionFileName = (sessionId: string) => `${encodeURIComponent(sessionId)}.ics`;

export function buildSessionEvent(event: CalendarEventInput, stamp: number): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Slotwise//Sessions//EN');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', sessionUid(event.sessionId));
  vevent.addPropertyWithValue('dtstamp', utc(stamp));
  vevent.addPropertyWithValue('dtstart', utc(event.start));
  vevent.addPropertyWithValue('dtend', utc(event.end));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  vevent.addPropertyWithValue('status', 'CONFIRMED');
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  calendar.addSubcomponent(vevent);
  return `${calendar.toString()}\r\n`;
}

function utc(instant: number) {
  // Whole seconds: iCalendar has no smaller unit.
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant / 1000) * 1000), true);
}
