import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { PricedItemKind } from '../../../domain/payments/currency-change';
import type { GatewaySetting } from '../../../domain/payments/gateway-rule';
import type { ConnectedAccount, PaymentGateway } from '../../../domain/payments/payment-status';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { stampNow } from '../../db/schema/columns';
import { packages } from '../../db/schema/packages';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { userSettings } from '../../db/schema/user-settings';

export type BookingPageRow = typeof bookingPages.$inferSelect;

/** The expert's page, locked until the transaction ends: one currency change at a time. */
export async function lockPageOfOwner(tx: DbOrTx, userId: string): Promise<BookingPageRow | undefined> {
  const [page] = await tx.select().from(bookingPages).where(eq(bookingPages.userId, userId)).for('update');
  return page;
}

export interface PricedItemRow {
  kind: PricedItemKind;
  id: string;
  title: string;
  price: number;
  currency: string;
  paymentPlanMonths: number | null;
}

// As group-sessions/repository.ts counts a live place (ADR 016): confirmed, or held by a payment
// still in time at the server's now (ADR 029).
const liveBookingExists = (now: Date) => sql<boolean>`exists (
  select 1 from bookings as live
  where live.session_id = sessions.id and live.cancelled_at is null
    and (live.status = 'confirmed' or (live.status = 'pending' and live.hold_expires_at > ${now}))
)`;

/** Standalone upcoming group sessions nobody has booked: they take the page's new currency. */
const openStandaloneSessions = (expertId: string, now: Date, ...more: SQL[]) =>
  and(
    eq(sessions.expertId, expertId),
    eq(sessions.type, 'group'),
    eq(sessions.status, 'confirmed'),
    isNull(sessions.seriesId),
    gt(sessions.start, now),
    eq(sessions.groupSizeCurrent, 0),
    sql`not ${liveBookingExists(now)}`,
    ...more,
  );

/** Upcoming sessions of a series nobody has booked: they follow the series (as its edit does). */
const openSessionsOfSeries = (seriesId: string, now: Date) =>
  and(
    eq(sessions.seriesId, seriesId),
    eq(sessions.status, 'confirmed'),
    gt(sessions.start, now),
    eq(sessions.groupSizeCurrent, 0),
    sql`not ${liveBookingExists(now)}`,
  );

/**
 * Everything on the page with a non-zero price that the currency change re-prices, in the order
 * the dashboard lists them: services, series, packages, then group sessions by start.
 */
export async function listPricedItems(
  db: DbOrTx,
  page: { id: string; userId: string; currency: string },
  now: Date,
): Promise<PricedItemRow[]> {
  const [serviceRows, seriesRows, packageRows, sessionRows] = await Promise.all([
    db
      .select({ id: services.id, title: services.title, price: services.price })
      .from(services)
      .where(and(eq(services.pageId, page.id), gt(services.price, 0)))
      .orderBy(asc(services.order), asc(services.id)),
    db
      .select({ id: series.id, title: series.title, price: series.price, currency: series.currency })
      .from(series)
      .where(and(eq(series.pageId, page.id), gt(series.price, 0)))
      .orderBy(asc(series.order), asc(series.id)),
    db
      .select({
        id: packages.id,
        title: packages.title,
        price: packages.price,
        currency: packages.currency,
        paymentPlanMonths: packages.paymentPlanCount,
      })
      .from(packages)
      .where(and(eq(packages.pageId, page.id), eq(packages.isDeleted, false), gt(packages.price, 0)))
      .orderBy(asc(packages.order), asc(packages.createdAt), asc(packages.id)),
    db
      .select({ id: sessions.id, title: sessions.title, price: sessions.price, currency: sessions.currency })
      .from(sessions)
      .where(openStandaloneSessions(page.userId, now, gt(sessions.price, 0)))
      .orderBy(asc(sessions.start), asc(sessions.id)),
  ]);
  return [
    ...serviceRows.map((r) => ({
      kind: 'service' as const,
      ...r,
      currency: page.currency,
      paymentPlanMonths: null,
    })),
    ...seriesRows.map((r) => ({ kind: 'series' as const, ...r, paymentPlanMonths: null })),
    ...packageRows.map((r) => ({ kind: 'package' as const, ...r })),
    ...sessionRows.map((r) => ({
      kind: 'groupSession' as const,
      ...r,
      price: r.price ?? 0,
      paymentPlanMonths: null,
    })),
  ];
}

export interface NewPrice {
  kind: PricedItemKind;
  id: string;
  /** Integer minor units of the new currency. */
  amount: number;
  /** A package's new monthly instalment, when it has a payment plan. */
  paymentPlanAmount: number | null;
}

/**
 * spec (doc 2, §7): one batch write of the page's currency and its prices. Free items take the
 * new currency too; booked sessions, bookings and bought packages keep their own.
 */
export async function writeCurrency(
  tx: DbOrTx,
  page: { id: string; userId: string },
  currency: string,
  prices: readonly NewPrice[],
  now: Date,
): Promise<void> {
  await tx.update(bookingPages).set({ currency, updatedAt: now }).where(eq(bookingPages.id, page.id));
  await tx.update(series).set({ currency }).where(eq(series.pageId, page.id));
  await tx
    .update(packages)
    .set({ currency })
    .where(and(eq(packages.pageId, page.id), eq(packages.isDeleted, false)));
  await tx.update(sessions).set({ currency }).where(openStandaloneSessions(page.userId, now));
  const seriesOfPage = tx.select({ id: series.id }).from(series).where(eq(series.pageId, page.id));
  await tx
    .update(sessions)
    .set({ currency })
    .where(
      and(
        sql`${sessions.seriesId} in ${seriesOfPage}`,
        eq(sessions.status, 'confirmed'),
        gt(sessions.start, now),
        eq(sessions.groupSizeCurrent, 0),
        sql`not ${liveBookingExists(now)}`,
      ),
    );
  for (const price of prices) {
    switch (price.kind) {
      case 'service':
        await tx
          .update(services)
          .set({ price: price.amount, updatedAt: now })
          .where(and(eq(services.id, price.id), eq(services.pageId, page.id)));
        break;
      case 'series':
        await tx
          .update(series)
          .set({ price: price.amount, updatedAt: now })
          .where(and(eq(series.id, price.id), eq(series.pageId, page.id)));
        await tx.update(sessions).set({ price: price.amount }).where(openSessionsOfSeries(price.id, now));
        break;
      case 'package':
        await tx
          .update(packages)
          .set({ price: price.amount, paymentPlanAmount: price.paymentPlanAmount, updatedAt: now })
          .where(and(eq(packages.id, price.id), eq(packages.pageId, page.id)));
        break;
      case 'groupSession':
        await tx
          .update(sessions)
          .set({ price: price.amount, updatedAt: now })
          .where(openStandaloneSessions(page.userId, now, eq(sessions.id, price.id)));
        break;
    }
  }
}

/** The gateway the expert chose (spec: settings.payments.gateway); null until they choose (ADR 034). */
export async function findGateway(db: DbOrTx, userId: string): Promise<PaymentGateway | null> {
  const [row] = await db
    .select({ gateway: userSettings.paymentsGateway })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.gateway ?? null;
}

/** The expert's choice of gateway (PUT /api/payments/gateway); the settings row is made if missing. */
export async function saveGateway(db: DbOrTx, userId: string, gateway: PaymentGateway): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, paymentsGateway: gateway })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { paymentsGateway: gateway, updatedAt: stampNow() },
    });
}

/** What the gateway rule reads (ADR 034): the stored choice and the connected accounts. */
export async function findGatewaySetting(db: DbOrTx, userId: string): Promise<GatewaySetting> {
  const [chosen, accounts] = await Promise.all([findGateway(db, userId), listConnectedAccounts(db, userId)]);
  return { chosen, accounts };
}

/** The expert's provider accounts that are not disconnected. */
export async function listConnectedAccounts(db: DbOrTx, userId: string): Promise<ConnectedAccount[]> {
  const rows = await db
    .select({
      provider: paymentAccounts.provider,
      chargesEnabled: paymentAccounts.stripeChargesEnabled,
      requirementsDue: paymentAccounts.stripeRequirementsDue,
      paypalVerified: paymentAccounts.paypalAccountVerified,
    })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, userId), isNull(paymentAccounts.disconnectedAt)))
    .orderBy(asc(paymentAccounts.provider));
  // Whether Stripe lets the account take charges is what account.updated last said (ADR 032).
  return rows.map((row) => ({
    provider: row.provider,
    chargesEnabled: row.provider === 'stripe' ? row.chargesEnabled : null,
    requirementsDue: row.provider === 'stripe' ? row.requirementsDue : [],
    paypalVerified: row.paypalVerified,
  }));
}
