import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages, customDomains } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { sessions } from '../../db/schema/sessions';

// Custom domains of booking pages (issue 19, ADR 054). Positions are 0..9 in order, 0 the primary.

export type CustomDomainRow = typeof customDomains.$inferSelect;

export async function listDomainsOfPage(db: DbOrTx, pageId: string): Promise<CustomDomainRow[]> {
  return db
    .select()
    .from(customDomains)
    .where(eq(customDomains.pageId, pageId))
    .orderBy(asc(customDomains.position));
}

export async function findDomainOfPage(
  db: DbOrTx,
  pageId: string,
  id: string,
): Promise<CustomDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.pageId, pageId), eq(customDomains.id, id)));
  return row;
}

export async function isDomainTaken(db: DbOrTx, punycode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(eq(customDomains.punycode, punycode));
  return Boolean(row);
}

export async function insertDomain(
  tx: DbOrTx,
  row: typeof customDomains.$inferInsert,
): Promise<CustomDomainRow> {
  const [inserted] = await tx.insert(customDomains).values(row).returning();
  return inserted!;
}

export async function markDomainVerified(db: DbOrTx, id: string, at: Date): Promise<CustomDomainRow> {
  const [row] = await db
    .update(customDomains)
    .set({ verifiedAt: sql`coalesce(${customDomains.verifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(customDomains.id, id))
    .returning();
  return row!;
}

/** Removes the domain and moves the ones after it up (the next becomes primary). */
export async function deleteDomain(tx: DbOrTx, row: CustomDomainRow): Promise<void> {
  await tx.delete(customDomains).where(eq(customDomains.id, row.id));
  await tx
    .update(customDomains)
    .set({ position: sql`${customDomains.position} - 1` })
    .where(and(eq(customDomains.pageId, row.pageId), gt(customDomains.position, row.position)));
}

/** What a Host header names: its page, the owner's plan, and every domain of that page in order. */
export type DomainHost = {
  pageId: string;
  slug: string;
  pricingPlanId: string;
  domains: Array<{ punycode: string; verified: boolean }>;
};

export async function findHostByPunycode(db: DbOrTx, punycode: string): Promise<DomainHost | null> {
  const [hit] = await db
    .select({
      pageId: bookingPages.id,
      slug: bookingPages.slug,
      pricingPlanId: users.pricingPlanId,
    })
    .from(customDomains)
    .innerJoin(bookingPages, eq(bookingPages.id, customDomains.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(customDomains.punycode, punycode));
  if (!hit) return null;
  const domains = await db
    .select({ punycode: customDomains.punycode, verifiedAt: customDomains.verifiedAt })
    .from(customDomains)
    .where(eq(customDomains.pageId, hit.pageId))
    .orderBy(asc(customDomains.position));
  return { ...hit, domains: domains.map((d) => ({ punycode: d.punycode, verified: d.verifiedAt !== null })) };
}

/**
 * The page's serving domain (the first verified one: the primary once verified) with its owner's
 * plan, or null.
 */
export async function findServingDomainOfPage(
  db: DbOrTx,
  pageId: string,
): Promise<{ punycode: string; pricingPlanId: string } | null> {
  const [row] = await db
    .select({ punycode: customDomains.punycode, pricingPlanId: users.pricingPlanId })
    .from(customDomains)
    .innerJoin(bookingPages, eq(bookingPages.id, customDomains.pageId))
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(and(eq(customDomains.pageId, pageId), sql`${customDomains.verifiedAt} is not null`))
    .orderBy(asc(customDomains.position))
    .limit(1);
  return row ?? null;
}

/** The page a group session, series or package belongs to (its custom domain serves only its own). */
export async function pageIdOfItem(
  db: DbOrTx,
  kind: 'sessions' | 'series' | 'packages',
  id: string,
): Promise<string | null> {
  const table = kind === 'sessions' ? sessions : kind === 'series' ? series : packages;
  const [row] = await db.select({ pageId: table.pageId }).from(table).where(eq(table.id, id));
  return row?.pageId ?? null;
}
