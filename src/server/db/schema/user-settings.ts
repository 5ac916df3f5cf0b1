import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { allOrNone, updatedAt } from './columns';
import { connectedAccountCalendars } from './connected-accounts';
import { locations, locationType } from './locations';

export const paymentsGateway = pgEnum('payments_gateway', ['stripe', 'paypal', 'none']);

// spec: schedulingRules.frequency limits how many sessions a client can book per day or week.
export const frequencyPeriod = pgEnum('frequency_period', ['daily', 'weekly']);

// The spec's User.settings, one row per user. All durations are in minutes.
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // spec: settings.conferencing.provider is daily, zoom or a custom location id; default daily.
    conferencingProvider: locationType('conferencing_provider').notNull().default('daily'),
    // Set null if the location is deleted; 'custom' without a location then reads as daily (spec:
    // 'Deleting the location that is the default resets it to daily', which the location delete
    // also does explicitly).
    conferencingLocationId: text('conferencing_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    // spec: settings.payments.gateway; null until the expert chooses one (ADR 034): the gateway in
    // use is then the account they connected, and a sandbox installation charges through itself.
    paymentsGateway: paymentsGateway('payments_gateway'),
    // spec: settings.calendarSync.to holds one account and one calendar.
    calendarSyncToAccountId: text('calendar_sync_to_account_id'),
    calendarSyncToCalendarId: text('calendar_sync_to_calendar_id'),
    // spec: settings.cancellationPolicy; a notice is null when not set.
    cancellationDisabled: boolean('cancellation_disabled').notNull().default(false),
    cancellationMinNotice: integer('cancellation_min_notice'),
    reschedulingDisabled: boolean('rescheduling_disabled').notNull().default(false),
    reschedulingMinNotice: integer('rescheduling_min_notice'),
    // spec: settings.schedulingRules. maxNotice null means no limit.
    minNotice: integer('min_notice').notNull().default(0),
    maxNotice: integer('max_notice'),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    // At most frequencyMaxCount sessions per frequencyPeriod; both null means no limit.
    frequencyPeriod: frequencyPeriod('frequency_period'),
    frequencyMaxCount: integer('frequency_max_count'),
    // When set, slot start times are aligned to multiples of this many minutes.
    alignment: integer('alignment'),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'user_settings_calendar_sync_to_fk',
      columns: [t.calendarSyncToAccountId, t.calendarSyncToCalendarId],
      foreignColumns: [connectedAccountCalendars.accountId, connectedAccountCalendars.id],
    }).onDelete('set null'),
    check(
      'user_settings_conferencing_check',
      sql`${t.conferencingLocationId} is null or ${t.conferencingProvider} = 'custom'`,
    ),
    check(
      'user_settings_calendar_sync_to_check',
      allOrNone(t.calendarSyncToAccountId, t.calendarSyncToCalendarId),
    ),
    check(
      'user_settings_notices_check',
      sql`${t.cancellationMinNotice} >= 0 and ${t.reschedulingMinNotice} >= 0 and ${t.minNotice} >= 0 and ${t.maxNotice} > 0`,
    ),
    check('user_settings_buffers_check', sql`${t.bufferBefore} >= 0 and ${t.bufferAfter} >= 0`),
    check(
      'user_settings_frequency_check',
      sql`${allOrNone(t.frequencyPeriod, t.frequencyMaxCount)} and ${t.frequencyMaxCount} > 0`,
    ),
    check('user_settings_alignment_check', sql`${t.alignment} > 0`),
  ],
);
