import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { policiesInput, policiesView } from '../../../domain/booking-page/policies-input';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { body, json, signedIn } from '../../http/route-parts';
import { getPolicies, savePolicies } from './policies';

// The Policies tab (issue 19): GET and PUT /api/booking-page/policies.

const view = policiesView.openapi('BookingPagePolicies');

const getRoute = createRoute({
  method: 'get',
  path: '/policies',
  operationId: 'getBookingPagePolicies',
  ...signedIn,
  tags: ['booking-page'],
  summary: "The booking page's terms and privacy policy, with the version clients accept",
  responses: { 200: { description: 'The policies', ...json(view) }, ...errorResponses(401, 404) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/policies',
  operationId: 'saveBookingPagePolicies',
  ...signedIn,
  tags: ['booking-page'],
  summary: 'Save the terms and privacy policy (rich text; null or empty for none)',
  request: body(policiesInput.openapi('BookingPagePoliciesInput')),
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 404) },
});

/** Added to the booking page router, behind its requireUser. */
export function addPolicyRoutes(router: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const db = deps.database.db;
  router.openapi(getRoute, async (c) => c.json(await getPolicies(db, c.get('user').id), 200));
  router.openapi(saveRoute, async (c) =>
    c.json(await savePolicies(db, c.get('user').id, c.req.valid('json')), 200),
  );
}
