import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous } from '../../http/route-parts';

const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getHealth',
  ...anonymous,
  tags: ['health'],
  summary: 'Liveness and database check',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: healthSchema } } },
    ...errorResponses(),
  },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(healthRoute, async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch (error) {
      c.get('log').error('health check failed', { err: error });
      return c.json({ status: 'unavailable' as const, database: 'unavailable' as const }, 503);
    }
  });
}
