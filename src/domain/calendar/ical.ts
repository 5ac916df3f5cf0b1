// RFC 5545 calendar invitations for session emails and the .ics download. One VEVENT per
// session with a stable UID, so calendars update the same event when the session is
// rescheduled (SEQUENCE goes up) or cancelled (METHOD:CANCEL, STATUS:CANCELLED).

export type IcalMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface IcalPerson {
  name: string;
  email: string;
}

export interface IcalEvent {
  /** The session id; the UID is `${sessionId}@${domain}`. */
  sessionId: string;
  domain: string;
  /** The session's iCalSequence. */
  sequence: number;
  start: number;
  end: number;
  /** When this version of the invite was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: IcalPerson;
  attendees: readonly IcalPerson[];
  cancelled?: boolean;
}

/** 20261121T093000Z */
export function icalUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted, with the characters a quoted value cannot hold removed. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  const limit = () => (parts.length === 0 ? 75 : 74); // continuation lines start with a space
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit()) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar object, CRLF line endings, folded. */
export function buildIcal(method: IcalMethod, event: IcalEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Slotwise//Sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.sessionId}@${event.domain}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    `DTSTART:${icalUtc(event.start)}`,
    `DTEND:${icalUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
          method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'
        };RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${event.cancelled || method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link for the confirmation page. */
export function googleCalendarUrl(
  event: Pick<IcalEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icalUtc(event.start)}/${icalUtc(event.end)}`,
    ...(event.description ? { details: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** An Outlook.com "add event" link for the confirmation page. */
export function outlookCalendarUrl(
  event: Pick<IcalEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>,
): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    ...(event.description ? { body: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
