import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { connectedAccounts } from './connected-accounts';

// ADR 039, push: a provider's notification channel on one 'from' calendar — a Google watch
// channel (events.watch) or a Microsoft Graph subscription. The provider posts to our endpoint
// when the calendar changes, with `token` (Google's X-Goog-Channel-Token, Graph's clientState),
// and the busy cache refreshes at once instead of at the next minute. The job `calendars.watch`
// opens, renews and stops them. Tied to the account, not to the calendar row: a calendar that
// leaves the provider's list keeps its row here until the job has stopped it.
export const calendarPushChannels = pgTable(
  'calendar_push_channels',
  {
    /** Our id: Google's channel id (we choose it). */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id').notNull(),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    /** Google: the watched resource (channels.stop needs it); Microsoft: the subscription id. */
    resourceId: text('resource_id').notNull(),
    /** The secret every notification carries back. */
    token: text('token').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_push_channels_account_id_idx').on(t.accountId),
    index('calendar_push_channels_resource_id_idx').on(t.provider, t.resourceId),
  ],
);
