import { and, asc, eq, gt, gte, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { availabilities } from '../../db/schema/availabilities';
import { bookingPages } from '../../db/schema/booking-pages';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { timeOffPeriods } from '../../db/schema/time-off';

// What the slot engine needs about one service of a public page, read without a session: every
// query is scoped by the page's slug and the owner it resolves to.

export async function findPublicService(db: DbOrTx, slug: string, serviceId: string) {
  const [row] = await db
    .select({
      service: services,
      userId: bookingPages.userId,
      expertTimeZone: users.timezone,
      availabilityTimeZone: availabilities.timeZone,
    })
    .from(services)
    .innerJoin(bookingPages, eq(bookingPages.id, services.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .innerJoin(
      availabilities,
      and(eq(availabilities.userId, services.userId), eq(availabilities.id, services.availabilityId)),
    )
    .where(and(eq(bookingPages.slug, slug), eq(services.id, serviceId)));
  return row;
}

export async function listTimeOffBetween(db: DbOrTx, userId: string, from: Date, to: Date) {
  return (
    db
      .select({ start: timeOffPeriods.start, end: timeOffPeriods.end })
      .from(timeOffPeriods)
      .where(
        and(eq(timeOffPeriods.userId, userId), gt(timeOffPeriods.end, from), lt(timeOffPeriods.start, to)),
      )
      // Sorted by start: the slot engine merges sorted input as it reads it, without sorting.
      .orderBy(asc(timeOffPeriods.start))
  );
}

/** Sessions that take the expert's time: confirmed ones and holds still live at `now` (ADR 014). */
export function takesTime(now: Date) {
  return or(
    eq(sessions.status, 'confirmed'),
    and(eq(sessions.status, 'pending'), gt(sessions.holdExpiresAt, now)),
  );
}

/**
 * The expert's confirmed sessions (personal and group) and live holds that overlap the range;
 * `exceptId` leaves out the session being rescheduled.
 */
export async function listSessionsBetween(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
  now: Date,
  exceptId: string | null = null,
) {
  return db
    .select({ start: sessions.start, end: sessions.end })
    .from(sessions)
    .where(
      and(
        eq(sessions.expertId, userId),
        takesTime(now),
        lt(sessions.start, to),
        gt(sessions.end, from),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(sessions.start));
}

/**
 * Starts of the confirmed (or held) personal sessions a frequency cap counts (ADR 010): the expert's, or
 * only one service's when that service has its own rules.
 */
export async function listCountedStarts(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
  serviceId: string | null,
  now: Date,
  exceptId: string | null = null,
) {
  const rows = await db
    .select({ start: sessions.start })
    .from(sessions)
    .where(
      and(
        eq(sessions.expertId, userId),
        eq(sessions.type, 'personal'),
        takesTime(now),
        exceptId ? ne(sessions.id, exceptId) : undefined,
        gte(sessions.start, from),
        lte(sessions.start, to),
        serviceId ? eq(sessions.serviceId, serviceId) : undefined,
      ),
    );
  return rows.map((r) => r.start.getTime());
}
