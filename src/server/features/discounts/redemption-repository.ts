import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';

// Redeeming discount codes at checkout (issue 14). A redemption is counted by one conditional
// UPDATE of the code's row inside the booking's transaction: PostgreSQL locks the row and checks
// the condition again for each writer, so concurrent checkouts never count past maxRedemptions.
// A hold that lapses, or a payment declined, gives its redemption back in the same transaction
// that ends the hold; that transition happens once (a conditional update from 'pending'), so
// the count goes back once.

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** The page's code typed by a client, ignoring case (codes are unique per page ignoring case). */
export async function findPageCode(db: DbOrTx, pageId: string, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.pageId, pageId), eq(discountCodes.codeLower, code.toLowerCase())));
  return row;
}

/** The plan of the page's expert, which decides whether codes apply at all (issue 20). */
export async function pageOwnerPlanId(db: DbOrTx, pageId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ planId: users.pricingPlanId })
    .from(bookingPages)
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookingPages.id, pageId));
  return row?.planId;
}

export async function findCodeById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/** What a product-restricted code applies to. */
export function listCodeProducts(db: DbOrTx, discountCodeId: string) {
  return db
    .select({
      type: discountCodeProducts.type,
      serviceId: discountCodeProducts.serviceId,
      packageId: discountCodeProducts.packageId,
      seriesId: discountCodeProducts.seriesId,
      sessionId: discountCodeProducts.sessionId,
    })
    .from(discountCodeProducts)
    .where(eq(discountCodeProducts.discountCodeId, discountCodeId));
}

/**
 * Counts one redemption if the code is still active and not used up; the row as it is then, or
 * undefined when refused. Locks the code's row until the transaction ends.
 */
export async function countRedemption(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(discountCodes)
    .set({ timesRedeemed: sql`${discountCodes.timesRedeemed} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        eq(discountCodes.active, true),
        or(
          isNull(discountCodes.maxRedemptions),
          lt(discountCodes.timesRedeemed, discountCodes.maxRedemptions),
        ),
      ),
    )
    .returning();
  return row;
}

const giveBack = (tx: DbOrTx, codeId: ReturnType<typeof sql>) =>
  tx
    .update(discountCodes)
    .set({ timesRedeemed: sql`greatest(${discountCodes.timesRedeemed} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));

/** A personal booking's hold ended unpaid: its code (if any) gets the redemption back. */
export async function giveBackSessionRedemption(tx: DbOrTx, sessionId: string) {
  await giveBack(
    tx,
    sql`(select ${bookings.discountCodeId} from ${bookings} where ${bookings.sessionId} = ${sessionId} limit 1)`,
  );
}

/** A group seat's hold ended unpaid. */
export async function giveBackBookingRedemption(tx: DbOrTx, bookingId: string) {
  await giveBack(
    tx,
    sql`(select ${bookings.discountCodeId} from ${bookings} where ${bookings.id} = ${bookingId})`,
  );
}

/** A package purchase's hold ended unpaid. */
export async function giveBackPurchaseRedemption(tx: DbOrTx, bookedPackageId: string) {
  await giveBack(
    tx,
    sql`(select ${bookedPackages.discountCodeId} from ${bookedPackages} where ${bookedPackages.id} = ${bookedPackageId})`,
  );
}
