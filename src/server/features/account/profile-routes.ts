import { createRoute, z } from '@hono/zod-openapi';
import {
  photoCropInput,
  photoUploadView,
  photoView,
  profileView,
} from '../../../domain/account/profile-input';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PROFILE_MESSAGES } from '../../../domain/account/profile-rules';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { badRequest, errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import * as service from './profile-service';

const tags = ['account'];
const profile = profileView.openapi('Profile');

/** The upload route's own body limit (the API's is 1 MiB): the photo's 10 MB and a little. */
export const PHOTO_UPLOAD_PATH = '/api/account/photo/uploads';
export const PHOTO_UPLOAD_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;

const getRoute = createRoute({
  method: 'get',
  path: '/profile',
  operationId: 'getProfile',
  ...signedIn,
  tags,
  summary: "The expert's profile: display name, first and last name, notification time zone, photo",
  responses: { 200: { description: 'Profile', ...json(profile) }, ...errorResponses(401) },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/profile',
  operationId: 'saveProfile',
  ...signedIn,
  tags,
  summary:
    'Save the profile (all fields required; the photo is the current one or one cropped by this expert). The booking page takes the display name and photo.',
  request: { body: { ...json(z.looseObject({}).openapi('ProfileInput')), required: true } },
  responses: { 200: { description: 'Saved', ...json(profile) }, ...errorResponses(400, 401) },
});
const binary = z.string().openapi({ format: 'binary' });
const uploadRoute = createRoute({
  method: 'post',
  path: '/photo/uploads',
  operationId: 'uploadProfilePhoto',
  ...signedIn,
  tags,
  summary:
    'Upload a photo to crop: the image bytes as the body (JPEG, PNG, WebP or HEIC, at most 10 MB and 50 million pixels, at least 200 px a side); answers the upright JPEG to crop, for an hour',
  request: {
    body: {
      content: Object.fromEntries(PHOTO_TYPES.map((type) => [type, { schema: binary }])),
      required: true,
    },
  },
  responses: { 201: { description: 'Uploaded', ...json(photoUploadView) }, ...errorResponses(400, 401) },
});
const cropRoute = createRoute({
  method: 'post',
  path: '/photo',
  operationId: 'cropProfilePhoto',
  ...signedIn,
  tags,
  summary:
    'Crop an upload to a square (x, y, size in its pixels) and store it at 200 and 400 px; save the profile with the answered key to use it',
  request: body(photoCropInput.openapi('PhotoCrop')),
  responses: { 201: { description: 'The photo', ...json(photoView) }, ...errorResponses(400, 401) },
});

export function profileRoutes(deps: AppDeps) {
  const router = createRouter();
  const ctx = { db: deps.database.db, storage: deps.storage };
  router.use('*', requireUser(deps));
  router.openapi(getRoute, async (c) => c.json(await service.getProfile(ctx.db, c.get('user').id), 200));
  router.openapi(saveRoute, async (c) =>
    c.json(await service.saveProfile(ctx, c.get('user').id, c.req.valid('json')), 200),
  );
  router.openapi(uploadRoute, async (c) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length === 0)
      throw badRequest(PROFILE_MESSAGES.photoUnreadable, { photo: PROFILE_MESSAGES.photoUnreadable });
    return c.json(await service.uploadPhoto(ctx, c.get('user').id, bytes), 201);
  });
  router.openapi(cropRoute, async (c) =>
    c.json(await service.cropUploadedPhoto(ctx, c.get('user').id, c.req.valid('json')), 201),
  );
  return router;
}
