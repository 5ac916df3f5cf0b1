import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { allOrNone, createdAt, currencyCheck, money, type RichTextDocument, updatedAt } from './columns';
import { paymentAccounts } from './payment-accounts';
import { series } from './series';
import { services } from './services';
import { sessions } from './sessions';

export const paymentPlanType = pgEnum('payment_plan_type', ['monthly']);

// spec: delete is a soft delete (isDeleted); hidden packages are reachable by direct link only.
export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: jsonb('description').$type<RichTextDocument>(),
    price: money('price').notNull().default(0),
    currency: text('currency').notNull(),
    // spec: paymentPlan {type monthly, count, amount}, optional. amount is per instalment.
    paymentPlanType: paymentPlanType('payment_plan_type'),
    paymentPlanCount: smallint('payment_plan_count'),
    paymentPlanAmount: money('payment_plan_amount'),
    expiryDays: integer('expiry_days'),
    hidden: boolean('hidden').notNull().default(false),
    paymentAccountId: text('payment_account_id').references(() => paymentAccounts.id, {
      onDelete: 'set null',
    }),
    // spec: the order value is the creation timestamp (epoch milliseconds) until reordered.
    order: bigint('order', { mode: 'number' }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_page_id_order_idx').on(t.pageId, t.order).where(sql`not ${t.isDeleted}`),
    check('packages_price_check', sql`${t.price} >= 0`),
    currencyCheck('packages_currency_check', t.currency),
    check(
      'packages_payment_plan_check',
      sql`${allOrNone(t.paymentPlanType, t.paymentPlanCount, t.paymentPlanAmount)} and ${t.paymentPlanCount} between 2 and 12 and ${t.paymentPlanAmount} > 0`,
    ),
    check('packages_expiry_days_check', sql`${t.expiryDays} between 1 and 36500`),
  ],
);

// spec: Package.personalSessions, a map of service id to {count}.
export const packageServices = pgTable(
  'package_services',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'package_services_pk', columns: [t.packageId, t.serviceId] }),
    index('package_services_service_id_idx').on(t.serviceId),
    check('package_services_count_check', sql`${t.count} >= 0`),
  ],
);

// spec: Package.groupSessionIds, specific group sessions included.
export const packageGroupSessions = pgTable(
  'package_group_sessions',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'package_group_sessions_pk', columns: [t.packageId, t.sessionId] }),
    index('package_group_sessions_session_id_idx').on(t.sessionId),
  ],
);

// spec: Package.groupSessionSeries, a map of series id to {count}. Queried by series before a
// series is deleted.
export const packageSeries = pgTable(
  'package_series',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'package_series_pk', columns: [t.packageId, t.seriesId] }),
    index('package_series_series_id_idx').on(t.seriesId),
    check('package_series_count_check', sql`${t.count} >= 0`),
  ],
);
