import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarPushChannels } from '../../db/schema/calendar-push';

// The providers' push channels (ADR 039, push): one row per open Google watch channel or
// Microsoft Graph subscription.

export type PushChannelRow = typeof calendarPushChannels.$inferSelect;

export function listChannels(db: DbOrTx, accountId: string): Promise<PushChannelRow[]> {
  return db.select().from(calendarPushChannels).where(eq(calendarPushChannels.accountId, accountId));
}

export async function findChannel(db: DbOrTx, id: string): Promise<PushChannelRow | undefined> {
  const [row] = await db.select().from(calendarPushChannels).where(eq(calendarPushChannels.id, id));
  return row;
}

/** A Microsoft subscription by the id Graph gave it (notifications name it, not ours). */
export async function findSubscription(
  db: DbOrTx,
  subscriptionId: string,
): Promise<PushChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarPushChannels)
    .where(
      and(
        eq(calendarPushChannels.provider, 'microsoft'),
        eq(calendarPushChannels.resourceId, subscriptionId),
      ),
    );
  return row;
}

export async function insertChannel(
  db: DbOrTx,
  row: typeof calendarPushChannels.$inferInsert,
): Promise<void> {
  await db.insert(calendarPushChannels).values(row);
}

export async function setChannelExpiry(db: DbOrTx, id: string, expiresAt: Date): Promise<void> {
  await db.update(calendarPushChannels).set({ expiresAt }).where(eq(calendarPushChannels.id, id));
}

export async function deleteChannel(db: DbOrTx, id: string): Promise<void> {
  await db.delete(calendarPushChannels).where(eq(calendarPushChannels.id, id));
}
