import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { clients } from './clients';
import { createdAt, currencyCheck, money, updatedAt } from './columns';
import { packages } from './packages';
import { series } from './series';
import { services } from './services';
import { sessions } from './sessions';

// spec: percentage (percentOff) or fixed (amountOff plus currency). Also used for the discount
// snapshot on bookings and booked packages.
export const discountValueType = pgEnum('discount_value_type', ['percentage', 'fixed']);

export const discountProductType = pgEnum('discount_product_type', [
  'service',
  'package',
  'series',
  'session',
]);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    // spec: codeLower; codes are unique per page ignoring case.
    codeLower: text('code_lower').notNull().generatedAlwaysAs(sql`lower(code)`),
    valueType: discountValueType('value_type').notNull(),
    percentOff: integer('percent_off'),
    amountOff: money('amount_off'),
    currency: text('currency'),
    active: boolean('active').notNull().default(true),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    // null means unlimited.
    maxRedemptions: integer('max_redemptions'),
    // Restricted to one client when set.
    clientId: text('client_id'),
    // Restricted to the products in discount_code_products when true. Kept apart from the rows so
    // that deleting a restricted product never turns the code into an unrestricted one.
    productsRestricted: boolean('products_restricted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_page_id_code_lower_idx').on(t.pageId, t.codeLower),
    index('discount_codes_client_id_idx').on(t.clientId).where(sql`${t.clientId} is not null`),
    // A code restricted to a client goes with the client: setting it null would silently widen
    // the code to everyone. Bookings keep their discount snapshot.
    foreignKey({
      name: 'discount_codes_client_fk',
      columns: [t.clientId, t.pageId],
      foreignColumns: [clients.id, clients.pageId],
    }).onDelete('cascade'),
    // spec: at most 20 letters and digits.
    check('discount_codes_code_check', sql`${t.code} ~ '^[A-Za-z0-9]{1,20}$'`),
    check(
      'discount_codes_value_check',
      sql`case ${t.valueType}
        when 'percentage' then ${t.percentOff} is not null and ${t.percentOff} between 1 and 100
          and ${t.amountOff} is null
        else ${t.percentOff} is null and ${t.amountOff} is not null and ${t.amountOff} > 0
          and ${t.currency} is not null end`,
    ),
    currencyCheck('discount_codes_currency_check', t.currency),
    check('discount_codes_redemptions_check', sql`${t.timesRedeemed} >= 0 and ${t.maxRedemptions} > 0`),
  ],
);

// spec: DiscountCode.products, optional restrictions; exactly the id matching type is set.
export const discountCodeProducts = pgTable(
  'discount_code_products',
  {
    id: text('id').primaryKey(),
    discountCodeId: text('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    type: discountProductType('type').notNull(),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    seriesId: text('series_id').references(() => series.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('discount_code_products_product_idx')
      .on(t.discountCodeId, t.serviceId, t.packageId, t.seriesId, t.sessionId)
      .nullsNotDistinct(),
    index('discount_code_products_service_id_idx').on(t.serviceId).where(sql`${t.serviceId} is not null`),
    index('discount_code_products_package_id_idx').on(t.packageId).where(sql`${t.packageId} is not null`),
    index('discount_code_products_series_id_idx').on(t.seriesId).where(sql`${t.seriesId} is not null`),
    index('discount_code_products_session_id_idx').on(t.sessionId).where(sql`${t.sessionId} is not null`),
    check(
      'discount_code_products_target_check',
      sql`num_nonnulls(${t.serviceId}, ${t.packageId}, ${t.seriesId}, ${t.sessionId}) = 1 and case ${t.type}
        when 'service' then ${t.serviceId} is not null
        when 'package' then ${t.packageId} is not null
        when 'series' then ${t.seriesId} is not null
        else ${t.sessionId} is not null end`,
    ),
  ],
);

// A discount snapshot (bookings, booked packages) holds the value its type needs.
export const discountSnapshotCheck = (
  name: string,
  c: {
    valueType: AnyPgColumn;
    percentOff: AnyPgColumn;
    amountOff: AnyPgColumn;
    currency: AnyPgColumn;
  },
) =>
  check(
    name,
    sql`case ${c.valueType}
      when 'percentage' then ${c.percentOff} is not null
      when 'fixed' then ${c.amountOff} is not null and ${c.currency} is not null
      else ${c.percentOff} is null and ${c.amountOff} is null end`,
  );
