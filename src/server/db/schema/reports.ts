import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { money } from './columns';

// The reports' rollups (ADR 022). Kept by triggers in the database (migration 0006): every
// change to a row that a report counts marks its expert's local day dirty, and at commit that
// day is recomputed from the rows themselves. Nothing in the application writes these tables.

/** What a rollup row counts. Sessions by start; everything else by when it was made or paid. */
export const REPORT_KINDS = ['booking', 'session', 'package', 'installment', 'new_client'] as const;

// Per expert, local day (in the expert's zone), kind and currency: how many, and the money.
export const reportDaily = pgTable(
  'report_daily',
  {
    expertId: text('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    // '' where the kind has no money (sessions, new clients).
    currency: text('currency').notNull(),
    n: integer('n').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_daily_pk', columns: [t.expertId, t.day, t.kind, t.currency] }),
    check(
      'report_daily_kind_check',
      sql`${t.kind} in ('booking', 'session', 'package', 'installment', 'new_client')`,
    ),
  ],
);

// The clients who booked or bought on each local day: a client is md5 of their id, or of their
// email where the row has no client any more, as a uuid (128 bits: no two keys meet in practice).
// prev is the client's previous such day. A client was active in [a, b] exactly when one of their
// days in it has no earlier day, or an earlier one before a: counting those rows needs no distinct.
export const reportClientDays = pgTable(
  'report_client_days',
  {
    expertId: text('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    client: uuid('client').notNull(),
    prev: date('prev'),
  },
  (t) => [
    primaryKey({ name: 'report_client_days_pk', columns: [t.expertId, t.day, t.client] }),
    index('report_client_days_expert_id_client_day_idx').on(t.expertId, t.client, t.day),
    index('report_client_days_expert_id_prev_day_idx').on(t.expertId, t.prev, t.day),
  ],
);

// report_client_days counted per day and month of prev (year * 12 + month - 1; -1 for none), so
// a range's distinct clients are a sum over its days plus the rows whose prev falls in the first
// month before the range starts.
export const reportClientFirsts = pgTable(
  'report_client_firsts',
  {
    expertId: text('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    prevMonth: integer('prev_month').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'report_client_firsts_pk', columns: [t.expertId, t.day, t.prevMonth] })],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

// Days to recompute when the transaction that marked them commits (day -infinity: every day of
// the expert, after a change of zone). A deferred trigger on insert does the work and deletes the row.
export const reportDirty = pgTable(
  'report_dirty',
  {
    txid: xid8('txid').notNull(),
    expertId: text('expert_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ name: 'report_dirty_pk', columns: [t.txid, t.expertId, t.day] })],
);
