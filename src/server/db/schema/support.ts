import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant } from './columns';
import { partners } from './partners';

// Issue 18: the experts a partner brought (the partner dashboard lists them), and which What's new
// entries each user has read.

/** An expert belongs to at most one partner; the partner's admins see them on its dashboard. */
export const partnerExperts = pgTable(
  'partner_experts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_experts_partner_id_idx').on(t.partnerId)],
);

/** A What's new entry (its file name without .md) the user has opened in the drawer. */
export const whatsNewReads = pgTable(
  'whats_new_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: text('entry_id').notNull(),
    readAt: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ name: 'whats_new_reads_pk', columns: [t.userId, t.entryId] })],
);
