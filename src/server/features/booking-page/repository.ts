import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';

export type BookingPageRow = typeof bookingPages.$inferSelect;

export async function findPageByOwner(db: DbOrTx, userId: string): Promise<BookingPageRow | undefined> {
  const [page] = await db.select().from(bookingPages).where(eq(bookingPages.userId, userId));
  return page;
}

export async function isSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingPages.id })
    .from(bookingPages)
    .where(eq(bookingPages.slug, slug));
  return Boolean(row);
}

export async function insertPage(
  db: DbOrTx,
  page: typeof bookingPages.$inferInsert,
): Promise<BookingPageRow> {
  const [row] = await db.insert(bookingPages).values(page).returning();
  return row!;
}

/**
 * Reads the page's currency under a share lock (the currency change's race with price edits): a price write holds it
 * until commit, so a currency change (which takes the row FOR UPDATE) waits for it, and the write
 * sees a change that committed first.
 */
export async function sharePageCurrency(db: DbOrTx, pageId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: bookingPages.currency })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId))
    .for('share');
  return row?.currency;
}
