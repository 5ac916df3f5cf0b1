import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callCreditPurchases } from '../../db/schema/call-credits';

// Call credit purchases (ADR 043): open until the payment's outcome moves them, once.

export type CreditPurchase = typeof callCreditPurchases.$inferSelect;

export async function findPurchaseByPayment(db: DbOrTx, paymentId: string, lock = false) {
  const query = db.select().from(callCreditPurchases).where(eq(callCreditPurchases.paymentId, paymentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The expert's newest open purchase made after `since`: a second click reuses its checkout. */
export async function findRecentOpenPurchase(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select()
    .from(callCreditPurchases)
    .where(
      and(
        eq(callCreditPurchases.userId, userId),
        eq(callCreditPurchases.status, 'open'),
        gt(callCreditPurchases.createdAt, since),
      ),
    )
    .orderBy(desc(callCreditPurchases.createdAt))
    .limit(1);
  return row;
}

export async function insertPurchase(db: DbOrTx, purchase: typeof callCreditPurchases.$inferInsert) {
  await db.insert(callCreditPurchases).values(purchase);
}

/** Moves a purchase on: open → declined, open or declined → paid; false when it had moved already. */
export async function settlePurchase(db: DbOrTx, id: string, status: 'paid' | 'declined', now: Date) {
  const from: Array<CreditPurchase['status']> = status === 'paid' ? ['open', 'declined'] : ['open'];
  const moved = await db
    .update(callCreditPurchases)
    .set({ status, paidAt: status === 'paid' ? now : null, updatedAt: now })
    .where(and(eq(callCreditPurchases.id, id), inArray(callCreditPurchases.status, from)))
    .returning({ id: callCreditPurchases.id });
  return moved.length === 1;
}
