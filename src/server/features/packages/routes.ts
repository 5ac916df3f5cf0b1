import { createRoute, z } from '@hono/zod-openapi';
import { packageInputShape } from '../../../domain/packages/package-input';
import { packageOptionsView, packageView } from '../../../domain/packages/package-view';
import { reorderInput } from '../../../domain/shared/reorder';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['packages'];
const view = packageView.openapi('Package');
// The route checks the shape and the rules every expert shares; the service then applies the
// price rules of the page's currency and the plan (same schema family, src/domain/packages).
const input = packageInputShape.openapi('PackageInput');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listPackages',
  ...signedIn,
  tags,
  summary: "The booking page's packages (not deleted) in their order, with what each includes",
  responses: {
    200: { description: 'Packages', ...json(z.array(view)) },
    ...errorResponses(401, 409),
  },
});
const createPackageRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createPackage',
  ...signedIn,
  tags,
  summary:
    'Create a package. A payment plan needs packagePaymentPlans, an expiry timeLimitedPackages; an empty package needs confirmedEmpty',
  request: body(input),
  responses: { 201: { description: 'Created', ...json(view) }, ...errorResponses(400, 401, 403, 404, 409) },
});
const optionsRoute = createRoute({
  method: 'get',
  path: '/options',
  operationId: 'getPackageOptions',
  ...signedIn,
  tags,
  summary: "What can go in a package: the page's services and series, and upcoming confirmed group sessions",
  responses: {
    200: { description: 'Options', ...json(packageOptionsView.openapi('PackageOptions')) },
    ...errorResponses(401, 409),
  },
});
const reorderRoute = createRoute({
  method: 'put',
  path: '/order',
  operationId: 'reorderPackages',
  ...signedIn,
  tags,
  summary: 'Put the packages in this order; only the packages whose position changed are written',
  request: body(reorderInput),
  responses: { 204: { description: 'Saved' }, ...errorResponses(400, 401, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getPackage',
  ...signedIn,
  tags,
  summary: 'One package',
  request: idParam,
  responses: { 200: { description: 'The package', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updatePackage',
  ...signedIn,
  tags,
  summary: 'Change a package (same rules as creating one)',
  request: { ...idParam, ...body(input) },
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 403, 404, 409) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deletePackage',
  ...signedIn,
  tags,
  summary: 'Delete a package (a soft delete: clients who bought it keep it)',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function packageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await service.listPackages(db, c.get('user').id), 200));
  router.openapi(createPackageRoute, async (c) =>
    c.json(await service.createPackage(db, c.get('user'), c.req.valid('json'), nowMs(deps)), 201),
  );
  // Registered before /{id} so "options" and "order" are never read as ids.
  router.openapi(optionsRoute, async (c) =>
    c.json(await service.getPackageOptions(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(reorderRoute, async (c) => {
    await service.reorderPackages(db, c.get('user').id, c.req.valid('json').ids);
    return c.body(null, 204);
  });
  router.openapi(getRoute, async (c) =>
    c.json(await service.getPackage(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await service.updatePackage(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json'),
        nowMs(deps),
      ),
      200,
    ),
  );
  router.openapi(deleteRoute, async (c) => {
    await service.deletePackage(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
