import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { newId } from '../ids';

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** When it becomes due, on the server's clock (ADR 029): `deps.clock.now()` for 'at once'. */
  runAt: Date;
  maxAttempts?: number;
  /** Enqueueing again with the same key adds nothing: the first job stands. */
  idempotencyKey?: string;
};

/**
 * Adds a job inside the caller's transaction, so the job exists exactly when the change that
 * caused it commits (guide, rule 10).
 */
export async function enqueueJob(
  db: DbOrTx,
  type: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<string> {
  const id = newId();
  await db
    .insert(jobs)
    .values({
      id,
      type,
      payload,
      idempotencyKey: options.idempotencyKey ?? null,
      status: 'queued',
      runAt: options.runAt,
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey });
  return id;
}

/**
 * How long a claimed job stays locked before another worker may take it over (crash recovery).
 * Handlers must finish well within it (the SMTP adapter's timeouts are a minute).
 */
export const LOCK_MS = 5 * 60_000;

/**
 * Claims up to `limit` due jobs with FOR UPDATE SKIP LOCKED, so any number of worker
 * processes can share one table without taking the same job twice.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  types: string[],
  limit: number,
  now: Date,
): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, types),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            // A worker died holding it; retake it only while attempts remain.
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + LOCK_MS),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Only the worker holding the lease may finish a job: one whose lease ran out was taken over. */
export async function completeJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'completed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function failJob(db: Db, job: JobRow, error: unknown, now: Date): Promise<'retry' | 'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const finalAttempt = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: finalAttempt ? 'failed' : 'queued',
      runAt: finalAttempt ? job.runAt : new Date(now.getTime() + retryDelayMs(job.attempts)),
      finishedAt: finalAttempt ? now : null,
      lockedBy: null,
      lockedUntil: null,
      lastError: message.slice(0, 2000),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
  return finalAttempt ? 'failed' : 'retry';
}
