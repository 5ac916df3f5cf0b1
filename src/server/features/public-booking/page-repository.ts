import { and, asc, count, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';

// What a client may see of a booking page, read by slug without a session. Hidden items are left
// out of the lists (spec: hidden = reachable by direct link only).

/** The plan of a page's expert: it decides whether the page shows its branding (issue 20). */
export async function findOwnerPlanId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ planId: users.pricingPlanId }).from(users).where(eq(users.id, userId));
  return row?.planId;
}

export async function findPageBySlug(db: DbOrTx, slug: string) {
  const [page] = await db.select().from(bookingPages).where(eq(bookingPages.slug, slug.toLowerCase()));
  return page;
}

const serviceColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  duration: services.duration,
  price: services.price,
  collectPhoneNumber: services.collectPhoneNumber,
};

export function listListedServices(db: DbOrTx, pageId: string) {
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.pageId, pageId), eq(services.hidden, false)))
    .orderBy(asc(services.order), asc(services.createdAt), asc(services.id));
}

/** One service of the page, hidden or not. */
export async function findPageService(db: DbOrTx, pageId: string, serviceId: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.pageId, pageId), eq(services.id, serviceId)));
  return row;
}

/** Confirmed group sessions still to start that match `where`, soonest first, for a list. */
export function listUpcomingGroupSessionsWhere(db: DbOrTx, now: Date, where: SQL | undefined) {
  return db
    .select({
      id: sessions.id,
      title: sessions.title,
      start: sessions.start,
      end: sessions.end,
      price: sessions.price,
      groupSizeMax: sessions.groupSizeMax,
      seatsLeft: sessions.groupSizeRemaining,
      seriesId: sessions.seriesId,
      collectPhoneNumber: sessions.collectPhoneNumber,
    })
    .from(sessions)
    .where(and(eq(sessions.type, 'group'), eq(sessions.status, 'confirmed'), gt(sessions.start, now), where))
    .orderBy(asc(sessions.start), asc(sessions.id));
}

/** Upcoming standalone group sessions that are listed, soonest first. */
export function listUpcomingGroupSessions(db: DbOrTx, pageId: string, now: Date) {
  return listUpcomingGroupSessionsWhere(
    db,
    now,
    and(eq(sessions.pageId, pageId), isNull(sessions.seriesId), eq(sessions.hidden, false)),
  );
}

/** Listed series in the expert's order. */
export function listListedSeries(db: DbOrTx, pageId: string) {
  return db
    .select({ id: series.id, title: series.title, duration: series.duration, price: series.price })
    .from(series)
    .where(and(eq(series.pageId, pageId), eq(series.hidden, false)))
    .orderBy(asc(series.order), asc(series.createdAt), asc(series.id));
}

/** How many upcoming listed sessions each series of the page has (series without any are absent). */
export function countUpcomingSeriesSessions(db: DbOrTx, pageId: string, now: Date) {
  return db
    .select({ seriesId: sessions.seriesId, count: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.pageId, pageId),
        isNotNull(sessions.seriesId),
        eq(sessions.status, 'confirmed'),
        eq(sessions.hidden, false),
        gt(sessions.start, now),
      ),
    )
    .groupBy(sessions.seriesId);
}

export function listListedPackages(db: DbOrTx, pageId: string) {
  return db
    .select({
      id: packages.id,
      title: packages.title,
      price: packages.price,
      paymentPlanType: packages.paymentPlanType,
      paymentPlanCount: packages.paymentPlanCount,
      paymentPlanAmount: packages.paymentPlanAmount,
      expiryDays: packages.expiryDays,
    })
    .from(packages)
    .where(and(eq(packages.pageId, pageId), eq(packages.hidden, false), eq(packages.isDeleted, false)))
    .orderBy(asc(packages.order), asc(packages.id));
}
