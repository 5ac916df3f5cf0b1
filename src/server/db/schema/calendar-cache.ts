import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { connectedAccountCalendars, connectedAccounts } from './connected-accounts';
import { sessions } from './sessions';

// Issue 16, ADR 039: the busy times of the expert's 'from' calendars, cached so a slot page never
// waits on a provider. The job `calendars.refresh-busy` replaces one calendar's window of rows
// in one transaction; slot searches and booking checks read only these rows.
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    accountId: text('account_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'calendar_busy_calendar_fk',
      columns: [t.accountId, t.calendarId],
      foreignColumns: [connectedAccountCalendars.accountId, connectedAccountCalendars.id],
    }).onDelete('cascade'),
    index('calendar_busy_account_id_start_idx').on(t.accountId, t.start),
    check('calendar_busy_range_check', sql`${t.end} > ${t.start}`),
  ],
);

// One row per cached calendar: the window its busy rows cover (as of the last full fetch), when
// they were last confirmed fresh, the provider's change token (ADR 039, incremental sync: Google's
// sync token, Microsoft's delta link, CalDAV's sync-token or ctag), and the last failure (kept
// while the old rows stay in use).
export const calendarSyncState = pgTable(
  'calendar_sync_state',
  {
    accountId: text('account_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    windowFrom: instant('window_from'),
    windowTo: instant('window_to'),
    fetchedAt: instant('fetched_at'),
    syncToken: text('sync_token'),
    error: text('error'),
    errorAt: instant('error_at'),
  },
  (t) => [
    primaryKey({ name: 'calendar_sync_state_pk', columns: [t.accountId, t.calendarId] }),
    foreignKey({
      name: 'calendar_sync_state_calendar_fk',
      columns: [t.accountId, t.calendarId],
      foreignColumns: [connectedAccountCalendars.accountId, connectedAccountCalendars.id],
    }).onDelete('cascade'),
  ],
);

// A session written back to the expert's 'to' calendar: which event it became, so the write job
// updates or removes that event and never makes a second one.
export const calendarEvents = pgTable(
  'calendar_events',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id').notNull(),
    eventId: text('event_id').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('calendar_events_account_id_idx').on(t.accountId)],
);
