import { createRoute } from '@hono/zod-openapi';
import { customDomainInput } from '../../../domain/booking-page/custom-domain-input';
import { customDomainsView, customDomainView } from '../../../domain/booking-page/custom-domain-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import {
  addCustomDomain,
  listCustomDomains,
  removeCustomDomain,
  verifyCustomDomain,
} from './domains-service';

// The Domain tab's API (issue 19, ADR 054), under /api/booking-page/domains.

const domainSchema = customDomainView.openapi('CustomDomain');
const tags = ['booking-page'];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listCustomDomains',
  ...signedIn,
  tags,
  summary: "The booking page's custom domains in order (the first is primary) and the DNS records to set",
  responses: {
    200: { description: 'The domains', ...json(customDomainsView.openapi('CustomDomains')) },
    ...errorResponses(401, 404),
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'addCustomDomain',
  ...signedIn,
  tags,
  summary: 'Connect a domain (up to 10; an internationalised name is stored with its punycode)',
  request: body(customDomainInput),
  responses: {
    201: { description: 'Connected, not yet verified', ...json(domainSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/{id}/verify',
  operationId: 'verifyCustomDomain',
  ...signedIn,
  tags,
  summary: "Check the domain's DNS: our A record, or our CNAME target with its A record",
  request: idParam,
  responses: {
    200: { description: 'Verified', ...json(domainSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'removeCustomDomain',
  ...signedIn,
  tags,
  summary: 'Disconnect a domain (the next one becomes primary when the primary goes)',
  request: idParam,
  responses: {
    204: { description: 'Disconnected' },
    ...errorResponses(400, 401, 404),
  },
});

export function customDomainRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await listCustomDomains(deps, c.get('user')), 200));
  router.openapi(addRoute, async (c) =>
    c.json(await addCustomDomain(deps, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(verifyRoute, async (c) =>
    c.json(await verifyCustomDomain(deps, c.get('user'), c.req.valid('param').id), 200),
  );
  router.openapi(removeRoute, async (c) => {
    await removeCustomDomain(deps, c.get('user'), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
