import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../db/schema/email';
import { jobs } from '../../db/schema/jobs';
import { serviceWorkflows } from '../../db/schema/workflow-links';
import { workflowScheduleExecutions, workflowSchedules } from '../../db/schema/workflow-schedules';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';

// issue 15: booking, rescheduling and cancelling a session compute its workflow schedule in the
// same transaction; an execution, when due, sends its email once — whoever runs it, how often.

let t: TestApp;
let ada: TestClient;
let serviceId: string;
let workflowId: string;
const db = () => t.services.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  serviceId = await setup.service({ title: 'Intro call', price: 0 });
  const created = await ada.request('POST', '/api/workflows', { name: 'Reminders', type: 'session' });
  workflowId = created.body.id;
  for (const action of [
    {
      kind: 'reminder.client',
      trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
      message: 'See you soon, {{client.firstName}}: {{session.title}} starts {{session.start}}.',
    },
    {
      kind: 'email.client',
      trigger: { type: 'session.ended', direction: 'after', amount: 1, unit: 'day' },
      message: 'Thank you for coming, {{client.name}}.',
    },
    {
      kind: 'reminder.expert',
      trigger: { type: 'session.cancelled', direction: 'after', amount: 0, unit: 'minute' },
      message: '{{client.name}} cancelled {{session.title}}.',
    },
  ]) {
    const res = await ada.request('POST', `/api/workflows/${workflowId}/actions`, action);
    expect(res.status).toBe(201);
  }
  expect((await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: true })).status).toBe(
    200,
  );
  await db().insert(serviceWorkflows).values({ serviceId, workflowId });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const executions = () =>
  db()
    .select({
      id: workflowScheduleExecutions.id,
      trigger: workflowScheduleExecutions.triggerType,
      at: workflowScheduleExecutions.executionAt,
      status: workflowScheduleExecutions.status,
      detail: workflowScheduleExecutions.detail,
      jobRunAt: jobs.runAt,
      jobStatus: jobs.status,
    })
    .from(workflowScheduleExecutions)
    .leftJoin(jobs, eq(jobs.id, workflowScheduleExecutions.jobId))
    .orderBy(asc(workflowScheduleExecutions.executionAt));

/** Time passes: the execution's job becomes due now, and the worker runs what is due. */
async function dueNow(executionId: string) {
  const [row] = await db()
    .select({ jobId: workflowScheduleExecutions.jobId })
    .from(workflowScheduleExecutions)
    .where(eq(workflowScheduleExecutions.id, executionId));
  await db().update(jobs).set({ runAt: t.services.deps.clock.now() }).where(eq(jobs.id, row!.jobId!));
  await t.services.worker.drain();
}

describe('a session workflow follows its booking', () => {
  let token: string;

  it('plans the reminder and the follow-up when the session is booked', async () => {
    const res = await t
      .client()
      .request('POST', '/api/public/pages/ada/bookings', { serviceId, start: at('10:00'), client: client() });
    expect(res.status).toBe(201);
    token = res.body.token;
    const rows = await executions();
    expect(
      rows.map(({ trigger, at, status, jobRunAt, jobStatus }) => ({
        trigger,
        at,
        status,
        jobRunAt,
        jobStatus,
      })),
    ).toEqual([
      {
        trigger: 'session.started',
        at: new Date(at('09:00')),
        status: 'pending',
        jobRunAt: new Date(at('09:00')),
        jobStatus: 'queued',
      },
      {
        trigger: 'session.ended',
        at: new Date('2031-03-04T11:00:00.000Z'),
        status: 'pending',
        jobRunAt: new Date('2031-03-04T11:00:00.000Z'),
        jobStatus: 'queued',
      },
    ]);
    const schedules = await db().select().from(workflowSchedules);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ workflowId, cancelled: false });
  });

  it('moves both when the client reschedules', async () => {
    const res = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('14:00'), message: null });
    expect(res.status).toBe(200);
    const rows = await executions();
    expect(rows.map((r) => [r.trigger, r.at.toISOString(), r.jobRunAt?.toISOString(), r.status])).toEqual([
      ['session.started', at('13:00'), at('13:00'), 'pending'],
      ['session.ended', '2031-03-04T15:00:00.000Z', '2031-03-04T15:00:00.000Z', 'pending'],
    ]);
  });

  it('sends the reminder once when it is due, with the placeholders filled', async () => {
    const [reminder] = await executions();
    await dueNow(reminder!.id);
    // A second run of the same execution (another worker, a replay) sends nothing more.
    await db()
      .update(jobs)
      .set({ status: 'queued', runAt: t.services.deps.clock.now() })
      .where(
        eq(
          jobs.id,
          (
            await db()
              .select({ j: workflowScheduleExecutions.jobId })
              .from(workflowScheduleExecutions)
              .where(eq(workflowScheduleExecutions.id, reminder!.id))
          )[0]!.j!,
        ),
      );
    await t.services.worker.drain();
    const sent = (await t.emailsTo('Grace.Hopper@Example.com')).filter((e) =>
      e.subject.startsWith('Reminder'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Reminder: Intro call with Ada Lovelace');
    expect(sent[0]!.text).toContain(
      'See you soon, Grace: Intro call starts Monday 3 March 2031 at 09:00 (America/New_York).',
    );
    expect(sent[0]!.text).toContain('When: Monday 3 March 2031 at 09:00 (America/New_York)');
    const rows = await executions();
    expect(rows[0]).toMatchObject({ status: 'sent', detail: 'Sent to Grace.Hopper@Example.com' });
  });

  it('cancels what is left when the client cancels, and tells the expert by the cancellation action', async () => {
    const res = await t.client().request('POST', `/api/public/bookings/${token}/cancel`, { message: null });
    expect(res.status).toBe(200);
    const rows = await executions();
    // Ordered by time: the cancellation's action is due now, long before the session's.
    expect(rows.map((r) => [r.trigger, r.status, r.detail, r.jobStatus])).toEqual([
      ['session.cancelled', 'pending', null, 'queued'],
      ['session.started', 'sent', 'Sent to Grace.Hopper@Example.com', 'completed'],
      ['session.ended', 'cancelled', 'The session was cancelled', 'cancelled'],
    ]);
    const [schedule] = await db().select().from(workflowSchedules);
    expect(schedule!.cancelled).toBe(true);
    await t.services.worker.drain();
    const told = (await t.emailsTo('ada@example.com')).filter((e) => e.subject.startsWith('Reminder'));
    expect(told.map((e) => e.subject)).toEqual(['Reminder: Intro call with Grace Hopper']);
    expect(told[0]!.text).toContain('Grace Hopper cancelled Intro call.');
    expect((await executions())[0]).toMatchObject({ status: 'sent', detail: 'Sent to ada@example.com' });
    const stored = await db().select({ key: emailMessages.idempotencyKey }).from(emailMessages);
    expect(stored.filter((s) => s.key?.startsWith('workflow:'))).toHaveLength(2);
  });

  it('shows the schedule on the monitor, and 404 to another expert', async () => {
    const res = await ada.request('GET', `/api/workflows/${workflowId}/schedules`);
    expect(res.status).toBe(200);
    const [schedule] = res.body.schedules;
    expect(res.body.schedules).toHaveLength(1);
    expect(schedule).toMatchObject({
      status: 'cancelled',
      session: { title: 'Intro call', start: at('14:00'), clients: ['Grace Hopper'] },
      bookedPackage: null,
    });
    expect(
      schedule.executions.map((e: Record<string, unknown>) => [
        e.triggerType,
        e.executionAt,
        e.outcome,
        e.detail,
        (e.action as { kind: string }).kind,
      ]),
    ).toEqual([
      [
        'session.cancelled',
        (await executions())[0]!.at.toISOString(),
        'sent',
        'Sent to ada@example.com',
        'reminder.expert',
      ],
      ['session.started', at('13:00'), 'sent', 'Sent to Grace.Hopper@Example.com', 'reminder.client'],
      ['session.ended', '2031-03-04T15:00:00.000Z', 'cancelled', 'The session was cancelled', 'email.client'],
    ]);
    const bob = await t.expert('bob@example.com');
    await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'Stone', slug: 'bob' });
    expect((await bob.request('GET', `/api/workflows/${workflowId}/schedules`)).status).toBe(404);
  });
});
