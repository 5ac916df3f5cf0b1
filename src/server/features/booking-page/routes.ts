import { createRoute, z } from '@hono/zod-openapi';
import { bookingPageView } from '../../../domain/booking-page/booking-page-view';
import { brandingInput } from '../../../domain/booking-page/branding-input';
import { createBookingPageInput } from '../../../domain/booking-page/create-booking-page-input';
import { updateBookingPageInput } from '../../../domain/booking-page/update-booking-page-input';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { signedIn } from '../../http/route-parts';
import { addPageImageRoutes } from './page-images-routes';
import { addPolicyRoutes } from './policies-routes';
import { addSeoRoutes } from './seo-routes';
import {
  checkSlug,
  createBookingPage,
  getBookingPage,
  saveBranding,
  toView,
  updateBookingPage,
} from './service';

const bookingPageSchema = bookingPageView.openapi('BookingPage');

const getRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getBookingPage',
  ...signedIn,
  tags: ['booking-page'],
  summary: "The signed-in expert's booking page",
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: bookingPageSchema } } },
    ...errorResponses(401, 404),
  },
});

const createPageRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createBookingPage',
  ...signedIn,
  tags: ['booking-page'],
  summary: 'Create the booking page (names and URL slug)',
  request: { body: { content: { 'application/json': { schema: createBookingPageInput } }, required: true } },
  responses: {
    201: { description: 'Created', content: { 'application/json': { schema: bookingPageSchema } } },
    ...errorResponses(400, 401, 409),
  },
});

const updatePageRoute = createRoute({
  method: 'put',
  path: '/',
  operationId: 'updateBookingPage',
  ...signedIn,
  tags: ['booking-page'],
  summary: 'Save the Page tab: address (the old one redirects), names and headline',
  request: { body: { content: { 'application/json': { schema: updateBookingPageInput } }, required: true } },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: bookingPageSchema } } },
    ...errorResponses(400, 401, 404, 409),
  },
});

const brandingRoute = createRoute({
  method: 'put',
  path: '/branding',
  operationId: 'saveBookingPageBranding',
  ...signedIn,
  tags: ['booking-page'],
  summary: "Save the Branding tab's accent and background colours ('' for none)",
  request: { body: { content: { 'application/json': { schema: brandingInput } }, required: true } },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: bookingPageSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const slugRoute = createRoute({
  method: 'get',
  path: '/slug-availability',
  operationId: 'checkSlugAvailability',
  ...signedIn,
  tags: ['booking-page'],
  summary: 'Whether a URL slug is free to use',
  request: { query: z.object({ slug: z.string().max(200) }) },
  responses: {
    200: {
      description: 'Availability',
      content: {
        'application/json': { schema: z.object({ available: z.boolean(), message: z.string().optional() }) },
      },
    },
    ...errorResponses(400, 401),
  },
});

export function bookingPageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) => {
    const page = await getBookingPage(db, c.get('user').id);
    if (!page) throw notFound('Booking page not found');
    return c.json(toView(page, deps.config.publicUrl), 200);
  });
  router.openapi(createPageRoute, async (c) => {
    const page = await createBookingPage(db, c.get('user').id, c.req.valid('json'));
    return c.json(toView(page, deps.config.publicUrl), 201);
  });
  router.openapi(updatePageRoute, async (c) => {
    const page = await updateBookingPage(db, c.get('user').id, c.req.valid('json'));
    return c.json(toView(page, deps.config.publicUrl), 200);
  });
  router.openapi(brandingRoute, async (c) => {
    const page = await saveBranding(db, c.get('user'), c.req.valid('json'));
    return c.json(toView(page, deps.config.publicUrl), 200);
  });
  router.openapi(slugRoute, async (c) => c.json(await checkSlug(db, c.req.valid('query').slug), 200));
  addPolicyRoutes(router, deps);
  addSeoRoutes(router, deps);
  addPageImageRoutes(router, deps);
  return router;
}
