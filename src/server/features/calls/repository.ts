import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';

/**
 * A confirmed or cancelled session with its expert's page name, call background and plan (held and
 * expired ones are not sessions yet).
 */
export async function findCallSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      expertId: sessions.expertId,
      status: sessions.status,
      title: sessions.title,
      start: sessions.start,
      end: sessions.end,
      expertName: bookingPages.displayName,
      callBackground: bookingPages.callBackground,
      expertPlanId: users.pricingPlanId,
    })
    .from(sessions)
    .innerJoin(bookingPages, eq(bookingPages.id, sessions.pageId))
    .innerJoin(users, eq(users.id, sessions.expertId))
    .where(and(eq(sessions.id, sessionId), inArray(sessions.status, ['confirmed', 'cancelled'])));
  return row;
}

/** A place in the session: who holds it and whether it is still theirs. */
export async function findCallBooking(db: DbOrTx, sessionId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      cancelledAt: bookings.cancelledAt,
      firstName: bookings.clientFirstName,
      lastName: bookings.clientLastName,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.sessionId, sessionId)));
  return row;
}
