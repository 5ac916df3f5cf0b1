import { createRoute } from '@hono/zod-openapi';
import { defaultProviderInput, locationInput } from '../../../domain/locations/location-input';
import {
  defaultProviderView,
  locationsOverviewView,
  locationView,
} from '../../../domain/locations/location-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['locations'];
const location = locationView.openapi('Location');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listLocations',
  ...signedIn,
  tags,
  summary: "The expert's custom locations (newest first) and the default provider",
  responses: {
    200: { description: 'Overview', ...json(locationsOverviewView.openapi('LocationsOverview')) },
    ...errorResponses(401),
  },
});
const createLocationRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createLocation',
  ...signedIn,
  tags,
  summary: 'Add a custom location',
  request: body(locationInput),
  responses: { 201: { description: 'Created', ...json(location) }, ...errorResponses(400, 401) },
});
const setDefaultRoute = createRoute({
  method: 'put',
  path: '/default',
  operationId: 'setDefaultLocation',
  ...signedIn,
  tags,
  summary: 'Choose the default location of new sessions: built-in video, Zoom or a custom location',
  request: body(defaultProviderInput),
  responses: {
    200: { description: 'Saved', ...json(defaultProviderView.openapi('DefaultProvider')) },
    ...errorResponses(400, 401, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getLocation',
  ...signedIn,
  tags,
  summary: 'One custom location',
  request: idParam,
  responses: { 200: { description: 'The location', ...json(location) }, ...errorResponses(400, 401, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateLocation',
  ...signedIn,
  tags,
  summary: 'Change a custom location',
  request: { ...idParam, ...body(locationInput) },
  responses: { 200: { description: 'Saved', ...json(location) }, ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteLocation',
  ...signedIn,
  tags,
  summary: 'Delete a custom location (a default location gives way to built-in video)',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404) },
});

export function locationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.getLocationsOverview(db, c.get('user').id), 200),
  );
  router.openapi(createLocationRoute, async (c) => {
    const row = await service.createLocation(db, c.get('user').id, c.req.valid('json'));
    return c.json(service.toLocationView(row), 201);
  });
  // Registered before /{id} so "default" is never read as an id.
  router.openapi(setDefaultRoute, async (c) =>
    c.json(await service.setDefaultProvider(db, c.get('user').id, c.req.valid('json')), 200),
  );
  router.openapi(getRoute, async (c) => {
    const row = await service.getLocation(db, c.get('user').id, c.req.valid('param').id);
    return c.json(service.toLocationView(row), 200);
  });
  router.openapi(updateRoute, async (c) => {
    const row = await service.updateLocation(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(service.toLocationView(row), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    await service.deleteLocation(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
