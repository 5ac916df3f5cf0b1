import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPages } from '../../db/schema/booking-pages';
import { workflowActions, workflows } from '../../db/schema/workflows';
import { expertWithPage, type Owner, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// spec (doc 2, §2–§9) and issue 15: workflows are created paused, at most 20 per page and 20
// actions each; unpausing a second needs multipleWorkflows; delete is soft once scheduled; the
// page's counters move with them; another expert's ids are 404.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaOwner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const counts = async () => {
  const [row] = await db()
    .select({ total: bookingPages.workflowsCount, active: bookingPages.workflowsActiveCount })
    .from(bookingPages)
    .where(eq(bookingPages.id, adaOwner.pageId));
  return row;
};
const create = async (name: string, type = 'session', client = ada) => {
  const res = await client.request('POST', '/api/workflows', { name, type });
  expect(res.status).toBe(201);
  return res.body as { id: string; active: boolean; actions: unknown[] };
};
const reminder = {
  kind: 'reminder.client',
  trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
  message: 'See you soon, {{client.firstName}}',
};

describe('workflows', () => {
  let first: string;

  it('creates a workflow paused and counts it', async () => {
    const res = await ada.request('POST', '/api/workflows', {
      name: '  Session reminders ',
      type: 'session',
    });
    expect(res.status).toBe(201);
    first = res.body.id;
    expect(res.body).toMatchObject({
      name: 'Session reminders',
      type: 'session',
      active: false,
      deleted: false,
      scheduled: false,
      actions: [],
      usage: { services: [], series: [], groupSessions: [], packages: [] },
    });
    expect(await counts()).toEqual({ total: 1, active: 0 });
  });

  it('refuses a bad name with the spec message and writes nothing', async () => {
    for (const name of ['ab', 'x'.repeat(81), 42]) {
      const res = await ada.request('POST', '/api/workflows', { name, type: 'session' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ name: 'Please give this workflow a name' });
    }
    expect(await counts()).toEqual({ total: 1, active: 0 });
  });

  it('adds actions, sorted by offset, with the spec messages on bad ones', async () => {
    const added = await ada.request('POST', `/api/workflows/${first}/actions`, {
      ...reminder,
      trigger: { ...reminder.trigger, type: 'session.ended', direction: 'after', amount: 1, unit: 'day' },
      kind: 'email.client',
      message: 'Thanks for coming, {{client.firstName}}',
    });
    expect(added.status).toBe(201);
    const second = await ada.request('POST', `/api/workflows/${first}/actions`, reminder);
    expect(second.status).toBe(201);
    expect(second.body.actions.map((a: { kind: string; trigger: unknown }) => [a.kind, a.trigger])).toEqual([
      [
        'reminder.client',
        { type: 'session.started', direction: 'before', amount: 1, unit: 'hour', offset: -3600 },
      ],
      ['email.client', { type: 'session.ended', direction: 'after', amount: 1, unit: 'day', offset: 86400 }],
    ]);

    const bad = await ada.request('POST', `/api/workflows/${first}/actions`, {
      ...reminder,
      kind: 'email.expert',
      message: '',
      trigger: { ...reminder.trigger, amount: 31, unit: 'day' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      message: 'Message is required',
      'trigger.amount': 'Cannot schedule actions more than 30 days in advance',
    });
    const zero = await ada.request('POST', `/api/workflows/${first}/actions`, {
      ...reminder,
      trigger: { ...reminder.trigger, amount: 0 },
    });
    expect(zero.body.error.fields).toEqual({
      'trigger.amount': 'Offset cannot be zero when scheduling before a trigger',
    });
    const rows = await db().select().from(workflowActions).where(eq(workflowActions.workflowId, first));
    expect(rows).toHaveLength(2);
  });

  it('edits and removes an action', async () => {
    const detail = (await ada.request('GET', `/api/workflows/${first}`)).body;
    const id = detail.actions[0].id;
    const edited = await ada.request('PUT', `/api/workflows/${first}/actions/${id}`, {
      ...reminder,
      trigger: { ...reminder.trigger, amount: 2 },
      message: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.actions[0]).toMatchObject({
      id,
      message: null,
      trigger: { amount: 2, unit: 'hour', offset: -7200 },
    });
    const removed = await ada.request('DELETE', `/api/workflows/${first}/actions/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.actions).toHaveLength(1);
    expect((await ada.request('DELETE', `/api/workflows/${first}/actions/${id}`)).status).toBe(404);
  });

  it('allows 20 actions and refuses the 21st', async () => {
    const wf = await create('Many actions');
    for (let i = 1; i <= 20; i += 1) {
      const res = await ada.request('POST', `/api/workflows/${wf.id}/actions`, {
        ...reminder,
        trigger: { ...reminder.trigger, amount: i },
      });
      expect(res.status).toBe(201);
    }
    const over = await ada.request('POST', `/api/workflows/${wf.id}/actions`, reminder);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('A workflow can have at most 20 actions');
    expect((await ada.request('DELETE', `/api/workflows/${wf.id}`)).status).toBe(204);
  });

  it('unpauses one workflow on the Free plan and refuses a second with the upgrade alert', async () => {
    const other = await create('Follow-ups');
    const on = await ada.request('PUT', `/api/workflows/${first}/active`, { active: true });
    expect(on.status).toBe(200);
    expect(on.body.active).toBe(true);
    const second = await ada.request('PUT', `/api/workflows/${other.id}/active`, { active: true });
    expect(second.status).toBe(403);
    expect(second.body.error.message).toBe('Upgrade to Pro to use Multiple active workflows');
    expect(await counts()).toEqual({ total: 2, active: 1 });
    await setPlan(t, 'ada@example.com', 'pro');
    expect((await ada.request('PUT', `/api/workflows/${other.id}/active`, { active: true })).status).toBe(
      200,
    );
    expect(await counts()).toEqual({ total: 2, active: 2 });
    // Pausing twice changes the counter once.
    await ada.request('PUT', `/api/workflows/${other.id}/active`, { active: false });
    await ada.request('PUT', `/api/workflows/${other.id}/active`, { active: false });
    expect(await counts()).toEqual({ total: 2, active: 1 });
    await setPlan(t, 'ada@example.com', 'free');
  });

  it('deletes a never-scheduled workflow for good', async () => {
    const list = (await ada.request('GET', '/api/workflows')).body;
    const other = list.workflows.find((w: { name: string }) => w.name === 'Follow-ups');
    expect((await ada.request('DELETE', `/api/workflows/${other.id}`)).status).toBe(204);
    expect(await db().select().from(workflows).where(eq(workflows.id, other.id))).toEqual([]);
    expect(await counts()).toEqual({ total: 1, active: 1 });
  });

  it('soft-deletes a scheduled one: deleted, paused, actions removed, shown with its badge', async () => {
    await db().update(workflows).set({ scheduled: true }).where(eq(workflows.id, first));
    expect((await ada.request('DELETE', `/api/workflows/${first}`)).status).toBe(204);
    const detail = await ada.request('GET', `/api/workflows/${first}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ deleted: true, active: false, actions: [] });
    expect(await db().select().from(workflowActions).where(eq(workflowActions.workflowId, first))).toEqual(
      [],
    );
    expect(await counts()).toEqual({ total: 0, active: 0 });
    expect((await ada.request('GET', '/api/workflows')).body.workflows).toEqual([]);
    const rename = await ada.request('PUT', `/api/workflows/${first}`, { name: 'Back again' });
    expect(rename.status).toBe(409);
    expect(rename.body.error.message).toBe(
      'This workflow was deleted. Its actions were removed and it no longer runs.',
    );
    expect((await ada.request('DELETE', `/api/workflows/${first}`)).status).toBe(404);
  });

  it('allows 20 workflows per page and refuses the 21st', async () => {
    for (let i = 1; i <= 20; i += 1) await create(`Workflow ${i}`);
    const over = await ada.request('POST', '/api/workflows', { name: 'One too many', type: 'package' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('A booking page can have at most 20 workflows');
    expect(await counts()).toEqual({ total: 20, active: 0 });
  });

  it("answers another expert's workflow and action ids 404 and changes nothing", async () => {
    const list = (await ada.request('GET', '/api/workflows')).body.workflows;
    const target = list[0].id;
    await ada.request('POST', `/api/workflows/${target}/actions`, reminder);
    const actionId = (await ada.request('GET', `/api/workflows/${target}`)).body.actions[0].id;
    for (const [method, path, body] of [
      ['GET', `/api/workflows/${target}`, undefined],
      ['PUT', `/api/workflows/${target}`, { name: 'Mine now' }],
      ['PUT', `/api/workflows/${target}/active`, { active: true }],
      ['DELETE', `/api/workflows/${target}`, undefined],
      ['POST', `/api/workflows/${target}/actions`, reminder],
      ['PUT', `/api/workflows/${target}/actions/${actionId}`, reminder],
      ['DELETE', `/api/workflows/${target}/actions/${actionId}`, undefined],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect([method, path, res.status, res.body.error.message]).toEqual([method, path, 404, 'Not found']);
    }
    const after = (await ada.request('GET', `/api/workflows/${target}`)).body;
    expect(after).toMatchObject({ name: 'Workflow 1', active: false, deleted: false });
    expect(after.actions).toHaveLength(1);
    expect((await bob.request('GET', '/api/workflows')).body.workflows).toEqual([]);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/workflows')).status).toBe(401);
  });
});
