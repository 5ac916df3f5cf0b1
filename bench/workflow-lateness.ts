// Workflow executions on time and exactly once (issue 15, ADR 036): 10,000 executions due over one
// minute (167 a second), each a real execution job (lock the execution, check its workflow, write
// the reminder to the email outbox and mark it sent, in one transaction), run by one and then by
// two workers polling the durable job queue. Lateness = when the execution was marked sent minus
// when it was due. Duplicates = outbox messages beyond one per execution. On PostgreSQL and PGlite.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema/auth';
import { bookingPages } from '../src/server/db/schema/booking-pages';
import { bookings } from '../src/server/db/schema/bookings';
import { emailMessages } from '../src/server/db/schema/email';
import { jobs } from '../src/server/db/schema/jobs';
import { sessions } from '../src/server/db/schema/sessions';
import { workflowScheduleExecutions, workflowSchedules } from '../src/server/db/schema/workflow-schedules';
import { workflowActions, workflows } from '../src/server/db/schema/workflows';
import { executeWorkflowJob } from '../src/server/features/workflow-schedules/execute';
import type { ExecuteDeps } from '../src/server/features/workflow-schedules/execution-outcome';
import { EXECUTE_WORKFLOW_JOB } from '../src/server/features/workflow-schedules/repository';
import { createOutbox } from '../src/server/integrations/mail/outbox';
import { startWorker } from '../src/server/jobs/worker';
import { createLogger } from '../src/server/logger';
import { onPostgresAndPglite } from './databases';

const DUE = Number(process.env.BENCH_WORKFLOW_EXECUTIONS ?? 10_000);
const SPREAD_MS = 60_000;
const LEAD_MS = 3_000;
/** As the app's worker runs (boot.ts): four claimed jobs at once. */
const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 4);
const SIGNING_KEY = 'bench-link-signing-key-0123456789abcdef';

async function seed(database: Database, label: string): Promise<void> {
  const db = database.db;
  const userId = `bench-${label}`;
  await db.insert(users).values({
    id: userId,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${label}@example.com`,
  });
  await db.insert(bookingPages).values({
    id: `page-${label}`,
    userId,
    slug: label,
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
  });
  await db.insert(workflows).values({
    id: 'wf',
    pageId: `page-${label}`,
    name: 'Reminders',
    type: 'session',
    active: true,
    scheduled: true,
  });
  await db.insert(workflowActions).values({
    id: 'action',
    workflowId: 'wf',
    pageId: `page-${label}`,
    type: 'reminder',
    recipient: 'client',
    triggerType: 'session.started',
    triggerOffset: -3600,
    triggerOffsetUnit: 'hour',
    triggerOffsetAmount: -1,
    message: 'See you soon, {{client.firstName}}: {{session.title}} starts {{session.start}}.',
  });
}

/** DUE sessions, each booked and with one reminder execution due within the next minute. */
async function plan(database: Database, round: string, start: number): Promise<void> {
  const db = database.db;
  const label = round.split('-')[0]!;
  for (let from = 0; from < DUE; from += 500) {
    const batch = Array.from({ length: Math.min(500, DUE - from) }, (_, k) => from + k);
    const at = (i: number) => new Date(start + Math.floor((i * SPREAD_MS) / DUE));
    await db.insert(sessions).values(
      batch.map((i) => ({
        id: `${round}-s${i}`,
        type: 'personal' as const,
        pageId: `page-${label}`,
        expertId: `bench-${label}`,
        title: 'Coaching call',
        start: new Date(at(i).getTime() + 3_600_000),
        end: new Date(at(i).getTime() + 7_200_000),
        currency: 'USD',
      })),
    );
    await db.insert(bookings).values(
      batch.map((i) => ({
        id: `${round}-b${i}`,
        sessionId: `${round}-s${i}`,
        expertId: `bench-${label}`,
        pageId: `page-${label}`,
        clientFirstName: 'Grace',
        clientLastName: 'Hopper',
        clientEmail: `grace${i}@example.com`,
        clientTimezone: 'Europe/London',
        currency: 'USD',
      })),
    );
    await db.insert(workflowSchedules).values(
      batch.map((i) => ({
        id: `${round}-w${i}`,
        pageId: `page-${label}`,
        workflowId: 'wf',
        sessionId: `${round}-s${i}`,
      })),
    );
    await db.insert(jobs).values(
      batch.map((i) => ({
        id: `${round}-j${i}`,
        type: EXECUTE_WORKFLOW_JOB,
        payload: { executionId: `${round}-e${i}` },
        runAt: at(i),
        maxAttempts: 6,
      })),
    );
    await db.insert(workflowScheduleExecutions).values(
      batch.map((i) => ({
        id: `${round}-e${i}`,
        scheduleId: `${round}-w${i}`,
        actionId: 'action',
        triggerType: 'session.started' as const,
        dedupeKey: `${round}-${i}`,
        triggerAt: new Date(at(i).getTime() + 3_600_000),
        executionAt: at(i),
        jobId: `${round}-j${i}`,
      })),
    );
  }
}

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function round(database: Database, label: string, workerCount: number): Promise<void> {
  const roundId = `${label}-${workerCount}w`;
  const start = Date.now() + LEAD_MS + 2_000;
  const planning = performance.now();
  await plan(database, roundId, start);
  const planMs = performance.now() - planning;
  const log = createLogger('silent');
  const outbox = createOutbox('bench@example.com', { now: () => new Date() }, () => {});
  const deps: ExecuteDeps = {
    db: database.db,
    outbox,
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3998', LOG_LEVEL: 'silent' }),
    secrets: { authSecret: SIGNING_KEY, linkSigningKey: SIGNING_KEY, credentialsKey: '' },
  };
  const handlers = { [EXECUTE_WORKFLOW_JOB]: executeWorkflowJob(deps) };
  const workers = Array.from({ length: workerCount }, () =>
    startWorker(database.db, handlers, log, { pollMs: 100, batch: 25, concurrency: WORKER_CONCURRENCY }),
  );
  const deadline = start + SPREAD_MS + 120_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workflowScheduleExecutions)
      .where(
        sql`${workflowScheduleExecutions.status} = 'pending' and ${workflowScheduleExecutions.id} like ${`${roundId}-%`}`,
      );
    if ((row?.n ?? 0) === 0 || Date.now() > deadline) break;
  }
  await Promise.all(workers.map((w) => w.stop()));
  const rows = await database.db
    .select({
      due: workflowScheduleExecutions.executionAt,
      done: workflowScheduleExecutions.executedAt,
      status: workflowScheduleExecutions.status,
    })
    .from(workflowScheduleExecutions)
    .where(sql`${workflowScheduleExecutions.id} like ${`${roundId}-%`}`);
  const sent = rows.filter((r) => r.status === 'sent');
  const late = sent.map((r) => r.done!.getTime() - r.due.getTime()).sort((a, b) => a - b);
  const [emails] = await database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailMessages)
    .where(sql`${emailMessages.idempotencyKey} like ${`workflow:${roundId}-%`}`);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `  ${workerCount} worker${workerCount > 1 ? 's' : ' '}  sent ${sent.length}/${DUE}  duplicates ${(emails?.n ?? 0) - sent.length}` +
      `  lateness median ${s(pct(late, 0.5))}  p99 ${s(pct(late, 0.99))}  max ${s(late.at(-1) ?? 0)}` +
      `  (planning ${s(planMs)})`,
  );
}

export async function benchWorkflowLateness(): Promise<void> {
  console.log(`${DUE} reminder executions due over one minute; lateness = marked sent − due`);
  await onPostgresAndPglite(
    'workflows',
    { postgresLabel: 'PostgreSQL (pool of 10)', max: 10 },
    async (database) => {
      const label = `wf${Math.random().toString(36).slice(2, 8)}`;
      await seed(database, label);
      for (const workers of [1, 2]) await round(database, label, workers);
    },
  );
}
