import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth';

// Issue 18, ADR 045: an email change waiting for its confirmation link to be opened. The link
// carries a random token; only its SHA-256 is kept. Used once (used_at), until expires_at.
export const emailChanges = pgTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The browser that asked stays signed in when the change applies (other sessions end).
    requestedBySessionId: text('requested_by_session_id').references(() => authSessions.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);
