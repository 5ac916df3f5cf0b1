import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { createdAt, currencyCheck, money, updatedAt } from './columns';
import { locations, locationType } from './locations';
import { paymentAccounts } from './payment-accounts';

// A group session series: a template whose sessions (sessions.seriesId) are scheduled one by one.
// spec: deleting a series removes the record for real; its sessions stay as standalone ones.
export const series = pgTable(
  'series',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    // Minutes.
    duration: integer('duration').notNull(),
    price: money('price').notNull().default(0),
    currency: text('currency').notNull(),
    groupSizeMax: integer('group_size_max').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    collectPhoneNumber: boolean('collect_phone_number').notNull().default(false),
    // As on services: null means the expert's default; custom names a location (set null if the
    // location is deleted, which then reads as the default).
    locationType: locationType('location_type'),
    locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
    paymentAccountId: text('payment_account_id').references(() => paymentAccounts.id, {
      onDelete: 'set null',
    }),
    order: bigint('order', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('series_page_id_order_idx').on(t.pageId, t.order),
    index('series_location_id_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
    check('series_location_check', sql`${t.locationId} is null or ${t.locationType} = 'custom'`),
    check('series_duration_check', sql`${t.duration} > 0`),
    check('series_price_check', sql`${t.price} >= 0`),
    check('series_group_size_max_check', sql`${t.groupSizeMax} > 0`),
    currencyCheck('series_currency_check', t.currency),
  ],
);
