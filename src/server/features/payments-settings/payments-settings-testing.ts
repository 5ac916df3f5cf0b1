import { eq, inArray } from 'drizzle-orm';
import { bookingPages } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import type { TestApp } from '../../testing/test-app';

// Shared set-up of the currency change tests: what is stored, read straight from the tables.

/** The page's currency and every price and currency the change may touch, as stored. */
export async function storedPrices(t: TestApp, pageId: string) {
  const db = t.services.deps.database.db;
  const [page] = await db
    .select({ currency: bookingPages.currency })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId));
  const byTitle = <T extends { title: string }>(rows: T[]) =>
    rows.sort((a, b) => a.title.localeCompare(b.title));
  return {
    currency: page!.currency,
    services: byTitle(
      await db
        .select({ title: services.title, price: services.price })
        .from(services)
        .where(eq(services.pageId, pageId)),
    ),
    series: byTitle(
      await db
        .select({ title: series.title, price: series.price, currency: series.currency })
        .from(series)
        .where(eq(series.pageId, pageId)),
    ),
    packages: byTitle(
      await db
        .select({
          title: packages.title,
          price: packages.price,
          currency: packages.currency,
          plan: packages.paymentPlanAmount,
        })
        .from(packages)
        .where(eq(packages.pageId, pageId)),
    ),
    sessions: (
      await db
        .select({
          id: sessions.id,
          title: sessions.title,
          price: sessions.price,
          currency: sessions.currency,
        })
        .from(sessions)
        .where(eq(sessions.pageId, pageId))
    ).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

export async function sessionsById(t: TestApp, ids: string[]) {
  return t.services.deps.database.db
    .select({ id: sessions.id, price: sessions.price, currency: sessions.currency })
    .from(sessions)
    .where(inArray(sessions.id, ids));
}
