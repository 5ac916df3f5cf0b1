import { asc, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationEventData } from '../../../domain/integrations/payloads';
import { webhookDeliveries } from '../../db/schema/integrations';
import { jobs } from '../../db/schema/jobs';
import { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import type { JobHandler } from '../../jobs/worker';
import { startWorker } from '../../jobs/worker';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { at, setUpExpert } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';
import { executeWorkflowJob, runExecution } from '../workflow-schedules/execute';
import { EXECUTE_WORKFLOW_JOB } from '../workflow-schedules/repository';
import { activeSessionWorkflow, bookSeats } from '../workflow-schedules/workflow-testing';
import { DELIVER_WEBHOOK_JOB, deliverWebhookJob } from './deliveries';

// issue 15 (ADR 038): a workflow's automation action delivers through the expert's webhooks — one
// workflow.automation event per client it concerns, to each listening endpoint, exactly once with
// two workers, a crash half-way through the execution and a worker that dies after sending.

let t: TestApp;
let ada: TestClient;
let sessionId: string;
let receiver: WebhookReceiver;
let secret: string;
const db = () => t.services.deps.database.db;
const silent = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startWebhookReceiver();
  ({ expert: ada } = await setUpExpert(t, 'ada@example.com', 'ada'));
  const endpoint = await ada.request('POST', '/api/integrations/webhooks', {
    url: receiver.url(),
    events: ['workflow.automation'],
  });
  secret = endpoint.body.secret;
  // A second endpoint listens too: each gets its own delivery.
  await ada.request('POST', '/api/integrations/webhooks', {
    url: receiver.url('/second'),
    events: ['workflow.automation'],
  });
  sessionId = await createGroupSession(ada);
  await activeSessionWorkflow(ada, db(), {
    name: 'CRM sync',
    sessionId,
    actions: [
      {
        kind: 'automation',
        trigger: { type: 'session.started', direction: 'before', amount: 2, unit: 'hour' },
        description: 'Tag as attending',
      },
    ],
  });
  await bookSeats(t, sessionId, ['Grace', 'Alan']);
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const makeDue = async (ids?: string[]) => {
  await db()
    .update(jobs)
    .set({ status: 'queued', runAt: t.services.deps.clock.now(), lockedBy: null, lockedUntil: null })
    .where(ids ? inArray(jobs.id, ids) : inArray(jobs.type, [EXECUTE_WORKFLOW_JOB, DELIVER_WEBHOOK_JOB]));
};

describe('an automation action', () => {
  it('delivers one event per client to each endpoint, exactly once, through crashes and two workers', async () => {
    const deps = { ...t.services.deps, db: db() };
    const execute = executeWorkflowJob(deps);
    const deliver = deliverWebhookJob(deps);
    // The first run of the execution dies after queueing its deliveries, before its transaction
    // commits: nothing of it stays, and the retry queues them all.
    let executions = 0;
    const crashingExecute: JobHandler = async (job, now) => {
      if (++executions === 1) {
        await db().transaction(async (tx) => {
          await runExecution(tx, deps, String(job.payload.executionId), now);
          expect(await tx.select().from(webhookDeliveries)).toHaveLength(4);
          throw new Error('worker killed mid-execution');
        });
      }
      return execute(job, now);
    };
    // The first delivery's worker dies right after the POST, before finishing its job: the job
    // is taken again and finds the delivery done.
    let deliveries = 0;
    const dyingDeliver: JobHandler = async (job, now) => {
      await deliver(job, now);
      if (++deliveries === 1) throw new Error('worker killed after sending');
    };
    const worker = (handlers: Record<string, JobHandler>) =>
      startWorker(db(), handlers, silent, { autoStart: false, clock: t.services.deps.clock, concurrency: 2 });
    const one = worker({ [EXECUTE_WORKFLOW_JOB]: crashingExecute, [DELIVER_WEBHOOK_JOB]: dyingDeliver });
    const two = worker({ [EXECUTE_WORKFLOW_JOB]: execute, [DELIVER_WEBHOOK_JOB]: deliver });
    for (let round = 0; round < 4; round++) {
      await makeDue();
      await Promise.all([one.drain(), two.drain()]);
    }
    expect(executions).toBeGreaterThan(1);
    expect(deliveries).toBeGreaterThan(1);
    // 2 clients × 2 endpoints, each once.
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/hook', '/hook', '/second', '/second']);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(4);
    const bodies = receiver.received
      .filter((r) => r.path === '/hook')
      .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)) as Array<{
      type: string;
      data: AutomationEventData;
    }>;
    expect(bodies.map((b) => [b.type, b.data.client?.firstName]).sort()).toEqual([
      ['workflow.automation', 'Alan'],
      ['workflow.automation', 'Grace'],
    ]);
    expect(bodies[0]!.data).toMatchObject({
      workflow: { id: expect.any(String), name: 'CRM sync' },
      action: { id: expect.any(String), description: 'Tag as attending' },
      trigger: { type: 'session.started', plannedAt: at('16:00') },
      session: { id: sessionId, type: 'group', groupSessionId: sessionId },
      bookedPackage: null,
    });
    const [execution] = await db()
      .select()
      .from(workflowScheduleExecutions)
      .orderBy(asc(workflowScheduleExecutions.executionAt));
    expect(execution).toMatchObject({ status: 'sent', detail: '4 webhook deliveries queued' });
  });

  it('is skipped, and says why, when no webhook listens', async () => {
    const list = await ada.request('GET', '/api/integrations/webhooks');
    for (const endpoint of list.body.endpoints) {
      await ada.request('DELETE', `/api/integrations/webhooks/${endpoint.id}`);
    }
    const [execution] = await db().select().from(workflowScheduleExecutions);
    await db()
      .update(workflowScheduleExecutions)
      .set({ status: 'pending', detail: null })
      .where(eq(workflowScheduleExecutions.id, execution!.id));
    await makeDue([execution!.jobId!]);
    await t.services.worker.drain();
    const [after] = await db().select().from(workflowScheduleExecutions);
    expect(after).toMatchObject({
      status: 'skipped',
      detail: 'No integration is subscribed to automation actions',
    });
  });
});
