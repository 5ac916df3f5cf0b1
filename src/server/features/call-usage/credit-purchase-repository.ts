import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callCreditPurchases } from '../../db/schema/call-credits';

// Call credit purchases (ADR 043): open until the payment's outcome moves them, once.

export type CreditPurchase = typeof callCreditPurchases.$inferSelect;

export async function findPurchaseByPayment(db: DbOrTx, paymentId: string, lock = false) {
  const query = db.select().from(callCreditPurchases).where(eq(callCreditPurchases.paymentId, paymentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many of the expert's purchases were paid or declined: the next one's number. */
export async function countSettledPurchases(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(callCreditPurchases)
    .where(
      and(eq(callCreditPurchases.userId, userId), inArray(callCreditPurchases.status, ['paid', 'declined'])),
    );
  return row?.n ?? 0;
}

/** The same checkout again (a double submit) keeps its one row. */
export async function insertPurchase(db: DbOrTx, purchase: typeof callCreditPurchases.$inferInsert) {
  await db
    .insert(callCreditPurchases)
    .values(purchase)
    .onConflictDoNothing({ target: callCreditPurchases.paymentId });
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
