import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPageSlugRedirects, bookingPages } from '../../db/schema/booking-pages';
import { stampNow } from '../../db/schema/columns';

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

/** The expert's page, locked until the transaction ends (one save at a time). */
export async function lockPageOfOwner(tx: DbOrTx, userId: string): Promise<BookingPageRow | undefined> {
  const [page] = await tx.select().from(bookingPages).where(eq(bookingPages.userId, userId)).for('update');
  return page;
}

export async function updatePage(
  tx: DbOrTx,
  pageId: string,
  fields: Pick<BookingPageRow, 'slug' | 'displayName' | 'firstName' | 'lastName' | 'headline'> &
    Partial<Pick<BookingPageRow, 'description' | 'coverAlt'>>,
): Promise<BookingPageRow> {
  const [row] = await tx
    .update(bookingPages)
    .set({ ...fields, updatedAt: stampNow() })
    .where(eq(bookingPages.id, pageId))
    .returning();
  return row!;
}

export async function updateBranding(
  db: DbOrTx,
  pageId: string,
  colors: Pick<BookingPageRow, 'accentColor' | 'backgroundColor'>,
): Promise<BookingPageRow> {
  const [row] = await db
    .update(bookingPages)
    .set({ ...colors, updatedAt: stampNow() })
    .where(eq(bookingPages.id, pageId))
    .returning();
  return row!;
}

/** `slug` now leads to the page (a later move of the same page keeps every old address). */
export async function saveRedirect(tx: DbOrTx, slug: string, pageId: string): Promise<void> {
  await tx
    .insert(bookingPageSlugRedirects)
    .values({ slug, pageId })
    .onConflictDoUpdate({ target: bookingPageSlugRedirects.slug, set: { pageId } });
}

export async function deleteRedirect(tx: DbOrTx, slug: string): Promise<void> {
  await tx.delete(bookingPageSlugRedirects).where(eq(bookingPageSlugRedirects.slug, slug));
}

/** The address of the page an old address leads to, or null. */
export async function findRedirectTarget(db: DbOrTx, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: bookingPages.slug })
    .from(bookingPageSlugRedirects)
    .innerJoin(bookingPages, eq(bookingPages.id, bookingPageSlugRedirects.pageId))
    .where(eq(bookingPageSlugRedirects.slug, slug));
  return row?.slug ?? null;
}

/** Sets or clears the page's cover or call background (issue 19): the key of its large size, or null. */
export async function updatePageImages(
  tx: DbOrTx,
  pageId: string,
  images: Partial<Pick<BookingPageRow, 'cover' | 'coverAlt' | 'callBackground'>>,
): Promise<BookingPageRow> {
  const [row] = await tx
    .update(bookingPages)
    .set({ ...images, updatedAt: stampNow() })
    .where(eq(bookingPages.id, pageId))
    .returning();
  return row!;
}
