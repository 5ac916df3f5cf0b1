import { createRoute } from '@hono/zod-openapi';
import { schedulingRulesInput, schedulingRulesView } from '../../../domain/scheduling/scheduling-rules';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { signedIn } from '../../http/route-parts';
import * as repo from './scheduling-rules-repository';

const tags = ['scheduling'];
const view = schedulingRulesView.openapi('SchedulingRules');
const json = { content: { 'application/json': { schema: view } } };

const getRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getSchedulingRules',
  ...signedIn,
  tags,
  summary: "The expert's scheduling rules and the services that have their own",
  responses: { 200: { description: 'The rules', ...json }, ...errorResponses(401) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/',
  operationId: 'updateSchedulingRules',
  ...signedIn,
  tags,
  summary: 'Change the scheduling rules of every service without rules of its own',
  request: {
    body: { content: { 'application/json': { schema: schedulingRulesInput } }, required: true },
  },
  responses: { 200: { description: 'Saved', ...json }, ...errorResponses(400, 401) },
});

async function rulesView(db: DbOrTx, userId: string) {
  const [rules, servicesWithCustomRules] = await Promise.all([
    repo.findSchedulingRules(db, userId),
    repo.listServicesWithCustomRules(db, userId),
  ]);
  return { rules, servicesWithCustomRules };
}

// One settings row with no rule beyond the input schema: the handlers call the repository
// directly rather than through a pass-through service.
export function schedulingRulesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) => c.json(await rulesView(db, c.get('user').id), 200));
  router.openapi(putRoute, async (c) => {
    const userId = c.get('user').id;
    await repo.saveSchedulingRules(db, userId, c.req.valid('json'));
    return c.json(await rulesView(db, userId), 200);
  });
  return router;
}
