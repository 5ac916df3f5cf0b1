import { buildIcal, type IcalMethod, type IcalPerson } from '../../../domain/calendar/ical';
import {
  calendarLocation,
  type MeetingAudience,
  type MeetingPlace,
  meetingPlace,
  meetingPlaceLine,
} from '../../../domain/locations/meeting-place';
import { formatStoredMoney } from '../../../domain/money/money';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { DbOrTx } from '../../db/client';
import { type EmailParagraph, renderEmail } from '../../integrations/mail/layout';
import type { Outbox } from '../../integrations/mail/outbox';
import { callRoomUrl } from '../calls/call-link';
import type { BookingDetails } from './booking-repository';
import { listSeatAttendees } from './seat-booking-repository';

// Issue 4: every booking, reschedule and cancellation emails the client (confirmation) and the
// expert (notice), each with the session's invite: UID = session id, SEQUENCE = iCalSequence.
// In a group session the client's invite names only them (a place given up is a CANCEL to that
// client alone); the expert's is always a REQUEST naming everyone booked, since the session goes on.

export type BookingEmailKind = 'confirmed' | 'rescheduled' | 'cancelled';

export type BookingEmailContext = {
  outbox: Outbox;
  publicUrl: string;
  manageUrl: string;
  /** The client's join link to the call room of a session (built-in video, issue 17). */
  callUrl(sessionId: string, end: Date): string;
  now: number;
};

const when = (start: Date, zone: string) =>
  `${formatInZone(start, zone, "EEEE d MMMM yyyy 'at' HH:mm")} (${zone})`;

/**
 * Where the session takes place, from its stored location (ADR 030). A built-in video session
 * takes place in its call room (issue 17, ADR 040): `room` is the reader's way in — a client's
 * signed join link, or the room's address for the expert.
 */
export function sessionPlace(session: BookingDetails['session'], room: string | null = null): MeetingPlace {
  return meetingPlace({
    type: session.locationType,
    name: session.locationName,
    details: session.locationDetails,
    joinUrl: session.locationType === 'daily' && room ? room : session.locationJoinUrl,
  });
}

/** The place as the client of `ctx` reads it: the room by their own join link. */
const clientPlace = (session: BookingDetails['session'], ctx: Pick<BookingEmailContext, 'callUrl'>) =>
  sessionPlace(session, ctx.callUrl(session.id, session.end));

/** The place as the expert reads it: the room's address (their session cookie admits them). */
const expertPlace = (session: BookingDetails['session'], publicUrl: string) =>
  sessionPlace(session, callRoomUrl(publicUrl, session.id));

/** The email's "Where:" line for one reader; a link is a link in the HTML. */
function whereParagraph(place: MeetingPlace, audience: MeetingAudience, expertName: string): EmailParagraph {
  if (place.kind === 'link') return { text: `Where: ${place.label}: `, link: place.url };
  return `Where: ${meetingPlaceLine(place, audience, expertName)}`;
}

/** The session's event as one reader sees it: what it is called, the link in it, who is invited. */
function sessionIcal(
  method: IcalMethod,
  details: BookingDetails,
  publicUrl: string,
  now: number,
  view: { summary: string; description: string; url: string; attendees: IcalPerson[]; place: MeetingPlace },
) {
  const { session } = details;
  const { place, ...event } = view;
  return buildIcal(method, {
    sessionId: session.id,
    domain: new URL(publicUrl).hostname,
    sequence: session.iCalSequence,
    start: session.start.getTime(),
    end: session.end.getTime(),
    stamp: now,
    location: calendarLocation(place, details.displayName),
    organizer: { name: details.displayName, email: details.expertEmail },
    ...event,
  });
}

/** The client's invite: their booking, with its manage link (and its join link as the place). */
export function bookingIcal(
  method: IcalMethod,
  details: BookingDetails,
  publicUrl: string,
  manageUrl: string,
  now: number,
  callUrl: BookingEmailContext['callUrl'],
) {
  const { session, booking } = details;
  return sessionIcal(method, details, publicUrl, now, {
    summary: `${session.title} with ${details.displayName}`,
    description: `Manage your booking: ${manageUrl}`,
    url: manageUrl,
    place: clientPlace(session, { callUrl }),
    attendees: [{ name: `${booking.clientFirstName} ${booking.clientLastName}`, email: booking.clientEmail }],
  });
}

/** What a client is told when their payment goes back (ADR 035). */
export function refundParagraph(refund: { amount: number; currency: string }): string {
  return `Your payment of ${formatStoredMoney(refund.amount, refund.currency)} is refunded in full. Depending on your bank, it can take 5 to 10 business days to show on your statement.`;
}

const subjects: Record<BookingEmailKind, (title: string, who: string) => [string, string]> = {
  confirmed: (title, who) => [`Booking confirmed: ${title} with ${who}`, `New booking: ${title}`],
  rescheduled: (title, who) => [`Booking rescheduled: ${title} with ${who}`, `Booking rescheduled: ${title}`],
  cancelled: (title, who) => [`Booking cancelled: ${title} with ${who}`, `Booking cancelled: ${title}`],
};

/** The expert's invite of a group session: it takes place, with everyone holding a place. */
function groupSessionIcal(details: BookingDetails, attendees: IcalPerson[], publicUrl: string, now: number) {
  const pageUrl = `${publicUrl}/sessions/${details.session.id}`;
  return sessionIcal('REQUEST', details, publicUrl, now, {
    summary: details.session.title,
    description: `Session page: ${pageUrl}`,
    url: pageUrl,
    attendees,
    place: expertPlace(details.session, publicUrl),
  });
}

/**
 * Queues the client's and the expert's emails inside the caller's transaction. When the expert
 * made the change (dashboard), only the client is told: the expert needs no notice of their own
 * action, and a group session would send them one per participant.
 */
export async function queueBookingEmails(
  db: DbOrTx,
  kind: BookingEmailKind,
  details: BookingDetails,
  ctx: BookingEmailContext,
  message: string | null = null,
  options: { by?: 'client' | 'expert'; refund?: { amount: number; currency: string } } = {},
) {
  const { session, booking } = details;
  const clientName = `${booking.clientFirstName} ${booking.clientLastName}`;
  const clientZone = booking.clientTimezone ?? 'UTC';
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ical = {
    method,
    content: bookingIcal(method, details, ctx.publicUrl, ctx.manageUrl, ctx.now, ctx.callUrl),
  } as const;
  const group = session.type === 'group';
  const [clientSubject, expertSubject] = subjects[kind](session.title, details.displayName);
  const place = clientPlace(session, ctx);
  const said = message ? [`Message: ${message}`] : [];

  const clientLead: Record<BookingEmailKind, string> = {
    confirmed: `Hi ${booking.clientFirstName}, your ${session.title} with ${details.displayName} is booked.`,
    rescheduled: `Hi ${booking.clientFirstName}, your ${session.title} with ${details.displayName} has moved.`,
    cancelled: group
      ? `Hi ${booking.clientFirstName}, your place in ${session.title} with ${details.displayName} is cancelled.`
      : `Hi ${booking.clientFirstName}, your ${session.title} with ${details.displayName} is cancelled.`,
  };
  await ctx.outbox.queue(db, {
    to: booking.clientEmail,
    subject: clientSubject,
    ical,
    ...renderEmail({
      heading: clientSubject,
      paragraphs: [
        clientLead[kind],
        `When: ${when(session.start, clientZone)}`,
        whereParagraph(place, 'client', details.displayName),
        ...said,
        ...(options.refund ? [refundParagraph(options.refund)] : []),
      ],
      action: kind === 'cancelled' ? undefined : { label: 'Manage your booking', url: ctx.manageUrl },
    }),
  });

  if (options.by === 'expert') return;

  const expertIcal = group
    ? ({
        method: 'REQUEST',
        content: groupSessionIcal(
          details,
          (await listSeatAttendees(db, session.id)).map((a) => ({
            name: `${a.firstName} ${a.lastName}`,
            email: a.email,
          })),
          ctx.publicUrl,
          ctx.now,
        ),
      } as const)
    : ({
        method,
        // The expert's copy places them in the room by its address, not by the client's link.
        content: bookingIcal(method, details, ctx.publicUrl, ctx.manageUrl, ctx.now, () =>
          callRoomUrl(ctx.publicUrl, session.id),
        ),
      } as const);

  const expertZone = details.expertTimeZone ?? 'UTC';
  const expertLead: Record<BookingEmailKind, string> = {
    confirmed: `${clientName} (${booking.clientEmail}) booked ${group ? 'a place in ' : ''}${session.title}.`,
    rescheduled: `${clientName} (${booking.clientEmail}) rescheduled ${session.title}.`,
    cancelled: `${clientName} (${booking.clientEmail}) cancelled ${group ? 'their place in ' : ''}${session.title}.`,
  };
  await ctx.outbox.queue(db, {
    to: details.expertEmail,
    subject: expertSubject,
    ical: expertIcal,
    ...renderEmail({
      heading: expertSubject,
      paragraphs: [
        expertLead[kind],
        `When: ${when(session.start, expertZone)}`,
        whereParagraph(expertPlace(session, ctx.publicUrl), 'expert', details.displayName),
        ...(booking.clientPhoneNumber ? [`Phone: ${booking.clientPhoneNumber}`] : []),
        ...(kind === 'confirmed' && booking.clientMessage ? [`Message: ${booking.clientMessage}`] : said),
      ],
    }),
  });
}

/**
 * The expert moved a session to another place (dashboard): each client with a place gets the
 * new place and their updated invite (same UID, SEQUENCE already raised by the caller); in a
 * group session the expert gets their own invite, naming everyone, once. A personal session's
 * expert needs no notice of their own change. Queued inside the caller's transaction.
 */
export async function queueLocationChangedEmails(
  db: DbOrTx,
  bookingsOfSession: { details: BookingDetails; ctx: BookingEmailContext }[],
  reason: 'moved' | 'zoom-meeting' = 'moved',
) {
  // A Zoom session's meeting made after the booking (ADR 044): the same email and invite, with
  // its link as the place.
  const zoom = reason === 'zoom-meeting';
  for (const { details, ctx } of bookingsOfSession) {
    const { session, booking } = details;
    const subject = zoom
      ? `Zoom link: ${session.title} with ${details.displayName}`
      : `Location changed: ${session.title} with ${details.displayName}`;
    await ctx.outbox.queue(db, {
      to: booking.clientEmail,
      subject,
      ical: {
        method: 'REQUEST',
        content: bookingIcal('REQUEST', details, ctx.publicUrl, ctx.manageUrl, ctx.now, ctx.callUrl),
      },
      ...renderEmail({
        heading: subject,
        paragraphs: [
          zoom
            ? `Hi ${booking.clientFirstName}, here is the Zoom link for your ${session.title} with ${details.displayName}.`
            : `Hi ${booking.clientFirstName}, your ${session.title} with ${details.displayName} has a new location.`,
          whereParagraph(clientPlace(session, ctx), 'client', details.displayName),
          `When: ${when(session.start, booking.clientTimezone ?? 'UTC')}`,
        ],
        action: { label: 'Manage your booking', url: ctx.manageUrl },
      }),
    });
  }
  const [first] = bookingsOfSession;
  if (first?.details.session.type !== 'group') return;
  const { details, ctx } = first;
  const { session } = details;
  const attendees = (await listSeatAttendees(db, session.id)).map((a) => ({
    name: `${a.firstName} ${a.lastName}`,
    email: a.email,
  }));
  const subject = zoom ? `Zoom link: ${session.title}` : `Location changed: ${session.title}`;
  await ctx.outbox.queue(db, {
    to: details.expertEmail,
    subject,
    ical: { method: 'REQUEST', content: groupSessionIcal(details, attendees, ctx.publicUrl, ctx.now) },
    ...renderEmail({
      heading: subject,
      paragraphs: [
        zoom ? `${session.title} has its Zoom meeting.` : `${session.title} has a new location.`,
        whereParagraph(expertPlace(session, ctx.publicUrl), 'expert', details.displayName),
        `When: ${when(session.start, details.expertTimeZone ?? 'UTC')}`,
      ],
    }),
  });
}
