import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkflows } from '../../db/schema/workflow-links';
import { workflows } from '../../db/schema/workflows';
import { expertWithPage } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../../testing/test-app';
import { validSeries, validSession } from '../group-sessions/group-sessions-testing';
import { packageBody } from '../packages/packages-testing';
import { coaching } from '../services/services-testing';

// Issue 15: services, series, group sessions and packages carry workflowsIds. One rule for the
// four (features/workflows/links.ts): the page's own workflows, not deleted, of the type the item
// takes (session workflows; package workflows on packages); paused ones may be attached.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const wf = { first: '', second: '', pkg: '', deleted: '', bobs: '' };

async function workflow(client: TestClient, name: string, type: 'session' | 'package') {
  const res = await client.request('POST', '/api/workflows', { name, type });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
  // Created in this order, so the views list them first, second (all paused, as created).
  wf.first = await workflow(ada, 'Reminders', 'session');
  wf.second = await workflow(ada, 'Follow-ups', 'session');
  wf.pkg = await workflow(ada, 'Package nudges', 'package');
  wf.deleted = await workflow(ada, 'Old reminders', 'session');
  // Scheduled once, so deleting keeps it as a deleted workflow (soft delete).
  await t.services.deps.database.db
    .update(workflows)
    .set({ scheduled: true })
    .where(eq(workflows.id, wf.deleted));
  expect((await ada.request('DELETE', `/api/workflows/${wf.deleted}`)).status).toBe(204);
  wf.bobs = await workflow(bob, 'Bob reminders', 'session');
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Kind = {
  name: string;
  path: string;
  body: () => Record<string, unknown>;
  /** The item in the answer of GET {path}/{id}. */
  read: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The usage list of a workflow's detail the item shows in. */
  usage: 'services' | 'series' | 'groupSessions' | 'packages';
  wrongType: () => string;
  wrongTypeMessage: string;
  notFound: string;
};

const kinds: Kind[] = [
  {
    name: 'service',
    path: '/api/services',
    body: () => ({ ...coaching }),
    read: (body) => body,
    usage: 'services',
    wrongType: () => wf.pkg,
    wrongTypeMessage: 'This is a package workflow',
    notFound: 'Not found',
  },
  {
    name: 'series',
    path: '/api/series',
    body: () => validSeries(),
    read: (body) => body.series as Record<string, unknown>,
    usage: 'series',
    wrongType: () => wf.pkg,
    wrongTypeMessage: 'This is a package workflow',
    notFound: 'Not found',
  },
  {
    name: 'group session',
    path: '/api/group-sessions',
    body: () => validSession(),
    read: (body) => body,
    usage: 'groupSessions',
    wrongType: () => wf.pkg,
    wrongTypeMessage: 'This is a package workflow',
    notFound: 'Session no longer exist',
  },
  {
    name: 'package',
    path: '/api/packages',
    body: () => ({ ...packageBody() }),
    read: (body) => body,
    usage: 'packages',
    wrongType: () => wf.first,
    wrongTypeMessage: 'This is a session workflow',
    notFound: 'Not found',
  },
];

describe.each(kinds)('workflows of a $name', (kind) => {
  let id = '';
  const read = async () => {
    const res = await ada.request('GET', `${kind.path}/${id}`);
    expect(res.status).toBe(200);
    return kind.read(res.body);
  };
  const usageOf = async (workflowId: string, client = ada) =>
    (
      (await client.request('GET', `/api/workflows/${workflowId}`)).body.usage[kind.usage] as { id: string }[]
    ).map((item) => item.id);
  const refused = async (res: TestResponse<{ error: unknown }>, message: string) => {
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message, fields: { workflowsIds: message } });
  };

  it('attaches paused workflows on create, oldest first', async () => {
    const pkg = kind.usage === 'packages';
    const attach = pkg ? [wf.pkg] : [wf.second, wf.first];
    const res = await ada.request('POST', kind.path, { ...kind.body(), workflowsIds: attach });
    expect(res.status).toBe(201);
    id = res.body.id;
    const expected = pkg ? [wf.pkg] : [wf.first, wf.second];
    expect(res.body.workflowsIds).toEqual(expected);
    expect((await read()).workflowsIds).toEqual(expected);
    expect(await usageOf(expected[0]!)).toEqual([id]);
  });

  it('keeps them when an edit leaves workflowsIds out, and detaches all with []', async () => {
    const before = (await read()).workflowsIds;
    const kept = await ada.request('PUT', `${kind.path}/${id}`, { ...kind.body(), title: 'Kept workflows' });
    expect(kept.status).toBe(200);
    expect(kept.body.workflowsIds).toEqual(before);
    const detached = await ada.request('PUT', `${kind.path}/${id}`, { ...kind.body(), workflowsIds: [] });
    expect(detached.status).toBe(200);
    expect(detached.body.workflowsIds).toEqual([]);
    expect((await read()).workflowsIds).toEqual([]);
  });

  it('attaches one on edit', async () => {
    const attach = kind.usage === 'packages' ? [wf.pkg] : [wf.second];
    const res = await ada.request('PUT', `${kind.path}/${id}`, { ...kind.body(), workflowsIds: attach });
    expect(res.status).toBe(200);
    expect((await read()).workflowsIds).toEqual(attach);
  });

  it("refuses another expert's, a deleted and an unknown workflow, and changes nothing", async () => {
    const before = await read();
    for (const foreign of [wf.bobs, wf.deleted, 'NoSuchWorkflow']) {
      const res = await ada.request('PUT', `${kind.path}/${id}`, {
        ...kind.body(),
        title: 'Not saved',
        workflowsIds: [...(before.workflowsIds as string[]), foreign],
      });
      await refused(res, 'Workflow not found');
    }
    expect(await read()).toEqual(before);
  });

  it('refuses a workflow of the other type, and changes nothing', async () => {
    const before = await read();
    const res = await ada.request('PUT', `${kind.path}/${id}`, {
      ...kind.body(),
      title: 'Not saved',
      workflowsIds: [kind.wrongType()],
    });
    await refused(res, kind.wrongTypeMessage);
    expect(await read()).toEqual(before);
  });

  it("creates nothing when a new one names another expert's workflow", async () => {
    const list = async () => JSON.stringify((await ada.request('GET', kind.path)).body);
    const before = await list();
    await refused(
      await ada.request('POST', kind.path, { ...kind.body(), workflowsIds: [wf.bobs] }),
      'Workflow not found',
    );
    expect(await list()).toBe(before);
  });

  it("answers 404 for another expert's item, whatever the workflows", async () => {
    const res = await bob.request('PUT', `${kind.path}/${id}`, { ...kind.body(), workflowsIds: [wf.bobs] });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(kind.notFound);
    expect(await usageOf(wf.bobs, bob)).toEqual([]);
  });

  it('lists the item with its workflowsIds', async () => {
    const res = await ada.request('GET', kind.path);
    const items = (kind.usage === 'services' ? res.body.services : res.body) as {
      id: string;
      workflowsIds: string[];
    }[];
    expect(items.find((item) => item.id === id)?.workflowsIds).toEqual(
      kind.usage === 'packages' ? [wf.pkg] : [wf.second],
    );
  });
});

describe('attaching while the workflow is deleted', () => {
  // Meaningful on PostgreSQL (TEST_DATABASE_URL), where the two requests really overlap: the
  // attach holds the page and the workflows it links, so the delete either comes first (the
  // attach is refused) or after (and removes the new link). A link to a deleted workflow never stays.
  it('never leaves a link to a deleted workflow', async () => {
    const service = await ada.request('POST', '/api/services', { ...coaching, title: 'Race' });
    const db = t.services.deps.database.db;
    for (let round = 0; round < 8; round++) {
      const id = await workflow(ada, `Race ${round}`, 'session');
      await db.update(workflows).set({ scheduled: true }).where(eq(workflows.id, id));
      const [put, del] = await Promise.all([
        ada.request('PUT', `/api/services/${service.body.id}`, { ...coaching, workflowsIds: [id] }),
        ada.request('DELETE', `/api/workflows/${id}`),
      ]);
      expect(del.status).toBe(204);
      expect([200, 400]).toContain(put.status);
      const links = await db.select().from(serviceWorkflows).where(eq(serviceWorkflows.workflowId, id));
      expect(links).toEqual([]);
    }
  });
});
