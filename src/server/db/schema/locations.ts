import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

// Where a session takes place: the built-in video call (daily), a connected Zoom account, or one
// of the expert's custom locations.
export const locationType = pgEnum('location_type', ['daily', 'zoom', 'custom']);

// spec: Location (per user) has type custom; the type is implied by the table.
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    location: text('location').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
