import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { availabilities, DEFAULT_AVAILABILITY_ID } from './availabilities';
import { bookingPages } from './booking-pages';
import { allOrNone, createdAt, money, updatedAt } from './columns';
import { locations, locationType } from './locations';
import { frequencyPeriod } from './user-settings';

// A personal (one-to-one) service on the booking page. Its price is in the page's currency.
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id').notNull(),
    // The page owner; needed to reference the owner's availability.
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    // Minutes.
    duration: integer('duration').notNull(),
    price: money('price').notNull().default(0),
    availabilityId: text('availability_id').notNull().default(DEFAULT_AVAILABILITY_ID),
    // null means the expert's default conferencing provider (user_settings.conferencingProvider).
    // custom names a location; if that location is deleted locationId is set null and the service
    // falls back to the default (the location delete also resets locationType).
    locationType: locationType('location_type'),
    locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    order: integer('order').notNull().default(0),
    collectPhoneNumber: boolean('collect_phone_number').notNull().default(false),
    // spec: optional schedulingRules per service. When true, the rule columns below replace the
    // expert's rules (user_settings) for this service; maxNotice, frequency and alignment may
    // still be null, meaning no limit.
    customSchedulingRules: boolean('custom_scheduling_rules').notNull().default(false),
    minNotice: integer('min_notice'),
    maxNotice: integer('max_notice'),
    bufferBefore: integer('buffer_before'),
    bufferAfter: integer('buffer_after'),
    frequencyPeriod: frequencyPeriod('frequency_period'),
    frequencyMaxCount: integer('frequency_max_count'),
    alignment: integer('alignment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_page_id_order_idx').on(t.pageId, t.order),
    index('services_user_id_availability_id_idx').on(t.userId, t.availabilityId),
    index('services_location_id_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
    foreignKey({
      name: 'services_page_fk',
      columns: [t.pageId, t.userId],
      foreignColumns: [bookingPages.id, bookingPages.userId],
    }).onDelete('cascade'),
    // No ON DELETE action: spec 'deleting an availability moves the services using it to the
    // default', which the availability delete does in its transaction. Consequence: an account is
    // deleted page first (which removes its services), then user.
    foreignKey({
      name: 'services_availability_fk',
      columns: [t.userId, t.availabilityId],
      foreignColumns: [availabilities.userId, availabilities.id],
    }),
    check('services_location_check', sql`${t.locationId} is null or ${t.locationType} = 'custom'`),
    check('services_duration_check', sql`${t.duration} > 0`),
    check('services_price_check', sql`${t.price} >= 0`),
    check(
      'services_scheduling_rules_check',
      sql`not ${t.customSchedulingRules} or (${t.minNotice} is not null and ${t.bufferBefore} is not null and ${t.bufferAfter} is not null)`,
    ),
    check(
      'services_scheduling_rules_values_check',
      sql`${t.minNotice} >= 0 and ${t.maxNotice} > 0 and ${t.bufferBefore} >= 0 and ${t.bufferAfter} >= 0 and ${t.alignment} > 0`,
    ),
    check(
      'services_frequency_check',
      sql`${allOrNone(t.frequencyPeriod, t.frequencyMaxCount)} and ${t.frequencyMaxCount} > 0`,
    ),
  ],
);
