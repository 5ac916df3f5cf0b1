import { createRoute, z } from '@hono/zod-openapi';
import { groupSessionView } from '../../../domain/group-sessions/group-session-view';
import { timeConflictsQuery, timeConflictsView } from '../../../domain/group-sessions/time-conflicts';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { idParam, json, signedIn } from '../../http/route-parts';
import { findTimeConflicts } from './conflicts';
import * as service from './service';

const tags = ['group-sessions'];
const session = groupSessionView.openapi('GroupSession');

// The limits depend on the expert's plan and the page currency, so the service parses the body
// with the shared schema (src/domain/group-sessions/group-session-input.ts) once it knows them.
const inputBody = {
  body: {
    ...json(
      z.looseObject({}).openapi('GroupSessionInput', {
        description:
          "title, description, start and end (ISO instants), price (major units of the page currency), groupSizeMax, locationType and locationId (null for the default location), hidden, collectPhoneNumber, workflowsIds (optional: up to 20 of the page's session workflows; left out when editing keeps them, [] detaches all). Title 60 and group size 42 (120 and 500 with largeSessionLimits); price 1000 units (x5 with increasedPriceLimit).",
      }),
    ),
    required: true,
  },
};

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listGroupSessions',
  ...signedIn,
  tags,
  summary: "The expert's confirmed upcoming group sessions that belong to no series, by start (at most 100)",
  responses: {
    200: { description: 'Sessions', ...json(z.array(session)) },
    ...errorResponses(401),
  },
});
const createSessionRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createGroupSession',
  ...signedIn,
  tags,
  summary: 'Create a standalone group session (confirmed)',
  request: inputBody,
  responses: {
    201: { description: 'Created', ...json(session) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const conflictsRoute = createRoute({
  method: 'get',
  path: '/conflicts',
  operationId: 'findGroupSessionConflicts',
  ...signedIn,
  tags,
  summary:
    "What a group session at [start, end) would overlap: the expert's other sessions, time off and the busy times of their synced calendars (a warning, not a refusal; at most 50, sessions first)",
  request: { query: timeConflictsQuery },
  responses: {
    200: { description: 'Overlaps', ...json(timeConflictsView.openapi('TimeConflicts')) },
    ...errorResponses(400, 401),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getGroupSession',
  ...signedIn,
  tags,
  summary: 'One group session, standalone or of a series',
  request: idParam,
  responses: { 200: { description: 'The session', ...json(session) }, ...errorResponses(400, 401, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateGroupSession',
  ...signedIn,
  tags,
  summary:
    'Change a standalone group session; with bookings its start, end and price cannot change and its group size cannot drop below the places booked',
  request: { ...idParam, ...inputBody },
  responses: { 200: { description: 'Saved', ...json(session) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteGroupSession',
  ...signedIn,
  tags,
  summary: 'Delete a standalone group session without bookings',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function groupSessionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.listStandaloneSessions(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(createSessionRoute, async (c) =>
    c.json(await service.createGroupSession(db, c.get('user'), c.req.valid('json'), deps.clock.now()), 201),
  );
  // Before '/{id}', which would otherwise take 'conflicts' for an id.
  router.openapi(conflictsRoute, async (c) =>
    c.json(await findTimeConflicts(db, c.get('user').id, c.req.valid('query'), deps.clock.now()), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(
      await service.getGroupSession(db, c.get('user').id, c.req.valid('param').id, deps.clock.now()),
      200,
    ),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await service.updateGroupSession(
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
    await service.deleteGroupSession(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      { seriesId: null },
      deps.clock.now(),
    );
    return c.body(null, 204);
  });
  return router;
}
