// The two job queues the workflow lateness benchmark weighs (ADR 036): ours (`src/server/jobs`)
// and pg-boss, each running the same execution handler with about the same number of jobs in
// flight per worker process. pg-boss talks to PostgreSQL through its own node-postgres pool and
// to PGlite through its `fromPglite` adapter on the same in-process instance the app uses.
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../src/server/db/client';
import { jobs } from '../src/server/db/schema/jobs';
import { EXECUTE_WORKFLOW_JOB } from '../src/server/features/workflow-schedules/repository';
import { type JobHandler, startWorker } from '../src/server/jobs/worker';
import { createLogger } from '../src/server/logger';

export type QueuedExecution = { id: string; executionId: string; runAt: Date };

export type QueueUnderTest = {
  name: string;
  /** Queues one job per execution; true when the jobs are rows of our `jobs` table. */
  enqueue(database: Database, items: QueuedExecution[]): Promise<boolean>;
  /** Starts `count` worker processes' worth of workers running `handler`. */
  work(database: Database, count: number, handler: JobHandler): Promise<{ stop(): Promise<void> }>;
};

/** As the app's worker runs (boot.ts): four claimed jobs at once. */
export const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 4);
const MAX_ATTEMPTS = 6;

export const ourQueue: QueueUnderTest = {
  name: 'ours',
  async enqueue(database, items) {
    await database.db.insert(jobs).values(
      items.map((item) => ({
        id: item.id,
        type: EXECUTE_WORKFLOW_JOB,
        payload: { executionId: item.executionId },
        runAt: item.runAt,
        maxAttempts: MAX_ATTEMPTS,
      })),
    );
    return true;
  },
  async work(database, count, handler) {
    const log = createLogger('silent');
    const workers = Array.from({ length: count }, () =>
      startWorker(database.db, { [EXECUTE_WORKFLOW_JOB]: handler }, log, {
        pollMs: 100,
        batch: 25,
        concurrency: WORKER_CONCURRENCY,
      }),
    );
    return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))) };
  },
};

/** pg-boss's queue names allow no dot. */
const PG_BOSS_QUEUE = 'workflow-execute';

function pgBossOn(database: Database, postgresUrl: string | undefined): PgBoss {
  if (database.kind === 'postgres') {
    if (!postgresUrl) throw new Error('pg-boss on PostgreSQL needs the database URL');
    return new PgBoss({ connectionString: postgresUrl, max: 10, schedule: false });
  }
  // drizzle's PGlite database keeps the instance it was opened with.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return new PgBoss({ db: fromPglite(client), schedule: false });
}

export function pgBossQueue(postgresUrl: string | undefined): QueueUnderTest {
  let sender: PgBoss | undefined;
  const started = async (database: Database) => {
    const boss = pgBossOn(database, postgresUrl);
    boss.on('error', (error) => console.error('pg-boss:', error.message));
    await boss.start();
    return boss;
  };
  return {
    name: 'pg-boss',
    async enqueue(database, items) {
      if (!sender) {
        sender = await started(database);
        if (!(await sender.getQueue(PG_BOSS_QUEUE))) await sender.createQueue(PG_BOSS_QUEUE);
      }
      await sender.insert(
        PG_BOSS_QUEUE,
        items.map((item) => ({
          id: crypto.randomUUID(),
          data: { executionId: item.executionId },
          startAfter: item.runAt,
          retryLimit: MAX_ATTEMPTS - 1,
          retryBackoff: true,
          retryDelay: 10,
        })),
      );
      return false;
    },
    async work(database, count, handler) {
      const bosses = await Promise.all(Array.from({ length: count }, () => started(database)));
      for (const boss of bosses) {
        // About as many jobs in flight as ours: WORKER_CONCURRENCY fetch loops, each taking up to 6
        // due jobs and running them one after another, fetching again at once while batches come
        // back full, else after pg-boss's shortest poll (0.5 s).
        await boss.work<{ executionId: string }>(
          PG_BOSS_QUEUE,
          {
            localConcurrency: WORKER_CONCURRENCY,
            batchSize: 6,
            pollingIntervalSeconds: 0.5,
            burstWhenBatchFull: true,
          },
          async (batch) => {
            for (const job of batch) {
              const now = new Date();
              await handler(
                {
                  id: job.id,
                  queue: 'default',
                  type: EXECUTE_WORKFLOW_JOB,
                  payload: job.data,
                  idempotencyKey: null,
                  status: 'running',
                  runAt: now,
                  attempts: job.retryCount + 1,
                  maxAttempts: MAX_ATTEMPTS,
                  lockedUntil: null,
                  lockedBy: null,
                  lastError: null,
                  createdAt: now,
                  finishedAt: null,
                },
                now,
              );
            }
          },
        );
      }
      return {
        stop: async () => {
          await Promise.all(bosses.map((boss) => boss.stop({ graceful: true })));
          await sender?.stop({ graceful: true });
          sender = undefined;
        },
      };
    },
  };
}
