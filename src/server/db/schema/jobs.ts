import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'completed', 'failed', 'cancelled']);

// The durable job queue. Workers claim due rows with FOR UPDATE SKIP LOCKED, set status running
// and a lease (lockedUntil); a running job whose lease expired is claimable again. A failure
// re-queues with a later runAt until attempts reaches maxAttempts, then the job is failed.
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull().default('default'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // Enqueueing twice with the same key yields one job (ON CONFLICT DO NOTHING).
    idempotencyKey: text('idempotency_key'),
    status: jobStatus('status').notNull().default('queued'),
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_locked_until_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_idempotency_key_idx').on(t.idempotencyKey),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
