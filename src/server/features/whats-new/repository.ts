import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { whatsNewReads } from '../../db/schema/support';

export async function listReadEntryIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ entryId: whatsNewReads.entryId })
    .from(whatsNewReads)
    .where(eq(whatsNewReads.userId, userId));
  return new Set(rows.map((r) => r.entryId));
}

/** Marks entries read; reading one twice keeps the first time. */
export async function markEntriesRead(db: DbOrTx, userId: string, entryIds: string[], now: Date) {
  if (entryIds.length === 0) return;
  await db
    .insert(whatsNewReads)
    .values(entryIds.map((entryId) => ({ userId, entryId, readAt: now })))
    .onConflictDoNothing();
}
