import { createRoute, z } from '@hono/zod-openapi';
import { workflowInput, workflowRenameInput } from '../../../domain/automation/workflow-input';
import {
  scheduleListView,
  workflowDetailView,
  workflowListView,
} from '../../../domain/automation/workflow-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

// spec (doc 2, §2 Automation, §7): the workflows of the expert's booking page and their actions.
// The action body's rules depend on the workflow's type, so the service parses it with
// actionInput(type) (the form's schema); the route documents the shape loosely.

const tags = ['workflows'];
const detail = workflowDetailView.openapi('Workflow');
const actionParams = { params: z.object({ id: z.string().min(1), actionId: z.string().min(1) }) };
const actionBody = z
  .object({
    kind: z.string(),
    trigger: z.object({
      type: z.string(),
      direction: z.string(),
      amount: z.number(),
      unit: z.string(),
    }),
    message: z.string().nullish(),
    description: z.string().nullish(),
    conditionGroup: z.unknown().nullish(),
  })
  .openapi('WorkflowActionInput');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listWorkflows',
  ...signedIn,
  tags,
  summary: "The page's workflows (not deleted) with their actions sorted by offset, and the page's counters",
  responses: {
    200: { description: 'Workflows', ...json(workflowListView.openapi('WorkflowList')) },
    ...errorResponses(401, 409),
  },
});
const createWorkflowRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createWorkflow',
  ...signedIn,
  tags,
  summary: 'Create a workflow (paused); at most 20 per page',
  request: body(workflowInput.openapi('WorkflowInput')),
  responses: { 201: { description: 'Created', ...json(detail) }, ...errorResponses(400, 401, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getWorkflow',
  ...signedIn,
  tags,
  summary: 'One workflow (deleted ones too, marked) with its actions and what uses it',
  request: idParam,
  responses: { 200: { description: 'The workflow', ...json(detail) }, ...errorResponses(400, 401, 404, 409) },
});
const schedulesRoute = createRoute({
  method: 'get',
  path: '/{id}/schedules',
  operationId: 'listWorkflowSchedules',
  ...signedIn,
  tags,
  summary:
    "The monitor: the workflow's latest 10 schedules (newest first), each with its status and its executions' planned and actual times and outcomes",
  request: idParam,
  responses: {
    200: { description: 'Schedules', ...json(scheduleListView.openapi('WorkflowSchedules')) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const renameRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'renameWorkflow',
  ...signedIn,
  tags,
  summary: "Rename a workflow (its type stays); a deleted one can't change (409)",
  request: { ...idParam, ...body(workflowRenameInput.openapi('WorkflowRename')) },
  responses: { 200: { description: 'Saved', ...json(detail) }, ...errorResponses(400, 401, 404, 409) },
});
const activeRoute = createRoute({
  method: 'put',
  path: '/{id}/active',
  operationId: 'setWorkflowActive',
  ...signedIn,
  tags,
  summary: 'Pause or unpause. Unpausing a second workflow without the multipleWorkflows plan feature is 403',
  request: { ...idParam, ...body(z.object({ active: z.boolean() }).openapi('WorkflowActive')) },
  responses: {
    200: { description: 'Saved', ...json(detail) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteWorkflow',
  ...signedIn,
  tags,
  summary:
    'Delete: for good when never scheduled; otherwise marked deleted, paused, its actions and links removed',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});
const addActionRoute = createRoute({
  method: 'post',
  path: '/{id}/actions',
  operationId: 'addWorkflowAction',
  ...signedIn,
  tags,
  summary: 'Add an action (at most 20 per workflow); the rules follow the workflow type',
  request: { ...idParam, ...body(actionBody) },
  responses: { 201: { description: 'Added', ...json(detail) }, ...errorResponses(400, 401, 404, 409) },
});
const updateActionRoute = createRoute({
  method: 'put',
  path: '/{id}/actions/{actionId}',
  operationId: 'updateWorkflowAction',
  ...signedIn,
  tags,
  summary: 'Change an action',
  request: { ...actionParams, ...body(actionBody) },
  responses: { 200: { description: 'Saved', ...json(detail) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteActionRoute = createRoute({
  method: 'delete',
  path: '/{id}/actions/{actionId}',
  operationId: 'deleteWorkflowAction',
  ...signedIn,
  tags,
  summary: 'Remove an action',
  request: actionParams,
  responses: { 200: { description: 'Removed', ...json(detail) }, ...errorResponses(400, 401, 404, 409) },
});

export function workflowRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await service.listWorkflows(db, c.get('user')), 200));
  router.openapi(createWorkflowRoute, async (c) =>
    c.json(await service.createWorkflow(db, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getWorkflow(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(schedulesRoute, async (c) =>
    c.json(await service.getSchedules(db, c.get('user').id, c.req.valid('param').id, deps.clock.now()), 200),
  );
  router.openapi(renameRoute, async (c) =>
    c.json(
      await service.renameWorkflow(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(activeRoute, async (c) =>
    c.json(
      await service.setActive(db, c.get('user'), c.req.valid('param').id, c.req.valid('json').active),
      200,
    ),
  );
  router.openapi(deleteRoute, async (c) => {
    await service.deleteWorkflow(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      deps.clock.now(),
      deps.analytics,
    );
    return c.body(null, 204);
  });
  router.openapi(addActionRoute, async (c) =>
    c.json(
      await service.addAction(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.clock.now(),
        deps.analytics,
      ),
      201,
    ),
  );
  router.openapi(updateActionRoute, async (c) => {
    const { id, actionId } = c.req.valid('param');
    return c.json(
      await service.updateAction(
        db,
        c.get('user').id,
        id,
        actionId,
        c.req.valid('json'),
        deps.clock.now(),
        deps.analytics,
      ),
      200,
    );
  });
  router.openapi(deleteActionRoute, async (c) => {
    const { id, actionId } = c.req.valid('param');
    return c.json(
      await service.deleteAction(db, c.get('user').id, id, actionId, deps.clock.now(), deps.analytics),
      200,
    );
  });
  return router;
}
