import { createRoute, z } from '@hono/zod-openapi';
import { groupSessionView } from '../../../domain/group-sessions/group-session-view';
import { seriesDetailView, seriesView } from '../../../domain/group-sessions/series-view';
import { reorderInput } from '../../../domain/shared/reorder';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['group-sessions'];
const sessionParams = { params: z.object({ id: z.string().min(1), sessionId: z.string().min(1) }) };
const oneSeries = seriesView.openapi('Series');
const session = groupSessionView.openapi('GroupSession');

// The price and group size limits depend on the page currency and the plan, so the service
// parses with the shared schema (src/domain/group-sessions/series-input.ts) once it knows them.
const seriesBody = body(
  z.looseObject({}).openapi('SeriesInput', {
    description:
      "title (60), description, duration (10, 15, 30, 45, 60, 90 or 120 minutes), price (major units of the page currency), groupSizeMax (42, or 500 with largeSessionLimits), locationType and locationId (null for the default location), hidden, collectPhoneNumber, workflowsIds (optional: up to 20 of the page's session workflows; left out when editing keeps them, [] detaches all).",
  }),
);
const seriesSessionBody = body(
  z.looseObject({}).openapi('SeriesSessionInput', { description: 'start (an ISO instant in the future)' }),
);

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listSeries',
  ...signedIn,
  tags,
  summary: "The expert's series in their order",
  responses: { 200: { description: 'Series', ...json(z.array(oneSeries)) }, ...errorResponses(401) },
});
const createSeriesRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createSeries',
  ...signedIn,
  tags,
  summary: 'Create a series (it goes last)',
  request: seriesBody,
  responses: { 201: { description: 'Created', ...json(oneSeries) }, ...errorResponses(400, 401, 404, 409) },
});
const reorderRoute = createRoute({
  method: 'put',
  path: '/order',
  operationId: 'reorderSeries',
  ...signedIn,
  tags,
  summary: 'Put the series in this order; only the series whose order changed are written',
  request: body(reorderInput),
  responses: {
    200: { description: 'The series in their new order', ...json(z.array(oneSeries)) },
    ...errorResponses(400, 401, 409),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getSeries',
  ...signedIn,
  tags,
  summary: 'A series and its upcoming sessions, soonest first',
  request: idParam,
  responses: {
    200: { description: 'The series', ...json(seriesDetailView.openapi('SeriesDetail')) },
    ...errorResponses(400, 401, 404),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateSeries',
  ...signedIn,
  tags,
  summary:
    'Change a series; its upcoming sessions follow (price and duration only where nobody has booked, group size never below the places booked)',
  request: { ...idParam, ...seriesBody },
  responses: { 200: { description: 'Saved', ...json(oneSeries) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteSeries',
  ...signedIn,
  tags,
  summary:
    'Delete a series for real. With upcoming sessions or packages it answers 409 confirmation_required (fields: upcomingSessions, packages) unless confirm=true; its sessions stay as standalone ones',
  request: {
    ...idParam,
    query: z.object({ confirm: z.enum(['true', 'false']).optional() }),
  },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});
const scheduleRoute = createRoute({
  method: 'post',
  path: '/{id}/sessions',
  operationId: 'createSeriesSession',
  ...signedIn,
  tags,
  summary: "Schedule a session of the series: it ends after the series' duration and takes its settings",
  request: { ...idParam, ...seriesSessionBody },
  responses: { 201: { description: 'Scheduled', ...json(session) }, ...errorResponses(400, 401, 404, 409) },
});
const rescheduleRoute = createRoute({
  method: 'put',
  path: '/{id}/sessions/{sessionId}',
  operationId: 'updateSeriesSession',
  ...signedIn,
  tags,
  summary: 'Move a session of the series (not once it has bookings)',
  request: { ...sessionParams, ...seriesSessionBody },
  responses: { 200: { description: 'Saved', ...json(session) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteSessionRoute = createRoute({
  method: 'delete',
  path: '/{id}/sessions/{sessionId}',
  operationId: 'deleteSeriesSession',
  ...signedIn,
  tags,
  summary: 'Delete a session of the series without bookings',
  request: sessionParams,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function seriesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.listSeries(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(createSeriesRoute, async (c) =>
    c.json(await service.createSeries(db, c.get('user'), c.req.valid('json'), deps.clock.now()), 201),
  );
  // Registered before /{id} so "order" is never read as an id.
  router.openapi(reorderRoute, async (c) =>
    c.json(await service.reorderSeries(db, c.get('user').id, c.req.valid('json').ids, deps.clock.now()), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(
      await service.getSeriesDetail(db, c.get('user').id, c.req.valid('param').id, deps.clock.now()),
      200,
    ),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await service.updateSeries(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.clock.now(),
      ),
      200,
    ),
  );
  router.openapi(deleteRoute, async (c) => {
    const confirm = c.req.valid('query').confirm === 'true';
    await service.deleteSeries(db, c.get('user').id, c.req.valid('param').id, confirm, deps.clock.now());
    return c.body(null, 204);
  });
  router.openapi(scheduleRoute, async (c) =>
    c.json(
      await service.scheduleSeriesSession(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.clock.now(),
      ),
      201,
    ),
  );
  router.openapi(rescheduleRoute, async (c) => {
    const { id, sessionId } = c.req.valid('param');
    return c.json(
      await service.rescheduleSeriesSession(
        db,
        c.get('user').id,
        id,
        sessionId,
        c.req.valid('json'),
        deps.clock.now(),
      ),
      200,
    );
  });
  router.openapi(deleteSessionRoute, async (c) => {
    const { id, sessionId } = c.req.valid('param');
    await service.deleteSeriesSession(db, c.get('user').id, id, sessionId, deps.clock.now());
    return c.body(null, 204);
  });
  return router;
}
