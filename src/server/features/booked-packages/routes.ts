import { createRoute } from '@hono/zod-openapi';
import {
  bookedPackageExpirationInput,
  bookedPackagePageQuery,
  editBookedPackageCountsInput,
  packageSessionsQuery,
} from '../../../domain/booked-packages/booked-package-inputs';
import {
  bookedPackageDetailView,
  bookedPackageOptionsView,
  bookedPackagePageView,
  packageSessionsPageView,
} from '../../../domain/booked-packages/booked-package-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import { editBookedPackageCounts } from './edit-counts';
import { cancelPaymentPlan } from './payment-plan';
import * as service from './service';

const tags = ['booked-packages'];
const detail = bookedPackageDetailView.openapi('BookedPackageDetail');
const detailResponse = { 200: { description: 'The booked package', ...json(detail) } };

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listBookedPackages',
  ...signedIn,
  tags,
  summary: "A page (10) of the packages the expert's clients bought (confirmed ones), newest first",
  request: { query: bookedPackagePageQuery },
  responses: {
    200: { description: 'One page', ...json(bookedPackagePageView.openapi('BookedPackagePage')) },
    ...errorResponses(400, 401),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getBookedPackage',
  ...signedIn,
  tags,
  summary:
    "One booked package: client, package, payment, credits (count, used, available), payment plan and the client's access link; 404 'Booked package not found' otherwise",
  request: idParam,
  responses: { ...detailResponse, ...errorResponses(400, 401, 404) },
});
const sessionsRoute = createRoute({
  method: 'get',
  path: '/{id}/sessions',
  operationId: 'listBookedPackageSessions',
  ...signedIn,
  tags,
  summary:
    'A page (10) of the sessions booked with one credit (`credit` = its id), or with `credit=included` those in its included group sessions, latest first',
  request: { ...idParam, query: packageSessionsQuery },
  responses: {
    200: { description: 'One page', ...json(packageSessionsPageView.openapi('PackageSessionsPage')) },
    ...errorResponses(400, 401, 404),
  },
});
const optionsRoute = createRoute({
  method: 'get',
  path: '/{id}/options',
  operationId: 'getBookedPackageOptions',
  ...signedIn,
  tags,
  summary: "The expert's services and series, for adding to the package",
  request: idParam,
  responses: {
    200: { description: 'Options', ...json(bookedPackageOptionsView.openapi('BookedPackageOptions')) },
    ...errorResponses(400, 401, 404),
  },
});
const countsRoute = createRoute({
  method: 'put',
  path: '/{id}/counts',
  operationId: 'updateBookedPackageCounts',
  ...signedIn,
  tags,
  summary:
    'Edit counts in one transaction: the services and series included from now on; a changed count leaves max(0, count − used) available, an added one starts with its count, a removed one gets 0',
  request: { ...idParam, ...body(editBookedPackageCountsInput.openapi('EditBookedPackageCountsInput')) },
  responses: { ...detailResponse, ...errorResponses(400, 401, 404) },
});
// "In the future" is judged on the server's clock when the request arrives (ADR 029).
const expirationRoute = (now: () => number) =>
  createRoute({
    method: 'put',
    path: '/{id}/expiration',
    operationId: 'updateBookedPackageExpiration',
    ...signedIn,
    tags,
    summary: 'Move the expiry (required, in the future); nothing else changes',
    request: {
      ...idParam,
      ...body(bookedPackageExpirationInput({ now }).openapi('BookedPackageExpirationInput')),
    },
    responses: { ...detailResponse, ...errorResponses(400, 401, 404) },
  });
const cancelPlanRoute = createRoute({
  method: 'post',
  path: '/{id}/payment-plan/cancel',
  operationId: 'cancelBookedPackagePaymentPlan',
  ...signedIn,
  tags,
  summary:
    'Cancel the active payment plan (status cancelled, cancelledAt): its remaining installments are never charged; 409 when already cancelled or completed',
  request: idParam,
  responses: { ...detailResponse, ...errorResponses(400, 401, 404, 409) },
});

/** The dashboard's booked packages (doc 1, §2): every route is the signed-in expert's own. */
export function bookedPackageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const packages: service.BookedPackagesDeps = { db, config: deps.config };
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.listBookedPackages(db, c.get('user').id, c.req.valid('query')), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getBookedPackage(packages, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(sessionsRoute, async (c) =>
    c.json(
      await service.listBookedPackageSessions(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('query'),
      ),
      200,
    ),
  );
  router.openapi(optionsRoute, async (c) =>
    c.json(await service.getBookedPackageOptions(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(countsRoute, async (c) =>
    c.json(
      await editBookedPackageCounts(packages, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(
    expirationRoute(() => nowMs(deps)),
    async (c) =>
      c.json(
        await service.changeExpiration(
          packages,
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
          nowMs(deps),
        ),
        200,
      ),
  );
  router.openapi(cancelPlanRoute, async (c) =>
    c.json(await cancelPaymentPlan(packages, c.get('user').id, c.req.valid('param').id, nowMs(deps)), 200),
  );
  return router;
}
