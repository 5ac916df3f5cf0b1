import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { instant, updatedAt } from './columns';

export const connectedAccountType = pgEnum('connected_account_type', ['conferencing', 'calendar']);

export const connectedAccountProvider = pgEnum('connected_account_provider', [
  'zoom',
  'google',
  'microsoft',
  'apple',
]);

export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: connectedAccountType('type').notNull(),
    provider: connectedAccountProvider('provider').notNull(),
    // The provider's stable id for the account, so a second connection of it is refused
    // (spec: 'This account is already connected.') and a reconnect updates the same row.
    externalId: text('external_id').notNull(),
    email: text('email'),
    principalName: text('principal_name'),
    appleId: text('apple_id'),
    hasAuthError: boolean('has_auth_error').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    // Provider tokens or app-specific password, as the integration adapter stores them.
    credentials: jsonb('credentials').$type<Record<string, unknown>>(),
    connectedAt: instant('connected_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('connected_accounts_user_id_type_idx').on(t.userId, t.type),
    uniqueIndex('connected_accounts_user_id_provider_external_id_idx').on(t.userId, t.provider, t.externalId),
    check(
      'connected_accounts_type_provider_check',
      sql`(${t.type} = 'conferencing') = (${t.provider} = 'zoom')`,
    ),
  ],
);

// A calendar of a connected calendar account. syncFrom marks the calendars whose busy times
// block availability (spec: settings.calendarSync.from.{account}.calendarIds); the single
// calendar that receives new sessions is user_settings.calendarSyncTo*.
export const connectedAccountCalendars = pgTable(
  'connected_account_calendars',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    // The provider's calendar id.
    id: text('id').notNull(),
    name: text('name').notNull(),
    writeable: boolean('writeable').notNull().default(false),
    syncFrom: boolean('sync_from').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'connected_account_calendars_pk', columns: [t.accountId, t.id] })],
);
