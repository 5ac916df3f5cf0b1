import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { clientEmailMappings, clients } from '../../db/schema/clients';
import { stampNow } from '../../db/schema/columns';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { giveBackSessionRedemption } from '../discounts/redemption-repository';

export type SessionInsert = typeof sessions.$inferInsert;
export type BookingInsert = typeof bookings.$inferInsert;

/**
 * Serialises bookings of one expert until the transaction ends (PostgreSQL and PGlite): whoever
 * holds it sees every session committed before it.
 */
export async function lockExpertSchedule(tx: DbOrTx, expertId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule:${expertId}`}))`);
}

/**
 * Serialises the creation of one client (page + normalised email) until the transaction ends:
 * two bookings by a new client, of different sessions, must not both insert them.
 */
export async function lockClientEmail(tx: DbOrTx, pageId: string, emailNormalized: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client:${pageId}:${emailNormalized}`}))`);
}

export async function findPageOwner(db: DbOrTx, pageId: string) {
  const [row] = await db
    .select({
      slug: bookingPages.slug,
      displayName: bookingPages.displayName,
      currency: bookingPages.currency,
      email: users.email,
    })
    .from(bookingPages)
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookingPages.id, pageId));
  return row;
}

export async function insertSession(tx: DbOrTx, row: SessionInsert) {
  await tx.insert(sessions).values(row);
}

export async function insertBooking(tx: DbOrTx, row: BookingInsert) {
  await tx.insert(bookings).values(row);
}

export async function findClientByEmail(tx: DbOrTx, pageId: string, emailNormalized: string) {
  const [row] = await tx
    .select({ client: clients })
    .from(clientEmailMappings)
    .innerJoin(clients, eq(clients.id, clientEmailMappings.clientId))
    .where(
      and(eq(clientEmailMappings.pageId, pageId), eq(clientEmailMappings.emailNormalized, emailNormalized)),
    );
  return row?.client;
}

export async function insertClient(tx: DbOrTx, row: typeof clients.$inferInsert, emailNormalized: string) {
  await tx.insert(clients).values(row);
  await tx.insert(clientEmailMappings).values({ pageId: row.pageId, emailNormalized, clientId: row.id });
}

export async function touchClient(
  tx: DbOrTx,
  clientId: string,
  values: { lastActiveAt: Date; sessionStart: Date | null },
) {
  await tx
    .update(clients)
    .set({
      lastActiveAt: values.lastActiveAt,
      ...(values.sessionStart
        ? { lastSessionAt: sql`greatest(${clients.lastSessionAt}, ${values.sessionStart})` }
        : {}),
      updatedAt: values.lastActiveAt,
    })
    .where(eq(clients.id, clientId));
}

/** A booking with its session, service and page, for the manage page and emails. */
export async function findBookingDetails(db: DbOrTx, bookingId: string, lock = false) {
  const query = db
    .select({
      booking: bookings,
      session: sessions,
      serviceTitle: services.title,
      slug: bookingPages.slug,
      displayName: bookingPages.displayName,
      expertEmail: users.email,
      expertTimeZone: users.timezone,
      packageTitle: bookedPackages.packageTitle,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(bookingPages, eq(bookingPages.id, bookings.pageId))
    .innerJoin(users, eq(users.id, bookings.expertId))
    .leftJoin(services, eq(services.id, sessions.serviceId))
    .leftJoin(bookedPackages, eq(bookedPackages.id, bookings.bookedPackageId))
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('update', { of: sessions }) : await query;
  return row;
}
export type BookingDetails = NonNullable<Awaited<ReturnType<typeof findBookingDetails>>>;

/** The booking a payment is for, and whether it is a personal session or a group seat. */
export async function findBookingByPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ id: bookings.id, sessionType: sessions.type })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(bookings.paymentId, paymentId));
  return row;
}

export async function updateSession(tx: DbOrTx, id: string, values: Partial<SessionInsert>) {
  await tx
    .update(sessions)
    .set({ ...values, updatedAt: stampNow() })
    .where(eq(sessions.id, id));
}

/**
 * Marks a hold expired if it is still pending and its time has passed; its discount code gets
 * the redemption back (issue 14). Run it in a transaction: the two writes go together.
 */
export async function expireHold(tx: DbOrTx, sessionId: string, now: Date) {
  const rows = await tx
    .update(sessions)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.status, 'pending'),
        sql`${sessions.holdExpiresAt} <= ${now}`,
      ),
    )
    .returning({ id: sessions.id });
  if (rows.length === 0) return false;
  await giveBackSessionRedemption(tx, sessionId);
  return true;
}
