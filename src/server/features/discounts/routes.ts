import { createRoute, z } from '@hono/zod-openapi';
import { discountActiveInput, discountInputShape } from '../../../domain/discounts/discount-input';
import {
  discountDetailView,
  discountProductOptionsView,
  discountView,
} from '../../../domain/discounts/discount-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['discounts'];
const view = discountView.openapi('DiscountCode');
// The route checks the shape; the service then applies the rules for the page's currency
// (same schema family, src/domain/discounts).
const input = discountInputShape.openapi('DiscountCodeInput');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listDiscountCodes',
  ...signedIn,
  tags,
  summary: "The booking page's discount codes, newest first",
  responses: { 200: { description: 'Discount codes', ...json(z.array(view)) }, ...errorResponses(401, 409) },
});
const createDiscountRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createDiscountCode',
  ...signedIn,
  tags,
  summary:
    'Create a discount code (needs the discountCodes plan feature); created active with 0 redemptions. A code already in use, ignoring case, is a 409',
  request: body(input),
  responses: {
    201: { description: 'Created', ...json(view) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const productsRoute = createRoute({
  method: 'get',
  path: '/products',
  operationId: 'listDiscountProductOptions',
  ...signedIn,
  tags,
  summary:
    "What a code can be restricted to: the page's services, packages and series, upcoming group sessions",
  responses: {
    200: { description: 'Products', ...json(discountProductOptionsView.openapi('DiscountProductOptions')) },
    ...errorResponses(401, 409),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getDiscountCode',
  ...signedIn,
  tags,
  summary: 'One discount code with its usage: the bookings and booked packages that carry it, newest first',
  request: idParam,
  responses: {
    200: { description: 'The code and its usage', ...json(discountDetailView.openapi('DiscountCodeDetail')) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateDiscountCode',
  ...signedIn,
  tags,
  summary:
    'Change the code, its value, limit and restrictions (same rules as creating one; its own code is exempt)',
  request: { ...idParam, ...body(input) },
  responses: {
    200: { description: 'Saved', ...json(view) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const activeRoute = createRoute({
  method: 'put',
  path: '/{id}/active',
  operationId: 'setDiscountCodeActive',
  ...signedIn,
  tags,
  summary: 'Enable or disable a code (enabling needs the discountCodes plan feature)',
  request: { ...idParam, ...body(discountActiveInput.openapi('DiscountCodeActiveInput')) },
  responses: {
    200: { description: 'Saved', ...json(view) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteDiscountCode',
  ...signedIn,
  tags,
  summary: 'Delete a code (bookings that used it keep their discount)',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function discountRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await service.listDiscounts(db, c.get('user').id), 200));
  router.openapi(createDiscountRoute, async (c) =>
    c.json(await service.createDiscount(db, c.get('user'), c.req.valid('json'), deps.clock.now()), 201),
  );
  // Registered before /{id} so "products" is never read as an id.
  router.openapi(productsRoute, async (c) =>
    c.json(await service.getProductOptions(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getDiscount(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await service.updateDiscount(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.clock.now(),
      ),
      200,
    ),
  );
  router.openapi(activeRoute, async (c) =>
    c.json(
      await service.setDiscountActive(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json').active,
        deps.clock.now(),
      ),
      200,
    ),
  );
  router.openapi(deleteRoute, async (c) => {
    await service.deleteDiscount(db, c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
