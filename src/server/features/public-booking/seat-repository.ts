import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { giveBackBookingRedemption, giveBackPurchaseRedemption } from '../discounts/redemption-repository';

// Seats of a group session (ADR 016). groupSizeCurrent counts confirmed places and live holds;
// taking a seat is one conditional UPDATE, so PostgreSQL's row lock serialises concurrent takers
// and re-checks the condition for each: of many requests for the last seat exactly one wins.

/**
 * Takes one seat of a confirmed, upcoming group session if one is left. Answers false when the
 * session is full, cancelled, started or not a group session.
 */
export async function takeSeat(tx: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ groupSizeCurrent: sql`${sessions.groupSizeCurrent} + 1`, updatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.type, 'group'),
        eq(sessions.status, 'confirmed'),
        gt(sessions.start, now),
        sql`${sessions.groupSizeCurrent} < ${sessions.groupSizeMax}`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Gives a seat back (a place cancelled or a hold released). */
export async function giveBackSeat(tx: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ groupSizeCurrent: sql`greatest(${sessions.groupSizeCurrent} - 1, 0)`, updatedAt: now })
    .where(eq(sessions.id, sessionId));
}

/** Releases a group seat's hold that is still pending at its expiry; true if it did. */
export async function expireSeatHold(tx: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .returning({ sessionId: bookings.sessionId });
  if (!row) return false;
  await giveBackSeat(tx, row.sessionId, now);
  await giveBackBookingRedemption(tx, bookingId);
  return true;
}

/** Marks a package purchase whose payment is still pending at its expiry as expired. */
export async function expirePackageHold(tx: DbOrTx, bookedPackageId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bookedPackages)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(bookedPackages.id, bookedPackageId),
        eq(bookedPackages.status, 'pending'),
        lte(bookedPackages.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookedPackages.id });
  if (rows.length === 0) return false;
  await giveBackPurchaseRedemption(tx, bookedPackageId);
  return true;
}
