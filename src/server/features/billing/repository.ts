import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { billingCustomers, billingEvents, lifetimeCodes, subscriptions } from '../../db/schema/billing';
import { bookingPages } from '../../db/schema/booking-pages';
import { workflows } from '../../db/schema/workflows';

// The only code that queries billing's tables (issue 20).

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CustomerRow = typeof billingCustomers.$inferSelect;

export async function findUser(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      pricingPlanId: users.pricingPlanId,
      pricingPriceId: users.pricingPriceId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The expert's live plan row (subscription or lifetime), if any. */
export async function findLiveSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
  return row;
}

export async function findCustomer(db: DbOrTx, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

/** The customer row, created empty when missing, and locked for the rest of the transaction. */
export async function lockCustomer(tx: Tx, userId: string): Promise<CustomerRow> {
  await tx.insert(billingCustomers).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .for('update');
  return row!;
}

/** Stores the provider's customer id unless one is stored already; answers the one kept. */
export async function keepFirstCustomerId(
  db: DbOrTx,
  userId: string,
  stripeCustomerId: string,
): Promise<string> {
  await db.insert(billingCustomers).values({ userId }).onConflictDoNothing();
  await db
    .update(billingCustomers)
    .set({ stripeCustomerId })
    .where(and(eq(billingCustomers.userId, userId), isNull(billingCustomers.stripeCustomerId)));
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row!.stripeCustomerId!;
}

export async function userIdOfCustomer(db: DbOrTx, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId;
}

export async function saveCard(
  db: DbOrTx,
  userId: string,
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null,
) {
  await db
    .update(billingCustomers)
    .set({
      stripeCardBrand: card?.brand ?? null,
      stripeCardLast4: card?.last4 ?? null,
      stripeCardExpMonth: card?.expMonth ?? null,
      stripeCardExpYear: card?.expYear ?? null,
    })
    .where(eq(billingCustomers.userId, userId));
}

/** Records the event; false when it was seen already (then nothing else may be done). */
export async function recordEvent(tx: Tx, event: { id: string; type: string; created: number }, now: Date) {
  const inserted = await tx
    .insert(billingEvents)
    .values({ eventId: event.id, type: event.type, created: event.created, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return inserted.length > 0;
}

export async function lockSubscriptionByProviderId(tx: Tx, providerId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, providerId))
    .for('update');
  return row;
}

/** Ends the user's other live plan rows (a new subscription replaces an ended one). */
export async function endOtherLiveRows(tx: Tx, userId: string, keepId: string | null, now: Date) {
  await tx
    .update(subscriptions)
    .set({ endedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.endedAt),
        ...(keepId ? [ne(subscriptions.id, keepId)] : []),
      ),
    );
}

export async function insertSubscription(tx: Tx, row: typeof subscriptions.$inferInsert) {
  await tx.insert(subscriptions).values(row);
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  set: Partial<typeof subscriptions.$inferInsert>,
) {
  await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id));
}

export async function setUserPlan(tx: DbOrTx, userId: string, planId: string, priceId: string | null) {
  await tx.update(users).set({ pricingPlanId: planId, pricingPriceId: priceId }).where(eq(users.id, userId));
}

/**
 * spec: without multipleWorkflows only one workflow may be active. When a plan change takes it
 * away, the earliest active workflow stays on and the others are paused (their data kept).
 */
export async function pauseWorkflowsBeyond(tx: Tx, userId: string, keepActive: number): Promise<number> {
  const pages = await tx
    .select({ id: bookingPages.id })
    .from(bookingPages)
    .where(eq(bookingPages.userId, userId));
  let paused = 0;
  for (const page of pages) {
    const active = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(and(eq(workflows.pageId, page.id), eq(workflows.active, true)))
      .orderBy(asc(workflows.createdAt), asc(workflows.id))
      .for('update');
    const extra = active.slice(keepActive);
    for (const workflow of extra) {
      await tx.update(workflows).set({ active: false }).where(eq(workflows.id, workflow.id));
    }
    if (extra.length > 0) {
      await tx
        .update(bookingPages)
        .set({ workflowsActiveCount: sql`${bookingPages.workflowsActiveCount} - ${extra.length}` })
        .where(eq(bookingPages.id, page.id));
    }
    paused += extra.length;
  }
  return paused;
}

/** Redeems the code for the user if nobody has: the plan id, or undefined. One update decides. */
export async function redeemCode(tx: Tx, codeHash: string, userId: string, now: Date) {
  const [row] = await tx
    .update(lifetimeCodes)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(and(eq(lifetimeCodes.codeHash, codeHash), isNull(lifetimeCodes.redeemedAt)))
    .returning({ id: lifetimeCodes.id, planId: lifetimeCodes.planId });
  return row;
}

export async function insertLifetimeCodes(
  db: DbOrTx,
  rows: Array<{ id: string; codeHash: string; planId: string }>,
) {
  await db.insert(lifetimeCodes).values(rows);
}
