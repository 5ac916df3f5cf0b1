import { createRoute, z } from '@hono/zod-openapi';
import { PHOTO_TYPES } from '../../../domain/account/profile-rules';
import { bookingPageView } from '../../../domain/booking-page/booking-page-view';
import type { AppDeps } from '../../deps';
import type { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { json, signedIn } from '../../http/route-parts';
import { removeCallBackground, removeCover, uploadCallBackground, uploadCover } from './page-images-service';
import { toView } from './service';

// The booking page's images (issue 19): the image's bytes are the body, like the profile photo's
// upload (ADR 041), under their own body limit (app.ts, PAGE_IMAGE_UPLOAD_PATHS).

export const COVER_PATH = '/api/booking-page/cover';
export const CALL_BACKGROUND_PATH = '/api/booking-page/call-background';
/** Paths that take an image as the body, with the 10 MB limit instead of the API's 1 MiB. */
export const PAGE_IMAGE_UPLOAD_PATHS: ReadonlySet<string> = new Set([COVER_PATH, CALL_BACKGROUND_PATH]);

const tags = ['booking-page'];
const page = bookingPageView.openapi('BookingPage');
const binary = z.string().openapi({ format: 'binary' });
const imageBody = {
  body: {
    content: Object.fromEntries(PHOTO_TYPES.map((type) => [type, { schema: binary }])),
    required: true,
  },
};

const uploadCoverRoute = createRoute({
  method: 'put',
  path: '/cover',
  operationId: 'uploadBookingPageCover',
  ...signedIn,
  tags,
  summary:
    'Set the cover image: the image bytes as the body (JPEG, PNG, WebP or HEIC, at most 10 MB and 50 million pixels, at least 800×200); cropped to 4:1 and stored at 1600×400 and 800×200',
  request: imageBody,
  responses: { 200: { description: 'Saved', ...json(page) }, ...errorResponses(400, 401, 404) },
});
const removeCoverRoute = createRoute({
  method: 'delete',
  path: '/cover',
  operationId: 'removeBookingPageCover',
  ...signedIn,
  tags,
  summary: 'Remove the cover image',
  responses: { 200: { description: 'Removed', ...json(page) }, ...errorResponses(401, 404) },
});

const uploadBackgroundRoute = createRoute({
  method: 'put',
  path: '/call-background',
  operationId: 'uploadCallBackground',
  ...signedIn,
  tags,
  summary:
    "Set the call room's background (the customCallBackgrounds feature): the image bytes as the body (JPEG, PNG, WebP or HEIC, at most 10 MB, at least 960×540); cropped to 16:9 and stored at 1920×1080 and 960×540",
  request: imageBody,
  responses: { 200: { description: 'Saved', ...json(page) }, ...errorResponses(400, 401, 403, 404) },
});
const removeBackgroundRoute = createRoute({
  method: 'delete',
  path: '/call-background',
  operationId: 'removeCallBackground',
  ...signedIn,
  tags,
  summary: "Remove the call room's background (the customCallBackgrounds feature)",
  responses: { 200: { description: 'Removed', ...json(page) }, ...errorResponses(401, 403, 404) },
});

/** Adds the image routes to the booking page's router (which has signed the expert in). */
export function addPageImageRoutes(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const ctx = { db: deps.database.db, storage: deps.storage, log: deps.log };
  const view = (row: Parameters<typeof toView>[0]) => toView(row, deps.config.publicUrl);
  router.openapi(uploadCoverRoute, async (c) =>
    c.json(view(await uploadCover(ctx, c.get('user').id, Buffer.from(await c.req.arrayBuffer()))), 200),
  );
  router.openapi(removeCoverRoute, async (c) => c.json(view(await removeCover(ctx, c.get('user').id)), 200));
  router.openapi(uploadBackgroundRoute, async (c) =>
    c.json(view(await uploadCallBackground(ctx, c.get('user'), Buffer.from(await c.req.arrayBuffer()))), 200),
  );
  router.openapi(removeBackgroundRoute, async (c) =>
    c.json(view(await removeCallBackground(ctx, c.get('user'))), 200),
  );
}
