import { createRoute, z } from '@hono/zod-openapi';
import { TIME_OFF_WINDOW_DAYS, timeOffInput, timeOffView } from '../../../domain/scheduling/time-off';
import { DAY_MS } from '../../../domain/time/instant';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { idParam, signedIn } from '../../http/route-parts';
import { newId } from '../../ids';
import * as repo from './time-off-repository';

const tags = ['scheduling'];
const period = timeOffView.openapi('TimeOffPeriod');
// The rule "end in the future" is judged on the server's clock when the request arrives (ADR 029).
const bodyJudgedAt = (now: () => number) => ({
  body: { content: { 'application/json': { schema: timeOffInput(now) } }, required: true },
});
const toView = (row: repo.TimeOffRow) => ({
  id: row.id,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listTimeOff',
  ...signedIn,
  tags,
  summary: 'Time off that has not ended, up to about a year ahead, ordered by end',
  responses: {
    200: { description: 'Periods', content: { 'application/json': { schema: z.array(period) } } },
    ...errorResponses(401),
  },
});
const createPeriodRoute = (body: ReturnType<typeof bodyJudgedAt>) =>
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createTimeOff',
    ...signedIn,
    tags,
    summary: 'Add a time off period',
    request: body,
    responses: {
      201: { description: 'Created', content: { 'application/json': { schema: period } } },
      ...errorResponses(400, 401),
    },
  });
const updateRoute = (body: ReturnType<typeof bodyJudgedAt>) =>
  createRoute({
    method: 'put',
    path: '/{id}',
    operationId: 'updateTimeOff',
    ...signedIn,
    tags,
    summary: 'Change a time off period',
    request: { ...idParam, ...body },
    responses: {
      200: { description: 'Saved', content: { 'application/json': { schema: period } } },
      ...errorResponses(400, 401, 404),
    },
  });
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteTimeOff',
  ...signedIn,
  tags,
  summary: 'Delete a time off period',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404) },
});

// Single-row changes with no rule beyond the input schema: the handlers call the repository
// directly rather than through a pass-through service.
export function timeOffRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  const body = bodyJudgedAt(() => nowMs(deps));
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => {
    const now = nowMs(deps);
    const rows = await repo.listTimeOff(
      db,
      c.get('user').id,
      new Date(now),
      new Date(now + TIME_OFF_WINDOW_DAYS * DAY_MS),
    );
    return c.json(rows.map(toView), 200);
  });
  router.openapi(createPeriodRoute(body), async (c) => {
    const row = await repo.insertTimeOff(db, {
      id: newId(),
      userId: c.get('user').id,
      ...c.req.valid('json'),
    });
    return c.json(toView(row), 201);
  });
  router.openapi(updateRoute(body), async (c) => {
    const row = await repo.updateTimeOff(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
    if (!row) throw notFound();
    return c.json(toView(row), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    if (!(await repo.deleteTimeOff(db, c.get('user').id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  });
  return router;
}
