import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { seoInput, seoView } from '../../../domain/booking-page/seo-input';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { body, json, signedIn } from '../../http/route-parts';
import { getSeo, saveSeo } from './seo';

// The SEO tab (issue 19): GET and PUT /api/booking-page/seo; saving needs seoSettings.

const view = seoView.openapi('BookingPageSeo');

const getRoute = createRoute({
  method: 'get',
  path: '/seo',
  operationId: 'getBookingPageSeo',
  ...signedIn,
  tags: ['booking-page'],
  summary: "The booking page's search title, description, social image and noIndex, with the page's own",
  responses: { 200: { description: 'The SEO settings', ...json(view) }, ...errorResponses(401, 404) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/seo',
  operationId: 'saveBookingPageSeo',
  ...signedIn,
  tags: ['booking-page'],
  summary: "Save the SEO tab ('' takes the page's own); needs the seoSettings plan feature",
  request: body(seoInput.openapi('BookingPageSeoInput')),
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 403, 404) },
});

/** Added to the booking page router, behind its requireUser. */
export function addSeoRoutes(router: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  router.openapi(getRoute, async (c) => c.json(await getSeo(db, c.get('user').id, publicUrl), 200));
  router.openapi(saveRoute, async (c) =>
    c.json(await saveSeo(db, c.get('user'), c.req.valid('json'), publicUrl), 200),
  );
}
