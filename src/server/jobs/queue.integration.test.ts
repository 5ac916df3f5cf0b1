import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../clock';
import { jobs } from '../db/schema/jobs';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { claimJobs, enqueueJob, retryDelayMs } from './queue';
import { startWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const silent = createLogger('silent');

describe('durable job queue', () => {
  it('runs a due job once and marks it completed', async () => {
    const seen: string[] = [];
    const id = await enqueueJob(db(), 'test.ok', { n: 1 }, { runAt: new Date() });
    const worker = startWorker(db(), { 'test.ok': async (job) => void seen.push(job.id) }, silent, {
      autoStart: false,
    });
    await worker.drain();
    await worker.drain();
    expect(seen).toEqual([id]);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'completed', attempts: 1, lockedBy: null });
  });

  it('retries a failing job later with backoff, then fails it after the last attempt', async () => {
    const id = await enqueueJob(db(), 'test.fail', {}, { maxAttempts: 2, runAt: new Date() });
    const worker = startWorker(
      db(),
      { 'test.fail': async () => Promise.reject(new Error('smtp down')) },
      silent,
      {
        autoStart: false,
      },
    );
    const before = Date.now();
    await worker.drain();
    let [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp down' });
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));

    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    await worker.drain();
    [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'smtp down' });
  });

  it('does not run a job before its time', async () => {
    const id = await enqueueJob(db(), 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect((await claimJobs(db(), 'w1', ['test.later'], 10, new Date())).map((j) => j.id)).not.toContain(id);
  });

  it('never hands the same job to two workers, and takes over a job whose worker died', async () => {
    const id = await enqueueJob(db(), 'test.once', {}, { runAt: new Date() });
    const [a, b] = await Promise.all([
      claimJobs(db(), 'worker-a', ['test.once'], 10, new Date()),
      claimJobs(db(), 'worker-b', ['test.once'], 10, new Date()),
    ]);
    expect([...a, ...b].map((j) => j.id)).toEqual([id]);
    expect(await claimJobs(db(), 'worker-c', ['test.once'], 10, new Date())).toEqual([]);
    // The lease of the worker that "died" runs out: another worker may take the job.
    await db()
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    const taken = await claimJobs(db(), 'worker-c', ['test.once'], 10, new Date());
    expect(taken.map((j) => [j.id, j.lockedBy, j.attempts])).toEqual([[id, 'worker-c', 2]]);
  });

  it("judges what is due on the server's clock (ADR 029), not the machine's", async () => {
    const start = new Date('2031-03-30T00:59:30Z');
    const clock = clockStartingAt(start);
    const id = await enqueueJob(db(), 'test.clock', {}, { runAt: new Date(start.getTime() + 60_000) });
    const ran: Array<[string, number]> = [];
    const worker = startWorker(
      db(),
      { 'test.clock': async (job, now) => void ran.push([job.id, now.getTime()]) },
      silent,
      {
        autoStart: false,
        clock,
      },
    );
    // Due a minute after the clock's start: long past for the machine, not yet for the server.
    await worker.drain();
    expect(ran).toEqual([]);
    expect(
      (await claimJobs(db(), 'w2', ['test.clock'], 10, new Date(start.getTime() + 60_000))).map((j) => j.id),
    ).toEqual([id]);
  });

  it('runs up to `concurrency` claimed jobs at once, each once', async () => {
    for (let i = 0; i < 5; i++) await enqueueJob(db(), 'test.together', { i }, { runAt: new Date() });
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    const worker = startWorker(
      db(),
      {
        'test.together': async (job) => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 30));
          ran.push(job.payload.i as number);
          running--;
        },
      },
      silent,
      { autoStart: false, concurrency: 3 },
    );
    await worker.drain();
    expect(most).toBe(3);
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('claims the next batch as soon as a slot frees, not after the slowest job of the batch', async () => {
    const runAt = new Date();
    await enqueueJob(db(), 'test.pipeline', { name: 'slow' }, { runAt });
    for (const name of ['quick', 'next', 'last']) {
      await enqueueJob(db(), 'test.pipeline', { name }, { runAt: new Date(runAt.getTime() + 1) });
    }
    const finished: string[] = [];
    let release = () => {};
    const slowHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = startWorker(
      db(),
      {
        'test.pipeline': async (job) => {
          if (job.payload.name === 'slow') await slowHeld;
          finished.push(job.payload.name as string);
        },
      },
      silent,
      { pollMs: 60_000, batch: 2, concurrency: 2 },
    );
    // While the slow job of the first batch is held, the rest are claimed and run.
    await expect.poll(() => finished.length).toBe(3);
    expect(finished).toEqual(['quick', 'next', 'last']);
    release();
    await worker.stop();
    expect(finished).toEqual(['quick', 'next', 'last', 'slow']);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
