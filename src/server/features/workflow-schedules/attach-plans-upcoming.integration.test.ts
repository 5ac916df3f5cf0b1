import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { coaching } from '../services/services-testing';

// issue 15: a workflow attached to a service after sessions were booked, or unpaused after they
// were, runs for those sessions too: their start and end actions are planned then, once.

let t: TestApp;
let ada: TestClient;
let serviceId: string;
let workflowId: string;
const db = () => t.services.deps.database.db;

const planned = async () =>
  (
    await db()
      .select({ trigger: workflowScheduleExecutions.triggerType, at: workflowScheduleExecutions.executionAt })
      .from(workflowScheduleExecutions)
      .orderBy(asc(workflowScheduleExecutions.executionAt))
  ).map((row) => [row.trigger, row.at.toISOString()]);

const book = async (hhmm: string, email: string) => {
  const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId,
    start: at(hhmm),
    client: client({ email }),
  });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  serviceId = await setup.service({ title: 'Intro call', price: 0 });
  workflowId = (await ada.request('POST', '/api/workflows', { name: 'Reminders', type: 'session' })).body.id;
  for (const action of [
    {
      kind: 'reminder.client',
      trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
      message: null,
    },
    // Booked before the workflow was attached: this event is not replayed.
    {
      kind: 'email.client',
      trigger: { type: 'session.booking.created', direction: 'after', amount: 1, unit: 'hour' },
      message: 'Welcome.',
    },
  ]) {
    expect((await ada.request('POST', `/api/workflows/${workflowId}/actions`, action)).status).toBe(201);
  }
  expect((await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: true })).status).toBe(
    200,
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('attaching a workflow', () => {
  it("plans the start and end actions of the service's booked upcoming sessions, once", async () => {
    await book('10:00', 'grace@example.com');
    expect(await planned()).toEqual([]);
    const body = { ...coaching, title: 'Intro call', price: 0, workflowsIds: [workflowId] };
    expect((await ada.request('PUT', `/api/services/${serviceId}`, body)).status).toBe(200);
    expect(await planned()).toEqual([['session.started', at('09:00')]]);
    // Saving again plans nothing more.
    expect((await ada.request('PUT', `/api/services/${serviceId}`, body)).status).toBe(200);
    expect(await planned()).toEqual([['session.started', at('09:00')]]);
  });

  it('unpausing plans the sessions booked while it was paused', async () => {
    expect((await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: false })).status).toBe(
      200,
    );
    await book('14:00', 'alan@example.com');
    expect(await planned()).toEqual([['session.started', at('09:00')]]);
    expect((await ada.request('PUT', `/api/workflows/${workflowId}/active`, { active: true })).status).toBe(
      200,
    );
    expect(await planned()).toEqual([
      ['session.started', at('09:00')],
      ['session.started', at('13:00')],
    ]);
  });
});
