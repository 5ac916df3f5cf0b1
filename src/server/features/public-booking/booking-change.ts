import type { DbOrTx } from '../../db/client';
import { packageSessionBooked } from '../workflow-schedules/package-events';
import { updateSessionSchedules } from '../workflow-schedules/scheduler';
import { type BookingEmailContext, type BookingEmailKind, queueBookingEmails } from './booking-emails';
import type { BookingDetails } from './booking-repository';

const EVENT = { confirmed: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' } as const;

/**
 * Every booking change (booked, moved, cancelled; by the client or by the expert) passes here,
 * inside the transaction that made it: the session's workflow schedules follow the change (issue
 * 15) — and a session booked with a package, that package's — then the client and the expert are told.
 */
export async function announceBookingChange(
  db: DbOrTx,
  kind: BookingEmailKind,
  details: BookingDetails,
  ctx: BookingEmailContext,
  message: string | null = null,
  options: Parameters<typeof queueBookingEmails>[5] = {},
): Promise<void> {
  await updateSessionSchedules(db, {
    kind: EVENT[kind],
    session: details.session,
    bookingId: details.booking.id,
    clientZone: details.booking.clientTimezone,
    expertZone: details.expertTimeZone,
    now: new Date(ctx.now),
  });
  if (kind === 'confirmed' && details.booking.bookedPackageId) {
    await packageSessionBooked(
      db,
      details.booking.bookedPackageId,
      details.expertTimeZone,
      new Date(ctx.now),
    );
  }
  await queueBookingEmails(db, kind, details, ctx, message, options);
}
