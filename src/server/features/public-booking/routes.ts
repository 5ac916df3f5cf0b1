import { createRoute, z } from '@hono/zod-openapi';
import { slotsRequest, slotsView } from '../../../domain/availability/slots-request';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { addPublicPageRoutes } from './page-routes';
import { getServiceSlots } from './slots-service';

const tags = ['public booking'];

const slotsRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}/services/{serviceId}/slots',
  tags,
  summary: 'Bookable start times of a service (no sign-in): at most 62 days per request',
  request: {
    params: z.object({ slug: z.string().min(1).max(100), serviceId: z.string().min(1).max(100) }),
    query: slotsRequest,
  },
  responses: {
    200: { description: 'Slots', content: { 'application/json': { schema: slotsView.openapi('Slots') } } },
    ...errorResponses(400, 404),
  },
});

/** The public booking side's API: no session, everything addressed through the page's slug. */
export function publicBookingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  addPublicPageRoutes(router, db);
  router.openapi(slotsRoute, async (c) => {
    const { slug, serviceId } = c.req.valid('param');
    const view = await getServiceSlots(db, slug, serviceId, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(view, 200);
  });
  return router;
}
