import type { LOCATION_CHOICE_TYPES } from './location-choice';

// Issue 13 (ADR 030): every email, invite and page states only the real place to meet. No Zoom
// meetings are created, so for Zoom the honest words are that the expert sends the link. Built-in
// video takes place in the call room /s/{id} (issue 17, ADR 040): the server passes each reader's
// way in as `joinUrl` (a client's signed join link, the room's address for the expert), and a
// session whose joinUrl is set shows that link.

/** A session's location as stored: the type and the snapshot taken when it was booked. */
export type SessionLocation = {
  type: (typeof LOCATION_CHOICE_TYPES)[number];
  name: string | null;
  details: string | null;
  joinUrl: string | null;
};

export type MeetingPlace =
  /** In person: the location's name and address, as one line. */
  | { kind: 'address'; text: string }
  /** A link to open: a custom location whose details are a web address, or a real call room. */
  | { kind: 'link'; label: string; url: string }
  /** Online or Zoom, with no link in Slotwise: the expert sends it. */
  | { kind: 'expert-sends-link'; label: string };

/** Who reads the line: the client, the expert, or both (a calendar invite may reach either). */
export type MeetingAudience = 'client' | 'expert' | 'calendar';

export const TO_BE_CONFIRMED = 'To be confirmed';
const VIDEO_LABEL = { daily: 'Online', zoom: 'Zoom' } as const;

/**
 * The address when `value` is exactly one http(s) web address, else null. Only these two
 * schemes count, so a location can never make a page or email link run script.
 */
export function webAddress(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** Where the session takes place, from what is stored and nothing more. */
export function meetingPlace(location: SessionLocation): MeetingPlace {
  if (location.type === 'custom') {
    const url = webAddress(location.details);
    if (url) return { kind: 'link', label: location.name?.trim() || 'Online', url };
    const text = [location.name, location.details]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
    return { kind: 'address', text: text || TO_BE_CONFIRMED };
  }
  const label = VIDEO_LABEL[location.type];
  const room = webAddress(location.joinUrl);
  return room ? { kind: 'link', label, url: room } : { kind: 'expert-sends-link', label };
}

/** The expert's own screens, beside a built-in video session: it has a call room (issue 17). */
export const CLIENTS_JOIN_BY_THEIR_LINK =
  'Clients join with the link in their booking emails. The room opens 10 minutes before the start.';

/** The expert's own screens, beside a Zoom session (no meeting is created for it). */
export const CLIENTS_TOLD_YOU_SEND_THE_LINK = 'Clients are told you will send them the link.';

/** What a reader is told about the link the expert sends. */
export function expertSendsLinkNote(audience: MeetingAudience, expertName: string): string {
  if (audience === 'client') return `${expertName} will send you the link`;
  if (audience === 'expert') return 'clients are told you will send them the link';
  return `the link comes from ${expertName}`;
}

/**
 * One line for an email's "Where:", a calendar invite's LOCATION or a page: "Studio 4, 12
 * Rivington Street", "Team room: https://…", "Online — Maya Okafor will send you the link".
 */
export function meetingPlaceLine(place: MeetingPlace, audience: MeetingAudience, expertName: string): string {
  if (place.kind === 'address') return place.text;
  if (place.kind === 'link') return `${place.label}: ${place.url}`;
  return `${place.label} — ${expertSendsLinkNote(audience, expertName)}`;
}

/** A calendar's LOCATION: a link on its own (calendars make it clickable), else the line. */
export function calendarLocation(place: MeetingPlace, expertName: string): string {
  return place.kind === 'link' ? place.url : meetingPlaceLine(place, 'calendar', expertName);
}
