import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

// spec: Partner.adminsIds; the partner dashboard card lists the partners a user administers.
export const partnerAdmins = pgTable(
  'partner_admins',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'partner_admins_pk', columns: [t.partnerId, t.userId] }),
    index('partner_admins_user_id_idx').on(t.userId),
  ],
);
