import { calendarLocation } from '../../../domain/locations/meeting-place';
import { CalendarAuthError, type CalendarEventInput } from '../../integrations/calendars/port';
import type { JobHandler } from '../../jobs/worker';
import { callRoomUrl } from '../calls/call-link';
import { sessionPlace } from '../public-booking/booking-emails';
import { type BookingDetails, findBookingDetails } from '../public-booking/booking-repository';
import { signBookingToken } from '../public-booking/booking-token';
import { type CalendarDeps, markAuthProblem, openAccount } from './connections';
import * as repo from './repository';
import { findSessionEvent, forgetSessionEvent, saveSessionEvent } from './write-back-repository';

// Sessions written back (issue 16, ADR 039): the job `calendars.write-session` puts, moves or
// removes a session's event in the expert's 'to' calendar. `calendar_events` remembers which event
// a session became, so running a job twice changes one event, a move updates it where it was
// written (a later 'to' change affects new sessions only) and a cancel removes it.

/** The event as the expert's calendar shows it: the session with the client's name, and its links. */
export function sessionEvent(deps: CalendarDeps, details: BookingDetails): CalendarEventInput {
  const { session, booking } = details;
  const personal = session.type === 'personal';
  const client = `${booking.clientFirstName} ${booking.clientLastName}`.trim();
  const place = sessionPlace(session, callRoomUrl(deps.config.publicUrl, session.id));
  const manage = `${deps.config.publicUrl}/booking/${signBookingToken(deps.secrets.linkSigningKey, booking.id)}`;
  const lines = personal
    ? [
        `Client: ${client} <${booking.clientEmail}>`,
        ...(place.kind === 'link' ? [`Join: ${place.url}`] : []),
        `Manage: ${manage}`,
      ]
    : [
        `Group session: ${session.groupSizeCurrent} booked`,
        ...(place.kind === 'link' ? [`Join: ${place.url}`] : []),
      ];
  return {
    sessionId: session.id,
    title: personal ? `${session.title} with ${client}` : session.title,
    description: lines.join('\n'),
    location: calendarLocation(place, details.displayName),
    start: session.start.getTime(),
    end: session.end.getTime(),
    timeZone: details.expertTimeZone,
  };
}

export async function writeSession(deps: CalendarDeps, sessionId: string, bookingId: string): Promise<void> {
  const details = await findBookingDetails(deps.db, bookingId);
  const written = await findSessionEvent(deps.db, sessionId);
  const live = details && details.session.id === sessionId && details.session.status === 'confirmed';
  if (!live) {
    if (!written) return;
    const account = await repo.findAccountById(deps.db, written.accountId);
    if (account) await withAccount(deps, account, (c) => c.deleteEvent(written.calendarId, written.eventId));
    await forgetSessionEvent(deps.db, sessionId);
    return;
  }
  const target = written ?? (await repo.getSyncTo(deps.db, details.booking.expertId));
  if (!target) return;
  const account = await repo.findAccountById(deps.db, target.accountId);
  if (!account) return;
  const event = sessionEvent(deps, details);
  const eventId = await withAccount(deps, account, (c) =>
    c.putEvent(target.calendarId, event, written?.eventId ?? null),
  );
  if (eventId === undefined) return;
  await saveSessionEvent(deps.db, {
    sessionId,
    accountId: account.id,
    calendarId: target.calendarId,
    eventId,
  });
}

/**
 * Runs a call on the account. Refused credentials mark the account (no retry: the expert must
 * reconnect); an unavailable provider throws, so the queue retries with backoff.
 */
async function withAccount<T>(
  deps: CalendarDeps,
  account: repo.AccountRow,
  call: (connection: ReturnType<typeof openAccount>) => Promise<T>,
): Promise<T | undefined> {
  if (account.hasAuthError) return undefined;
  try {
    return await call(openAccount(deps, account));
  } catch (error) {
    if (error instanceof CalendarAuthError) {
      await markAuthProblem(deps, account);
      return undefined;
    }
    throw error;
  }
}

export function writeSessionJob(deps: CalendarDeps): JobHandler {
  return async (job) => {
    await writeSession(deps, String(job.payload.sessionId), String(job.payload.bookingId));
  };
}
