import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { clients } from './clients';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';
import { discountCodes, discountSnapshotCheck, discountValueType } from './discount-codes';
import { packages } from './packages';
import { paymentPlans } from './payment-plans';
import { series } from './series';
import { services } from './services';
import { sessions } from './sessions';

// 'pending': bought with a payment not yet made (until holdExpiresAt); 'expired': that payment
// failed or timed out. Only confirmed booked packages are listed or usable (ADR 016).
export const bookedPackageStatus = pgEnum('booked_package_status', ['confirmed', 'pending', 'expired']);

// A package bought by a client, with snapshots of the package and client at purchase time.
// Credits are the two *_credits tables; the sessions booked with it are booked_package_sessions.
export const bookedPackages = pgTable(
  'booked_packages',
  {
    id: text('id').primaryKey(),
    // spec: package.pageId
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    status: bookedPackageStatus('status').notNull().default('confirmed'),
    holdExpiresAt: instant('hold_expires_at'),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageTitle: text('package_title').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientFirstName: text('client_first_name').notNull(),
    clientLastName: text('client_last_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientMessage: text('client_message'),
    paymentAmount: money('payment_amount').notNull().default(0),
    currency: text('currency').notNull(),
    paymentId: text('payment_id'),
    // spec: paymentPlanScheduledId
    paymentPlanId: text('payment_plan_id').references(() => paymentPlans.id, {
      onDelete: 'set null',
    }),
    discountCodeId: text('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'set null',
    }),
    discountCode: text('discount_code'),
    // spec: discount {valueType, value {percentOff or amountOff, currency}}, a snapshot of the code.
    discountValueType: discountValueType('discount_value_type'),
    discountValuePercentOff: integer('discount_value_percent_off'),
    discountValueAmountOff: money('discount_value_amount_off'),
    discountValueCurrency: text('discount_value_currency'),
    // The amount actually taken off this purchase.
    discountAmountOff: money('discount_amount_off'),
    // issue 19: the version of the page's policies the buyer accepted (null: the page had none).
    policiesVersion: text('policies_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: instant('expires_at'),
  },
  (t) => [
    index('booked_packages_page_id_created_at_idx').on(t.pageId, t.createdAt),
    index('booked_packages_discount_code_id_created_at_idx')
      .on(t.discountCodeId, t.createdAt)
      .where(sql`${t.discountCodeId} is not null`),
    index('booked_packages_client_id_created_at_idx')
      .on(t.clientId, t.createdAt)
      .where(sql`${t.clientId} is not null`),
    index('booked_packages_package_id_idx').on(t.packageId).where(sql`${t.packageId} is not null`),
    index('booked_packages_payment_id_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    uniqueIndex('booked_packages_payment_plan_id_idx')
      .on(t.paymentPlanId)
      .where(sql`${t.paymentPlanId} is not null`),
    currencyCheck('booked_packages_currency_check', t.currency),
    currencyCheck('booked_packages_discount_value_currency_check', t.discountValueCurrency),
    discountSnapshotCheck('booked_packages_discount_check', {
      valueType: t.discountValueType,
      percentOff: t.discountValuePercentOff,
      amountOff: t.discountValueAmountOff,
      currency: t.discountValueCurrency,
    }),
    check('booked_packages_hold_check', sql`(${t.status} = 'pending') = (${t.holdExpiresAt} is not null)`),
    check('booked_packages_amounts_check', sql`${t.paymentAmount} >= 0 and ${t.discountAmountOff} >= 0`),
  ],
);

// spec: booked.personal, per service {available, sessionIds} with the package's {title, count}.
// serviceId is set null if the service is deleted; title keeps what the client bought.
// Editing counts: available becomes max(0, new count minus used sessions).
export const bookedPackageServiceCredits = pgTable(
  'booked_package_service_credits',
  {
    id: text('id').primaryKey(),
    bookedPackageId: text('booked_package_id').notNull(),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    count: integer('count').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'booked_package_service_credits_booked_package_fk',
      columns: [t.bookedPackageId],
      foreignColumns: [bookedPackages.id],
    }).onDelete('cascade'),
    uniqueIndex('booked_package_service_credits_booked_package_id_service_id_idx').on(
      t.bookedPackageId,
      t.serviceId,
    ),
    index('booked_package_service_credits_service_id_idx')
      .on(t.serviceId)
      .where(sql`${t.serviceId} is not null`),
    check(
      'booked_package_service_credits_count_check',
      sql`${t.count} >= 0 and ${t.available} between 0 and ${t.count}`,
    ),
  ],
);

// spec: booked.groupSeries, per series {available, sessionIds} with the package's {title, count}.
// spec: deleting a series in packages makes clients who bought lose access (seriesId set null).
export const bookedPackageSeriesCredits = pgTable(
  'booked_package_series_credits',
  {
    id: text('id').primaryKey(),
    bookedPackageId: text('booked_package_id').notNull(),
    seriesId: text('series_id').references(() => series.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    count: integer('count').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'booked_package_series_credits_booked_package_fk',
      columns: [t.bookedPackageId],
      foreignColumns: [bookedPackages.id],
    }).onDelete('cascade'),
    uniqueIndex('booked_package_series_credits_booked_package_id_series_id_idx').on(
      t.bookedPackageId,
      t.seriesId,
    ),
    index('booked_package_series_credits_series_id_idx').on(t.seriesId).where(sql`${t.seriesId} is not null`),
    check(
      'booked_package_series_credits_count_check',
      sql`${t.count} >= 0 and ${t.available} between 0 and ${t.count}`,
    ),
  ],
);

// spec: booked.sessionIds, and per credit its sessionIds. A session booked from a service credit
// or a series credit names it; an included group session (Package.groupSessionIds) names neither.
export const bookedPackageSessions = pgTable(
  'booked_package_sessions',
  {
    bookedPackageId: text('booked_package_id')
      .notNull()
      .references(() => bookedPackages.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    serviceCreditId: text('service_credit_id'),
    seriesCreditId: text('series_credit_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'booked_package_sessions_pk', columns: [t.bookedPackageId, t.sessionId] }),
    index('booked_package_sessions_session_id_idx').on(t.sessionId),
    foreignKey({
      name: 'booked_package_sessions_service_credit_fk',
      columns: [t.serviceCreditId],
      foreignColumns: [bookedPackageServiceCredits.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'booked_package_sessions_series_credit_fk',
      columns: [t.seriesCreditId],
      foreignColumns: [bookedPackageSeriesCredits.id],
    }).onDelete('set null'),
    index('booked_package_sessions_service_credit_id_idx')
      .on(t.serviceCreditId)
      .where(sql`${t.serviceCreditId} is not null`),
    index('booked_package_sessions_series_credit_id_idx')
      .on(t.seriesCreditId)
      .where(sql`${t.seriesCreditId} is not null`),
    check(
      'booked_package_sessions_credit_check',
      sql`num_nonnulls(${t.serviceCreditId}, ${t.seriesCreditId}) <= 1`,
    ),
  ],
);
