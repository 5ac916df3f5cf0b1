import { createRoute, z } from '@hono/zod-openapi';
import {
  publicPageView,
  publicPoliciesView,
  publicServicePageView,
} from '../../../domain/public-booking/public-page-view';
import type { Clock } from '../../clock';
import type { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous } from '../../http/route-parts';
import type { CheckoutDeps } from '../payments/open-checkout';
import { getPublicPage, getPublicPolicies, getPublicServicePage } from './page-service';

const tags = ['public-booking'];
const slug = z.string().min(1).max(100);

const pageRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}',
  operationId: 'getPublicPage',
  ...anonymous,
  tags,
  summary: 'A booking page as clients see it (no sign-in): listed services, group sessions, series, packages',
  request: { params: z.object({ slug }) },
  responses: {
    200: {
      description: 'The page',
      content: { 'application/json': { schema: publicPageView.openapi('PublicPage') } },
    },
    ...errorResponses(400, 404),
  },
});

const serviceRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}/services/{serviceId}',
  operationId: 'getPublicService',
  ...anonymous,
  tags,
  summary: 'One service of a booking page (hidden ones too) with the page basics (no sign-in)',
  request: { params: z.object({ slug, serviceId: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: 'The service',
      content: { 'application/json': { schema: publicServicePageView.openapi('PublicServicePage') } },
    },
    ...errorResponses(400, 404),
  },
});

const policiesRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}/policies',
  operationId: 'getPublicPolicies',
  ...anonymous,
  tags,
  summary: "A booking page's terms and privacy policy (rich text, null when none), with the page basics",
  request: { params: z.object({ slug }) },
  responses: {
    200: {
      description: 'The policies',
      content: { 'application/json': { schema: publicPoliciesView.openapi('PublicPolicies') } },
    },
    ...errorResponses(400, 404),
  },
});

/** Adds the page routes to the public booking router (see routes.ts). */
export function addPublicPageRoutes(
  router: ReturnType<typeof createRouter>,
  deps: CheckoutDeps,
  clock: Clock,
) {
  router.openapi(pageRoute, async (c) => {
    const view = await getPublicPage(deps, c.req.valid('param').slug, clock.now());
    c.header('Cache-Control', 'no-store');
    return c.json(view, 200);
  });
  router.openapi(serviceRoute, async (c) => {
    const { slug, serviceId } = c.req.valid('param');
    const view = await getPublicServicePage(deps, slug, serviceId);
    c.header('Cache-Control', 'no-store');
    return c.json(view, 200);
  });
  router.openapi(policiesRoute, async (c) => {
    const view = await getPublicPolicies(deps.db, c.req.valid('param').slug);
    c.header('Cache-Control', 'no-store');
    return c.json(view, 200);
  });
}
