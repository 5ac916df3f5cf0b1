import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth';
import { createdAt, instant } from './columns';

// The team (issue 18, ADR 046). Owners and members are users: a member's team_owner_id is the
// owner's id, the owner's is their own (auth.ts); disabled is on the user too.

/** 'Log in as': a short-lived, single-use token; only its SHA-256 is stored. */
export const teamLoginTokens = pgTable(
  'team_login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('team_login_tokens_owner_id_idx').on(t.ownerId)],
);

/**
 * A better-auth session that is an owner signed in as a member. Deleting the session deletes
 * this row with it; the owner's own session it returns to may end meanwhile (then null).
 */
export const impersonations = pgTable(
  'impersonations',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerSessionId: text('owner_session_id').references(() => authSessions.id, { onDelete: 'set null' }),
    startedAt: instant('started_at').notNull(),
  },
  (t) => [index('impersonations_owner_id_idx').on(t.ownerId)],
);

/** Every change made while signed in as a member, with the owner who made it. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Not a foreign key: the record outlives the session.
    sessionId: text('session_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('impersonation_audit_member_id_idx').on(t.memberId, t.createdAt)],
);
