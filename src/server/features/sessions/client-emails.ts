import type { DbOrTx } from '../../db/client';
import { queueCalendarWrite } from '../calendars/queue-write';
import type { Refund } from '../payments/refunds';
import { announceBookingChange } from '../public-booking/booking-change';
import { type BookingEmailKind, queueLocationChangedEmails } from '../public-booking/booking-emails';
import { findBookingDetails } from '../public-booking/booking-repository';
import { emailContext } from '../public-booking/booking-service';
import { listBookings } from './repository';
import type { SessionsDeps } from './service';

/**
 * Tells every client with a place in the session, inside the transaction that changed it, with
 * the session's invite as it now stands (UID per session, SEQUENCE = iCalSequence). The emails
 * are the public booking flow's own; the expert made the change, so only clients get one. A
 * place refunded by the change (by booking id) is told so in its email.
 */
export async function emailClients(
  tx: DbOrTx,
  deps: SessionsDeps,
  sessionId: string,
  kind: Exclude<BookingEmailKind, 'confirmed'>,
  message: string | null,
  now: number,
  refunds: ReadonlyMap<string, Refund> = new Map(),
): Promise<void> {
  for (const booking of await listBookings(tx, sessionId)) {
    const details = await findBookingDetails(tx, booking.id);
    if (!details) continue;
    await announceBookingChange(tx, kind, details, emailContext(deps, booking.id, now), message, {
      by: 'expert',
      refund: refunds.get(booking.id),
    });
  }
}

/** The session's new place for every client with one (and a group session's expert). */
export async function emailClientsNewLocation(
  tx: DbOrTx,
  deps: SessionsDeps,
  sessionId: string,
  now: number,
  reason: Parameters<typeof queueLocationChangedEmails>[2] = 'moved',
): Promise<void> {
  const told = [];
  for (const booking of await listBookings(tx, sessionId)) {
    const details = await findBookingDetails(tx, booking.id);
    if (details) told.push({ details, ctx: emailContext(deps, booking.id, now) });
  }
  await queueLocationChangedEmails(tx, told, reason);
  // The expert's calendar event follows (issue 16): the sequence went up with the new place.
  for (const { details } of told) await queueCalendarWrite(tx, details, `location-${reason}`, now);
}
