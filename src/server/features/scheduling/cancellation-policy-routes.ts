import { createRoute } from '@hono/zod-openapi';
import {
  cancellationPolicyInput,
  cancellationPolicyView,
} from '../../../domain/scheduling/cancellation-policy';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { signedIn } from '../../http/route-parts';
import { findCancellationPolicy } from './cancellation-policy-repository';
import { changeCancellationPolicy } from './cancellation-policy-service';

const view = cancellationPolicyView.openapi('CancellationPolicy');
const tags = ['scheduling'];

const getRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getCancellationPolicy',
  ...signedIn,
  tags,
  summary: 'The cancellation and rescheduling policy clients see when managing a booking',
  responses: {
    200: { description: 'The policy', content: { 'application/json': { schema: view } } },
    ...errorResponses(401),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/',
  operationId: 'updateCancellationPolicy',
  ...signedIn,
  tags,
  summary: 'Change the policy; a minimum notice above zero needs the cancellation-rules plan feature',
  request: { body: { content: { 'application/json': { schema: cancellationPolicyInput } }, required: true } },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: view } } },
    ...errorResponses(400, 401, 403),
  },
});

export function cancellationPolicyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) => c.json(await findCancellationPolicy(db, c.get('user').id), 200));
  router.openapi(putRoute, async (c) => {
    return c.json(await changeCancellationPolicy(db, c.get('user'), c.req.valid('json')), 200);
  });
  return router;
}
