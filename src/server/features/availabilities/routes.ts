import { createRoute } from '@hono/zod-openapi';
import {
  availabilityDeletedView,
  availabilityNameInput,
  availabilityScheduleInput,
  createAvailabilityInput,
} from '../../../domain/scheduling/availability-input';
import { availabilitiesView, availabilityView } from '../../../domain/scheduling/availability-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['availabilities'];
const availability = availabilityView.openapi('Availability');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listAvailabilities',
  ...signedIn,
  tags,
  summary: "The expert's availabilities: the default (Working hours) first, then by order",
  responses: {
    200: { description: 'Availabilities', ...json(availabilitiesView.openapi('Availabilities')) },
    ...errorResponses(401),
  },
});
const createAvailabilityRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createAvailability',
  ...signedIn,
  tags,
  summary:
    'Add an availability with office hours, or a copy of another one; more than one needs multipleAvailabilities',
  request: body(createAvailabilityInput),
  responses: {
    201: { description: 'Created', ...json(availability) },
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getAvailability',
  ...signedIn,
  tags,
  summary: 'One availability with its weekly hours',
  request: idParam,
  responses: {
    200: { description: 'The availability', ...json(availability) },
    ...errorResponses(400, 401, 404),
  },
});
const scheduleRoute = createRoute({
  method: 'put',
  path: '/{id}/schedule',
  operationId: 'updateAvailabilitySchedule',
  ...signedIn,
  tags,
  summary: 'Replace the time zone and all weekly hours',
  request: { ...idParam, ...body(availabilityScheduleInput) },
  responses: { 200: { description: 'Saved', ...json(availability) }, ...errorResponses(400, 401, 404) },
});
const nameRoute = createRoute({
  method: 'put',
  path: '/{id}/name',
  operationId: 'renameAvailability',
  ...signedIn,
  tags,
  summary: 'Rename an availability',
  request: { ...idParam, ...body(availabilityNameInput) },
  responses: { 200: { description: 'Saved', ...json(availability) }, ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteAvailability',
  ...signedIn,
  tags,
  summary: 'Delete an availability; its services move to the default, which cannot be deleted',
  request: idParam,
  responses: {
    200: { description: 'Deleted', ...json(availabilityDeletedView.openapi('AvailabilityDeleted')) },
    ...errorResponses(400, 401, 404),
  },
});

export function availabilityRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await service.listAvailabilities(db, c.get('user').id), 200));
  router.openapi(createAvailabilityRoute, async (c) =>
    c.json(await service.createAvailability(db, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getAvailability(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(scheduleRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await service.changeSchedule(db, c.get('user').id, id, c.req.valid('json')), 200);
  });
  router.openapi(nameRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await service.renameAvailability(db, c.get('user').id, id, c.req.valid('json').name), 200);
  });
  router.openapi(deleteRoute, async (c) =>
    c.json(await service.deleteAvailability(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  return router;
}
