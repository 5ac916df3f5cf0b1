import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, updatedAt } from './columns';

export const timeOffPeriods = pgTable(
  'time_off_periods',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // spec: listed with end after a date, ordered by end.
    index('time_off_periods_user_id_end_idx').on(t.userId, t.end),
    check('time_off_periods_end_check', sql`${t.end} > ${t.start}`),
  ],
);
