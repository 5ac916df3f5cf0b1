import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, updatedAt } from './columns';
import { connectedAccounts } from './connected-accounts';

// Zoom (issue 17, ADR 044). The account itself is a connected_accounts row (type conferencing,
// provider zoom) with its tokens encrypted in `credentials`.

// spec doc 2 §7: the authorisation redirect carries 'a stored random state'. Only its SHA-256 is
// kept, so a leaked table row cannot finish someone's connection; a state is used once.
export const zoomOauthStates = pgTable(
  'zoom_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('zoom_oauth_states_user_id_idx').on(t.userId)],
);

// The Zoom meeting of a session whose place is Zoom. Keyed by the session id (one meeting per
// session, whatever the number of jobs), and deliberately without a foreign key to sessions: a
// deleted session's meeting must still be found to be deleted at Zoom.
export const zoomMeetings = pgTable(
  'zoom_meetings',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The account the meeting was made with; null once that account was disconnected.
    accountId: text('account_id').references(() => connectedAccounts.id, { onDelete: 'set null' }),
    // Zoom's meeting id (a number that can pass 2^53, kept as text).
    meetingId: text('meeting_id').notNull(),
    joinUrl: text('join_url').notNull(),
    // What Zoom was last told, so a job that finds nothing changed makes no call.
    topic: text('topic').notNull(),
    start: instant('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('zoom_meetings_user_id_idx').on(t.userId)],
);
