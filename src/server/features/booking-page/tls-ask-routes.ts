import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous } from '../../http/route-parts';
import { isServedDomain } from './domain-hosts';

// On-demand TLS (issue 19, ADR 054): before Caddy obtains a certificate for a name it has never
// seen, it asks GET /api/tls/ask?domain=<name>; only a 200 lets it go on. We answer 200 for the
// custom domains we serve or redirect (verified, on a plan with customDomain) and 404 for every
// other name, so nobody can make the proxy request certificates for names that are not ours.

const askRoute = createRoute({
  method: 'get',
  path: '/ask',
  operationId: 'askTlsCertificate',
  ...anonymous,
  tags: ['booking-page'],
  summary:
    "On-demand TLS ask: 200 when the domain is a verified custom domain, else 404 (Caddy's on_demand_tls ask)",
  request: { query: z.object({ domain: z.string().max(300) }) },
  responses: {
    200: {
      description: 'A certificate may be obtained for this domain',
      content: { 'text/plain': { schema: z.string() } },
    },
    ...errorResponses(400, 404),
  },
});

export function tlsAskRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(askRoute, async (c) => {
    const domain = c.req.valid('query').domain;
    const served = await isServedDomain({ db: deps.database.db, config: deps.config }, domain);
    if (!served) return c.json({ error: { code: 'not_found', message: 'Not a connected domain' } }, 404);
    c.header('Cache-Control', 'no-store');
    return c.text('ok', 200);
  });
  return router;
}
