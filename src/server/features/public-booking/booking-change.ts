import type { DbOrTx } from '../../db/client';
import { onPageDomain } from '../booking-page/domain-hosts';
import { queueCalendarWrite } from '../calendars/queue-write';
import { announceEvent, sessionEventData } from '../integrations/announce';
import { packageSessionBooked } from '../workflow-schedules/package-events';
import { updateSessionSchedules } from '../workflow-schedules/scheduler';
import { queueZoomSyncIfNeeded } from '../zoom/meeting-queue';
import { type BookingEmailContext, type BookingEmailKind, queueBookingEmails } from './booking-emails';
import type { BookingDetails } from './booking-repository';

const EVENT = { confirmed: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' } as const;
const WEBHOOK_EVENT = {
  confirmed: 'session.booked',
  rescheduled: 'session.rescheduled',
  cancelled: 'session.cancelled',
} as const;

/**
 * Every booking change (booked, moved, cancelled; by the client or by the expert) passes here,
 * inside the transaction that made it: the session's workflow schedules follow the change (issue
 * 15) — and a session booked with a package, that package's — then the client and the expert are told,
 * and so are the expert's webhooks; the session's event in the expert's calendar follows (issue 16).
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
  // Issue 19: the manage link leads to the page's own domain when it has one (ADR 054).
  ctx = { ...ctx, manageUrl: await onPageDomain(db, details.session.pageId, ctx.publicUrl, ctx.manageUrl) };
  await queueBookingEmails(db, kind, details, ctx, message, options);
  const event = WEBHOOK_EVENT[kind];
  // Each change once per booking, however often it is replayed; every reschedule is its own.
  const version = kind === 'rescheduled' ? `:${details.session.iCalSequence}` : '';
  await announceEvent(
    db,
    { userId: details.booking.expertId },
    event,
    () => sessionEventData(event, details, { manageUrl: ctx.manageUrl, by: options.by, message }),
    new Date(ctx.now),
    `${event}:${details.booking.id}${version}`,
  );
  await queueCalendarWrite(db, details, kind, ctx.now);
  // A Zoom session's meeting follows (ADR 044).
  await queueZoomSyncIfNeeded(db, details.session, ctx.now);
}
