import { and, asc, desc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { clients } from '../../db/schema/clients';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';

// Every function takes the booking page: another expert's code, client or product is simply not
// found.

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type ProductType = 'service' | 'package' | 'series' | 'session';
export type ProductRef = { type: ProductType; id: string };

export const CODE_UNIQUE_INDEX = 'discount_codes_page_id_code_lower_idx';

export async function listCodes(db: DbOrTx, pageId: string): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.pageId, pageId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

/** `lock: 'update'` holds the row until the transaction ends (edit against delete or a redemption). */
export async function findCode(
  db: DbOrTx,
  pageId: string,
  id: string,
  lock?: 'update',
): Promise<DiscountCodeRow | undefined> {
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.pageId, pageId), eq(discountCodes.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** spec §7: the uniqueness query, by the lower-case code; `exceptId` is the code being edited. */
export async function isCodeTaken(db: DbOrTx, pageId: string, code: string, exceptId?: string) {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.pageId, pageId),
        eq(discountCodes.codeLower, code.toLowerCase()),
        exceptId ? not(eq(discountCodes.id, exceptId)) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type CodeValues = {
  code: string;
  valueType: 'percentage' | 'fixed';
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  maxRedemptions: number | null;
  clientId: string | null;
  productsRestricted: boolean;
};

export async function insertCode(
  db: DbOrTx,
  row: { id: string; pageId: string; createdAt: Date } & CodeValues,
): Promise<void> {
  await db.insert(discountCodes).values(row);
}

export async function updateCode(db: DbOrTx, id: string, values: CodeValues, now: Date): Promise<void> {
  await db
    .update(discountCodes)
    .set({ ...values, updatedAt: now })
    .where(eq(discountCodes.id, id));
}

export async function setActive(
  db: DbOrTx,
  pageId: string,
  id: string,
  active: boolean,
  now: Date,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ active, updatedAt: now })
    .where(and(eq(discountCodes.pageId, pageId), eq(discountCodes.id, id)))
    .returning();
  return row;
}

export async function deleteCode(db: DbOrTx, pageId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.pageId, pageId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

/** Replaces the code's product restrictions. */
export async function saveProducts(
  db: DbOrTx,
  codeId: string,
  products: readonly ProductRef[],
  newId: () => string,
): Promise<void> {
  await db.delete(discountCodeProducts).where(eq(discountCodeProducts.discountCodeId, codeId));
  if (products.length === 0) return;
  await db.insert(discountCodeProducts).values(
    products.map((p) => ({
      id: newId(),
      discountCodeId: codeId,
      type: p.type,
      serviceId: p.type === 'service' ? p.id : null,
      packageId: p.type === 'package' ? p.id : null,
      seriesId: p.type === 'series' ? p.id : null,
      sessionId: p.type === 'session' ? p.id : null,
    })),
  );
}

export type ProductRow = { codeId: string; type: ProductType; id: string; title: string; start: Date | null };

/** The products the codes are restricted to, with their titles. */
export async function listProducts(db: DbOrTx, codeIds: readonly string[]): Promise<ProductRow[]> {
  if (codeIds.length === 0) return [];
  const p = discountCodeProducts;
  const rows = await db
    .select({
      codeId: p.discountCodeId,
      type: p.type,
      serviceId: p.serviceId,
      packageId: p.packageId,
      seriesId: p.seriesId,
      sessionId: p.sessionId,
      serviceTitle: services.title,
      packageTitle: packages.title,
      seriesTitle: series.title,
      sessionTitle: sessions.title,
      sessionStart: sessions.start,
    })
    .from(p)
    .leftJoin(services, eq(services.id, p.serviceId))
    .leftJoin(packages, eq(packages.id, p.packageId))
    .leftJoin(series, eq(series.id, p.seriesId))
    .leftJoin(sessions, eq(sessions.id, p.sessionId))
    .where(inArray(p.discountCodeId, [...codeIds]))
    .orderBy(asc(p.type), asc(p.id));
  return rows.map((r) => ({
    codeId: r.codeId,
    type: r.type,
    id: (r.serviceId ?? r.packageId ?? r.seriesId ?? r.sessionId)!,
    title: r.serviceTitle ?? r.packageTitle ?? r.seriesTitle ?? r.sessionTitle ?? '',
    start: r.sessionStart,
  }));
}

/** The named clients of the page (for the codes restricted to one). */
export async function findClients(db: DbOrTx, pageId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(and(eq(clients.pageId, pageId), inArray(clients.id, [...ids])));
}

/**
 * Which of the products belong to the page: its services, series and packages (not deleted), and
 * its group sessions. Share-locked, so a product cannot go away before the code is saved.
 */
export async function countOwnedProducts(db: DbOrTx, pageId: string, products: readonly ProductRef[]) {
  const ids = (type: ProductType) => products.filter((p) => p.type === type).map((p) => p.id);
  const [serviceRows, packageRows, seriesRows, sessionRows] = await Promise.all([
    ids('service').length
      ? db
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.pageId, pageId), inArray(services.id, ids('service'))))
          .for('share')
      : [],
    ids('package').length
      ? db
          .select({ id: packages.id })
          .from(packages)
          .where(
            and(eq(packages.pageId, pageId), not(packages.isDeleted), inArray(packages.id, ids('package'))),
          )
          .for('share')
      : [],
    ids('series').length
      ? db
          .select({ id: series.id })
          .from(series)
          .where(and(eq(series.pageId, pageId), inArray(series.id, ids('series'))))
          .for('share')
      : [],
    ids('session').length
      ? db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.pageId, pageId),
              eq(sessions.type, 'group'),
              inArray(sessions.id, ids('session')),
            ),
          )
          .for('share')
      : [],
  ]);
  return serviceRows.length + packageRows.length + seriesRows.length + sessionRows.length;
}

/** Whether the client is the page's, share-locked for the rest of the transaction. */
export async function isOwnClient(db: DbOrTx, pageId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.pageId, pageId), eq(clients.id, clientId)))
    .for('share');
  return Boolean(row);
}

/** spec §7: bookings and booked packages carrying the code (expired holds are not a use), newest first. */
export async function listUsage(db: DbOrTx, pageId: string, codeId: string) {
  const snapshot = <T extends typeof bookings | typeof bookedPackages>(t: T) => ({
    id: t.id,
    firstName: t.clientFirstName,
    lastName: t.clientLastName,
    createdAt: t.createdAt,
    discountAmountOff: sql<number>`coalesce(${t.discountAmountOff}, 0)`.mapWith(Number),
    currency: t.currency,
    valueType: t.discountValueType,
    percentOff: t.discountValuePercentOff,
    amountOff: t.discountValueAmountOff,
    valueCurrency: t.discountValueCurrency,
  });
  const [bookingRows, packageRows] = await Promise.all([
    db
      .select(snapshot(bookings))
      .from(bookings)
      .where(
        and(
          eq(bookings.pageId, pageId),
          eq(bookings.discountCodeId, codeId),
          not(eq(bookings.status, 'expired')),
        ),
      ),
    db
      .select(snapshot(bookedPackages))
      .from(bookedPackages)
      .where(
        and(
          eq(bookedPackages.pageId, pageId),
          eq(bookedPackages.discountCodeId, codeId),
          not(eq(bookedPackages.status, 'expired')),
        ),
      ),
  ]);
  return [
    ...bookingRows.map((r) => ({ kind: 'booking' as const, ...r })),
    ...packageRows.map((r) => ({ kind: 'package' as const, ...r })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
}

/** What a code can be restricted to (the picker's options). */
export async function listProductOptions(db: DbOrTx, pageId: string, now: Date) {
  const [serviceRows, packageRows, seriesRows, sessionRows] = await Promise.all([
    db
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(eq(services.pageId, pageId))
      .orderBy(asc(services.order), asc(services.title), asc(services.id)),
    db
      .select({ id: packages.id, title: packages.title })
      .from(packages)
      .where(and(eq(packages.pageId, pageId), not(packages.isDeleted)))
      .orderBy(asc(packages.order), asc(packages.id)),
    db
      .select({ id: series.id, title: series.title })
      .from(series)
      .where(eq(series.pageId, pageId))
      .orderBy(asc(series.order), asc(series.title), asc(series.id)),
    // Upcoming confirmed group sessions, as packages offer them.
    db
      .select({ id: sessions.id, title: sessions.title, start: sessions.start })
      .from(sessions)
      .where(
        and(
          eq(sessions.pageId, pageId),
          eq(sessions.type, 'group'),
          eq(sessions.status, 'confirmed'),
          gt(sessions.start, now),
        ),
      )
      .orderBy(asc(sessions.start), asc(sessions.id))
      .limit(100),
  ]);
  return { services: serviceRows, packages: packageRows, series: seriesRows, sessions: sessionRows };
}
