import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

// spec: the default availability has id 'availability' (named Working hours) for every user, so
// the key is (user_id, id).
export const DEFAULT_AVAILABILITY_ID = 'availability';

export const availabilities = pgTable(
  'availabilities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    // IANA zone the weekly periods are written in.
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'availabilities_pk', columns: [t.userId, t.id] })],
);

// A weekly recurring period in wall-clock time of the availability's zone. weekday is 0 (Sunday)
// to 6; startMinute is minutes after that day's midnight (0-1439); endMinute is on the same scale
// and may pass 1440 for a period that crosses midnight into the next day (at most 24 hours long).
export const availabilityWeeklyPeriods = pgTable(
  'availability_weekly_periods',
  {
    userId: text('user_id').notNull(),
    availabilityId: text('availability_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'availability_weekly_periods_pk',
      columns: [t.userId, t.availabilityId, t.weekday, t.startMinute],
    }),
    foreignKey({
      name: 'availability_weekly_periods_availability_fk',
      columns: [t.userId, t.availabilityId],
      foreignColumns: [availabilities.userId, availabilities.id],
    }).onDelete('cascade'),
    check('availability_weekly_periods_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'availability_weekly_periods_minutes_check',
      sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= ${t.startMinute} + 1440`,
    ),
  ],
);
