import { createRoute, z } from '@hono/zod-openapi';
import { reorderResultView, servicesView, serviceView } from '../../../domain/services/service-view';
import { reorderInput } from '../../../domain/shared/reorder';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['services'];
const view = serviceView.openapi('Service');
// The price rules depend on the page's currency and the plan, so the service checks the body
// with the form's schema (src/domain/services/service-input.ts) once it knows both.
const serviceBody = z.looseObject({}).openapi('ServiceInput', {
  description:
    'title, description, duration (minutes), price (major units of the page currency), availabilityId, ' +
    'customSchedulingRules (null or the scheduling rules), locationType, locationId, hidden, collectPhoneNumber, ' +
    "workflowsIds (optional: up to 20 of the page's session workflows; left out when editing keeps them, [] detaches all)",
});

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listServices',
  ...signedIn,
  tags,
  summary: "The booking page's personal services in their order",
  responses: {
    200: { description: 'Services', ...json(servicesView.openapi('Services')) },
    ...errorResponses(401, 409),
  },
});
const createServiceRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createService',
  ...signedIn,
  tags,
  summary: 'Add a personal service at the end of the list',
  request: body(serviceBody),
  responses: { 201: { description: 'Created', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const reorderRoute = createRoute({
  method: 'put',
  path: '/order',
  operationId: 'reorderServices',
  ...signedIn,
  tags,
  summary: 'Put the services in a new order; only those whose order changes are written',
  request: body(reorderInput),
  responses: {
    200: { description: 'Reordered', ...json(reorderResultView.openapi('ReorderResult')) },
    ...errorResponses(400, 401, 409),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getService',
  ...signedIn,
  tags,
  summary: 'One service',
  request: idParam,
  responses: { 200: { description: 'The service', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateService',
  ...signedIn,
  tags,
  summary: 'Change a service',
  request: { ...idParam, ...body(serviceBody) },
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteService',
  ...signedIn,
  tags,
  summary: 'Delete a service; booked sessions keep their details',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function serviceRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await service.listServices(db, c.get('user').id), 200));
  router.openapi(createServiceRoute, async (c) =>
    c.json(await service.createService(db, c.get('user'), c.req.valid('json')), 201),
  );
  // Registered before /{id} so "order" is never read as an id.
  router.openapi(reorderRoute, async (c) =>
    c.json(await service.reorderServices(db, c.get('user').id, c.req.valid('json').ids), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getService(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(await service.updateService(db, c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(deleteRoute, async (c) => {
    await service.deleteService(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
