import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../db/schema/email';
import { jobs } from '../../db/schema/jobs';
import { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import { startWorker } from '../../jobs/worker';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, setUpExpert } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';
import { executeWorkflowJob } from './execute';
import { EXECUTE_WORKFLOW_JOB } from './repository';
import { activeSessionWorkflow, bookSeats } from './workflow-testing';

// issue 15: a group session's own times speak to every client with a place, a booking's event to
// its client; two workers, and a crash half-way through the sending, still send each email once;
// the expert cancelling the session cancels what is pending and tells each client once.

let t: TestApp;
let ada: TestClient;
let sessionId: string;
const db = () => t.services.deps.database.db;
const silent = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  ({ expert: ada } = await setUpExpert(t, 'ada@example.com', 'ada'));
  sessionId = await createGroupSession(ada);
  await activeSessionWorkflow(ada, db(), {
    name: 'Group',
    sessionId,
    actions: [
      {
        kind: 'reminder.client',
        trigger: { type: 'session.started', direction: 'before', amount: 2, unit: 'hour' },
        message: null,
      },
      {
        kind: 'email.client',
        trigger: { type: 'session.booking.created', direction: 'after', amount: 1, unit: 'day' },
        message: 'Welcome, {{client.firstName}}.',
      },
      {
        kind: 'email.client',
        trigger: { type: 'session.cancelled', direction: 'after', amount: 0, unit: 'minute' },
        message: 'Sorry, {{client.firstName}}: {{session.title}} is off.',
      },
      {
        kind: 'reminder.expert',
        trigger: { type: 'session.cancelled', direction: 'after', amount: 0, unit: 'minute' },
        message: 'You cancelled {{session.title}}.',
      },
    ],
  });
  await bookSeats(t, sessionId, ['Grace', 'Alan']);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const executions = () =>
  db()
    .select()
    .from(workflowScheduleExecutions)
    .orderBy(asc(workflowScheduleExecutions.executionAt), asc(workflowScheduleExecutions.bookingId));
const workflowEmails = async () =>
  (await db().select().from(emailMessages))
    .filter((e) => e.idempotencyKey?.startsWith('workflow:'))
    .map((e) => `${e.to} ${e.subject}`)
    .sort();
const makeDue = async (ids: string[]) => {
  const rows = await db()
    .select({ jobId: workflowScheduleExecutions.jobId })
    .from(workflowScheduleExecutions)
    .where(inArray(workflowScheduleExecutions.id, ids));
  await db()
    .update(jobs)
    .set({ status: 'queued', runAt: t.services.deps.clock.now() })
    .where(
      inArray(
        jobs.id,
        rows.map((r) => r.jobId!),
      ),
    );
};
const worker = () =>
  startWorker(
    db(),
    { [EXECUTE_WORKFLOW_JOB]: executeWorkflowJob({ ...t.services.deps, db: db() }) },
    silent,
    {
      autoStart: false,
      clock: t.services.deps.clock,
    },
  );

describe('a group session workflow', () => {
  it('plans the session reminder once and each booking its own welcome', async () => {
    const rows = await executions();
    expect(rows.map((r) => [r.triggerType, r.bookingId === null, r.status])).toEqual([
      ['session.booking.created', false, 'pending'],
      ['session.booking.created', false, 'pending'],
      ['session.started', true, 'pending'],
    ]);
    expect(rows[2]!.executionAt).toEqual(new Date(at('16:00')));
  });

  it('sends each email once with two workers and a crash half-way through the sending', async () => {
    const rows = await executions();
    await makeDue(rows.map((r) => r.id));
    // The first try of the group reminder fails after queueing one of its two emails: the mail
    // store goes down. Its transaction rolls back, so nothing of it stays.
    const outbox = t.services.deps.outbox;
    const queue = outbox.queue;
    let calls = 0;
    outbox.queue = async (dbOrTx, email, options) => {
      if (options?.idempotencyKey?.startsWith(`workflow:${rows[2]!.id}`) && ++calls === 2) {
        throw new Error('mail store down');
      }
      return queue(dbOrTx, email, options);
    };
    const [one, two] = [worker(), worker()];
    try {
      await Promise.all([one.drain(), two.drain()]);
    } finally {
      outbox.queue = queue;
    }
    expect((await executions()).map((r) => r.status)).toEqual(['sent', 'sent', 'pending']);
    // The retry, when it is due, sends both.
    await makeDue([rows[2]!.id]);
    await Promise.all([one.drain(), two.drain()]);
    // A replay of every job changes nothing.
    await makeDue(rows.map((r) => r.id));
    await Promise.all([one.drain(), two.drain()]);
    expect(await workflowEmails()).toEqual([
      'alan@example.com Evening yoga with Ada Lovelace',
      'alan@example.com Reminder: Evening yoga with Ada Lovelace',
      'grace@example.com Evening yoga with Ada Lovelace',
      'grace@example.com Reminder: Evening yoga with Ada Lovelace',
    ]);
    const [reminder] = (await executions()).filter((r) => r.triggerType === 'session.started');
    expect(reminder).toMatchObject({ status: 'sent', detail: 'Sent to grace@example.com, alan@example.com' });
  });

  it('tells each client once and the expert once when the expert cancels the session', async () => {
    const res = await ada.request('POST', `/api/sessions/${sessionId}/cancel`, { message: null });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    const cancellations = (await executions()).filter((r) => r.triggerType === 'session.cancelled');
    expect(cancellations.map((r) => [r.bookingId === null, r.status])).toEqual(
      expect.arrayContaining([
        [true, 'sent'],
        [false, 'sent'],
        [false, 'sent'],
      ]),
    );
    expect(cancellations).toHaveLength(3);
    expect(await workflowEmails()).toEqual([
      'ada@example.com Reminder: Evening yoga',
      'alan@example.com Evening yoga with Ada Lovelace',
      'alan@example.com Evening yoga with Ada Lovelace',
      'alan@example.com Reminder: Evening yoga with Ada Lovelace',
      'grace@example.com Evening yoga with Ada Lovelace',
      'grace@example.com Evening yoga with Ada Lovelace',
      'grace@example.com Reminder: Evening yoga with Ada Lovelace',
    ]);
    const sorry = (await t.emailsTo('grace@example.com')).find(
      (e) => e.text.startsWith('Evening yoga with') && e.text.includes('Sorry'),
    );
    expect(sorry?.text).toContain('Sorry, Grace: Evening yoga is off.');
  });
});
