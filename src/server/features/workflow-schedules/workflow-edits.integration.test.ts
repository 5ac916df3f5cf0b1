import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { serviceWorkflows } from '../../db/schema/workflow-links';
import { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';

// issue 15: editing a workflow updates its pending executions in the same transaction; pausing
// keeps them, and one that comes due while paused is cancelled, not sent.

let t: TestApp;
let ada: TestClient;
let workflowId: string;
let reminderId: string;
const db = () => t.services.deps.database.db;

const reminder = (amount: number, unit = 'hour') => ({
  kind: 'reminder.client',
  trigger: { type: 'session.started', direction: 'before', amount, unit },
  message: null,
});

beforeAll(async () => {
  t = await createTestApp();
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  const serviceId = await setup.service({ title: 'Intro call', price: 0 });
  workflowId = (await ada.request('POST', '/api/workflows', { name: 'Reminders', type: 'session' })).body.id;
  const added = await ada.request('POST', `/api/workflows/${workflowId}/actions`, reminder(1));
  reminderId = added.body.actions[0].id;
  await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: true });
  await db().insert(serviceWorkflows).values({ serviceId, workflowId });
  const booked = await t
    .client()
    .request('POST', '/api/public/pages/ada/bookings', { serviceId, start: at('10:00'), client: client() });
  expect(booked.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const executions = async () =>
  (
    await db()
      .select({
        action: workflowScheduleExecutions.actionId,
        at: workflowScheduleExecutions.executionAt,
        status: workflowScheduleExecutions.status,
        detail: workflowScheduleExecutions.detail,
        jobRunAt: jobs.runAt,
        jobStatus: jobs.status,
      })
      .from(workflowScheduleExecutions)
      .leftJoin(jobs, eq(jobs.id, workflowScheduleExecutions.jobId))
      .orderBy(asc(workflowScheduleExecutions.createdAt), asc(workflowScheduleExecutions.executionAt))
  ).map((r) => ({
    ...r,
    action: r.action === reminderId ? 'reminder' : r.action ? 'other' : null,
    at: r.at.toISOString(),
    jobRunAt: r.jobRunAt?.toISOString(),
  }));

describe('editing a workflow moves its pending executions', () => {
  it('moves the reminder when its offset changes, and its job with it', async () => {
    const res = await ada.request(
      'PUT',
      `/api/workflows/${workflowId}/actions/${reminderId}`,
      reminder(1, 'day'),
    );
    expect(res.status).toBe(200);
    expect(await executions()).toEqual([
      {
        action: 'reminder',
        at: '2031-03-02T10:00:00.000Z',
        status: 'pending',
        detail: null,
        jobRunAt: '2031-03-02T10:00:00.000Z',
        jobStatus: 'queued',
      },
    ]);
  });

  it('plans a new start or end action for the upcoming session at once', async () => {
    const res = await ada.request('POST', `/api/workflows/${workflowId}/actions`, {
      kind: 'email.client',
      trigger: { type: 'session.ended', direction: 'after', amount: 2, unit: 'hour' },
      message: 'How was it?',
    });
    expect(res.status).toBe(201);
    expect((await executions()).map((e) => [e.action, e.at, e.status])).toEqual([
      ['reminder', '2031-03-02T10:00:00.000Z', 'pending'],
      ['other', at('13:00'), 'pending'],
    ]);
  });

  it('cancels what a removed action had planned', async () => {
    const res = await ada.request('DELETE', `/api/workflows/${workflowId}/actions/${reminderId}`);
    expect(res.status).toBe(200);
    expect((await executions()).map((e) => [e.action, e.status, e.detail, e.jobStatus])).toEqual([
      [null, 'cancelled', 'The action was removed from the workflow', 'cancelled'],
      ['other', 'pending', null, 'queued'],
    ]);
  });

  it('keeps the pending one while paused, and cancels it if it comes due paused', async () => {
    await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: false });
    expect((await executions())[1]).toMatchObject({ status: 'pending', jobStatus: 'queued' });
    await db().update(jobs).set({ runAt: t.services.deps.clock.now() }).where(eq(jobs.status, 'queued'));
    await t.services.worker.drain();
    expect((await executions())[1]).toMatchObject({
      status: 'cancelled',
      detail: 'The workflow was paused',
      jobStatus: 'completed',
    });
    expect((await t.emailsTo('Grace.Hopper@Example.com')).map((e) => e.subject)).toEqual([
      'Booking confirmed: Intro call with Ada Lovelace',
    ]);
  });

  it('cancels every pending execution when the workflow is deleted', async () => {
    await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: true });
    const res = await ada.request('POST', `/api/workflows/${workflowId}/actions`, reminder(3));
    expect(res.status).toBe(201);
    expect((await ada.request('DELETE', `/api/workflows/${workflowId}`)).status).toBe(204);
    expect((await executions()).map((e) => [e.status, e.detail])).toEqual([
      ['cancelled', 'The action was removed from the workflow'],
      ['cancelled', 'The workflow was paused'],
      ['cancelled', 'The workflow was deleted'],
    ]);
  });
});
