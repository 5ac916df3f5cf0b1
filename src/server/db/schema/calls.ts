import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { updatedAt } from './columns';

// spec: callsUsage/{uid}/callsUsageByMonth/{year-month}. month is the first day of the month (UTC).
export const callsUsageMonths = pgTable(
  'calls_usage_months',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    participantSeconds: bigint('participant_seconds', { mode: 'number' }).notNull().default(0),
    // spec: remaining.participantSeconds, what is left of the plan's monthly allowance.
    remainingParticipantSeconds: bigint('remaining_participant_seconds', { mode: 'number' })
      .notNull()
      .default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'calls_usage_months_pk', columns: [t.userId, t.month] }),
    check('calls_usage_months_month_check', sql`extract(day from ${t.month}) = 1`),
    check(
      'calls_usage_months_seconds_check',
      sql`${t.participantSeconds} >= 0 and ${t.remainingParticipantSeconds} >= 0`,
    ),
  ],
);

// spec: callsCreditsBalance/total. Bought minutes never expire.
export const callsCreditsBalances = pgTable(
  'calls_credits_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantSeconds: bigint('participant_seconds', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('calls_credits_balances_seconds_check', sql`${t.participantSeconds} >= 0`)],
);
