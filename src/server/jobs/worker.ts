import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/client';
import { newId } from '../ids';
import type { ErrorReporter } from '../integrations/errors/adapter';
import type { Logger } from '../logger';
import { claimJobs, completeJob, failJob, type JobRow } from './queue';

/** Runs one job; `now` is the server's clock when the worker took it (ADR 029). */
export type JobHandler = (job: JobRow, now: Date) => Promise<void>;

export type Worker = {
  /** Look for due jobs now instead of at the next poll (called after enqueueing); no-op when disabled. */
  kick(): void;
  /** Runs until no due job is left; tests use it to make delivery deterministic. */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

export function startWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: Logger,
  options: {
    pollMs?: number;
    batch?: number;
    /** How many claimed jobs run at once (1: one after the other). */
    concurrency?: number;
    autoStart?: boolean;
    errors?: ErrorReporter;
    /** Whose 'now' decides which jobs are due (ADR 029). */
    clock?: Clock;
  } = {},
): Worker {
  const clock = options.clock ?? systemClock;
  const workerId = `worker-${newId(8)}`;
  const types = Object.keys(handlers);
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 10;
  const concurrency = options.concurrency ?? 1;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job, clock.now());
      await completeJob(db, job, clock.now());
    } catch (error) {
      const outcome = await failJob(db, job, error, clock.now());
      // A retry is routine (a mail server briefly down); the last attempt failing is reported.
      if (outcome === 'failed' && options.errors) {
        options.errors.captureException(error, {
          jobId: job.id,
          jobType: job.type,
          attempts: job.attempts,
        });
      } else {
        log.warn('job failed', {
          jobId: job.id,
          type: job.type,
          attempts: job.attempts,
          outcome,
          err: error,
        });
      }
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimJobs(db, workerId, types, batch, clock.now());
    // Up to `concurrency` of the batch at once: on PostgreSQL each waits on its own connection.
    const waiting = [...claimed];
    const runner = async () => {
      for (let job = waiting.shift(); job; job = waiting.shift()) await runJob(job);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, runner));
    return claimed.length;
  }

  /**
   * Keeps up to `concurrency` jobs running, claiming the next batch as soon as the claimed ones
   * have all started — never waiting for the slowest of a batch — until no job is due; then the
   * poll timer takes over.
   */
  async function loop(): Promise<void> {
    const running = new Set<Promise<void>>();
    try {
      let claimed: JobRow[] = [];
      let more = true;
      while (!stopped) {
        if (claimed.length === 0 && more) {
          claimed = await claimJobs(db, workerId, types, batch, clock.now());
          more = claimed.length === batch;
        }
        if (claimed.length === 0 && running.size === 0) break;
        while (claimed.length > 0 && running.size < concurrency) {
          const job = runJob(claimed.shift()!).finally(() => running.delete(job));
          running.add(job);
        }
        // A slot frees, or (nothing claimed, nothing more due) the last ones finish.
        if (running.size >= concurrency || claimed.length > 0 || !more) await Promise.race(running);
      }
    } catch (error) {
      log.error('job worker error', { err: error });
    }
    await Promise.allSettled(running);
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (running) return;
    running = loop().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  const enabled = options.autoStart !== false;
  if (enabled) schedule(0);

  return {
    kick: () => {
      if (enabled) schedule(0);
    },
    async drain() {
      if (running) await running;
      while ((await runOnce()) > 0) {}
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
