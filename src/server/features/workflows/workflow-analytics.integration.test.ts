import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workflows } from '../../db/schema/workflows';
import { expertWithPage } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// spec (§7) and issue 15: analytics events for created, updated and removed workflow actions
// (ADR 037): one event per committed change, none for a refused request, the expert's user id as
// the distinct id, and only ids and choices as properties — never a message or a description.

let t: TestApp;
let ada: TestClient;
let adaId: string;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({
    client: ada,
    owner: { userId: adaId },
  } = await expertWithPage(t, 'ada-analytics@example.com', 'ada-an'));
  ({ client: bob } = await expertWithPage(t, 'bob-analytics@example.com', 'bob-an'));
}, 120_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.analytics.events.length = 0;
});

const MESSAGE = 'Hi {{client.firstName}}, your session with Ada Lovelace starts soon';
const reminder = {
  kind: 'reminder.client',
  trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
  message: MESSAGE,
};

const createWorkflow = async (type: 'session' | 'package', name = 'Analytics workflow') => {
  const res = await ada.request('POST', '/api/workflows', { name, type });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const addAction = async (workflowId: string, body: unknown) => {
  const res = await ada.request('POST', `/api/workflows/${workflowId}/actions`, body);
  expect(res.status).toBe(201);
  t.analytics.events.length = 0;
  return res.body.actions as Array<{ id: string; kind: string }>;
};

describe('workflow action analytics', () => {
  it('captures one created event with the action’s choices', async () => {
    const workflowId = await createWorkflow('session');
    const res = await ada.request('POST', `/api/workflows/${workflowId}/actions`, reminder);
    expect(res.status).toBe(201);
    const actionId = res.body.actions[0].id;
    expect(t.analytics.events).toEqual([
      {
        distinctId: adaId,
        event: 'workflow action created',
        properties: {
          workflowId,
          actionId,
          workflowType: 'session',
          actionKind: 'reminder.client',
          recipient: 'client',
          triggerType: 'session.started',
          direction: 'before',
          offsetAmount: 1,
          offsetUnit: 'hour',
          hasCondition: false,
        },
      },
    ]);
  });

  it('captures one updated event with the new choices', async () => {
    const workflowId = await createWorkflow('session');
    const [action] = await addAction(workflowId, reminder);
    const res = await ada.request('PUT', `/api/workflows/${workflowId}/actions/${action!.id}`, {
      kind: 'email.expert',
      trigger: { type: 'session.ended', direction: 'after', amount: 2, unit: 'day' },
      message: 'Write your notes about {{client.firstName}}',
    });
    expect(res.status).toBe(200);
    expect(t.analytics.events).toEqual([
      {
        distinctId: adaId,
        event: 'workflow action updated',
        properties: {
          workflowId,
          actionId: action!.id,
          workflowType: 'session',
          actionKind: 'email.expert',
          recipient: 'expert',
          triggerType: 'session.ended',
          direction: 'after',
          offsetAmount: 2,
          offsetUnit: 'day',
          hasCondition: false,
        },
      },
    ]);
  });

  it('captures one removed event with the removed action’s choices', async () => {
    const workflowId = await createWorkflow('package');
    const [action] = await addAction(workflowId, {
      kind: 'automation',
      trigger: { type: 'bookedPackage.expired', direction: 'before', amount: 3, unit: 'day' },
      description: 'Offer a renewal',
      conditionGroup: {
        operator: 'and',
        conditions: [{ key: 'bookedPackage.sessionsRemaining', operator: 'gt', value: 0 }],
      },
    });
    const res = await ada.request('DELETE', `/api/workflows/${workflowId}/actions/${action!.id}`);
    expect(res.status).toBe(200);
    expect(t.analytics.events).toEqual([
      {
        distinctId: adaId,
        event: 'workflow action removed',
        properties: {
          workflowId,
          actionId: action!.id,
          workflowType: 'package',
          actionKind: 'automation',
          recipient: null,
          triggerType: 'bookedPackage.expired',
          direction: 'before',
          offsetAmount: 3,
          offsetUnit: 'day',
          hasCondition: true,
          removedWith: 'action',
        },
      },
    ]);
  });

  it('captures nothing for a refused create, update or delete', async () => {
    const workflowId = await createWorkflow('session');
    const [action] = await addAction(workflowId, reminder);
    const tooFar = { ...reminder, trigger: { ...reminder.trigger, amount: 31, unit: 'day' } };

    const badCreate = await ada.request('POST', `/api/workflows/${workflowId}/actions`, tooFar);
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.error.fields).toEqual({
      'trigger.amount': 'Cannot schedule actions more than 30 days in advance',
    });
    const badUpdate = await ada.request('PUT', `/api/workflows/${workflowId}/actions/${action!.id}`, tooFar);
    expect(badUpdate.status).toBe(400);
    const wrongType = await ada.request('POST', `/api/workflows/${workflowId}/actions`, {
      ...reminder,
      trigger: { type: 'bookedPackage.created', direction: 'after', amount: 1, unit: 'hour' },
    });
    expect(wrongType.status).toBe(400);
    // Another expert's workflow is 404, whatever the request.
    const bobs = await bob.request('POST', `/api/workflows/${workflowId}/actions`, reminder);
    expect(bobs.status).toBe(404);
    const bobDeletes = await bob.request('DELETE', `/api/workflows/${workflowId}/actions/${action!.id}`);
    expect(bobDeletes.status).toBe(404);

    expect(t.analytics.events).toEqual([]);
    // The action is unchanged, so nothing happened that an event should have told.
    const detail = await ada.request('GET', `/api/workflows/${workflowId}`);
    expect(detail.body.actions).toHaveLength(1);
    expect(detail.body.actions[0].trigger).toMatchObject({ amount: 1, unit: 'hour' });
  });

  it('captures a removed event per action when a never-scheduled workflow is deleted', async () => {
    const workflowId = await createWorkflow('session');
    await addAction(workflowId, reminder);
    const actions = await addAction(workflowId, {
      kind: 'email.client',
      trigger: { type: 'session.booking.created', direction: 'after', amount: 0, unit: 'minute' },
      message: MESSAGE,
    });
    expect((await ada.request('DELETE', `/api/workflows/${workflowId}`)).status).toBe(204);

    const events = t.analytics.events;
    expect(events.map((e) => [e.event, e.distinctId, e.properties.removedWith])).toEqual([
      ['workflow action removed', adaId, 'workflow'],
      ['workflow action removed', adaId, 'workflow'],
    ]);
    expect(new Set(events.map((e) => e.properties.actionId))).toEqual(new Set(actions.map((a) => a.id)));
    const confirmation = events.find((e) => e.properties.triggerType === 'session.booking.created');
    expect(confirmation?.properties).toEqual({
      workflowId,
      actionId: confirmation?.properties.actionId,
      workflowType: 'session',
      actionKind: 'email.client',
      recipient: 'client',
      triggerType: 'session.booking.created',
      direction: 'after',
      offsetAmount: 0,
      offsetUnit: 'minute',
      hasCondition: false,
      removedWith: 'workflow',
    });
  });

  it('captures a removed event per action when a scheduled workflow is soft-deleted, and none again', async () => {
    const workflowId = await createWorkflow('session');
    const [action] = await addAction(workflowId, reminder);
    // As if a booking had planned it: the delete keeps the row, marked deleted (spec §4).
    await t.services.deps.database.db
      .update(workflows)
      .set({ scheduled: true })
      .where(eq(workflows.id, workflowId));
    expect((await ada.request('DELETE', `/api/workflows/${workflowId}`)).status).toBe(204);
    expect(t.analytics.events.map((e) => [e.event, e.properties.actionId, e.properties.removedWith])).toEqual(
      [['workflow action removed', action!.id, 'workflow']],
    );

    t.analytics.events.length = 0;
    expect((await ada.request('DELETE', `/api/workflows/${workflowId}`)).status).toBe(404);
    const deletedWorkflow = await ada.request('POST', `/api/workflows/${workflowId}/actions`, reminder);
    expect(deletedWorkflow.status).toBe(409);
    expect(t.analytics.events).toEqual([]);
  });

  it('never sends message text, descriptions, names or emails', async () => {
    const workflowId = await createWorkflow('package', 'Ada private workflow');
    await addAction(workflowId, {
      kind: 'email.client',
      trigger: { type: 'bookedPackage.created', direction: 'after', amount: 1, unit: 'hour' },
      message: MESSAGE,
    });
    const [, automation] = await ada
      .request('POST', `/api/workflows/${workflowId}/actions`, {
        kind: 'automation',
        trigger: { type: 'bookedPackage.created', direction: 'after', amount: 2, unit: 'hour' },
        description: 'Call Ada back',
      })
      .then((r) => r.body.actions as Array<{ id: string }>);
    await ada.request('PUT', `/api/workflows/${workflowId}/actions/${automation!.id}`, {
      kind: 'automation',
      trigger: { type: 'bookedPackage.created', direction: 'after', amount: 3, unit: 'hour' },
      description: 'Call Ada back soon',
    });
    expect((await ada.request('DELETE', `/api/workflows/${workflowId}`)).status).toBe(204);

    expect(t.analytics.events.map((e) => e.event)).toEqual([
      'workflow action created',
      'workflow action updated',
      'workflow action removed',
      'workflow action removed',
    ]);
    const sent = JSON.stringify(t.analytics.events);
    // Long enough that a random id cannot contain one by chance.
    for (const secret of [
      'Ada Lovelace',
      'client.firstName',
      'Call Ada back',
      'Ada private workflow',
      'ada-analytics@example.com',
      'Test Expert',
    ]) {
      expect(sent).not.toContain(secret);
    }
  });
});
