import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { PHOTO_KEY } from '../../../domain/account/profile-rules';
import { isPublicPageImage } from '../../../domain/booking-page/page-images';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { matchesEtag } from './routes';

// Public images at stable paths, /images/<key> (issue 18): profile photos, which the booking page,
// emails and the dashboard show to anyone, and the booking page's cover and call background. Only keys that are public by design are served — a
// photo (named by the SHA-256 of its bytes, so the path never changes meaning and is cached for a
// year) and its 200 px variant; every other stored file stays behind signed URLs (ADR 027).

const PUBLIC_KEY = (key: string) =>
  PHOTO_KEY.test(key) || PHOTO_KEY.test(key.replace(/-200\.jpg$/, '.jpg')) || isPublicPageImage(key);

export function publicImageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/*', async (c) => {
    const key = c.req.path.replace(/^\/images\//, '');
    if (!PUBLIC_KEY(key)) throw notFound();
    const headers = (info: { contentType: string; cacheControl: string; etag?: string }) => ({
      'Content-Type': info.contentType,
      'Cache-Control': info.cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...(info.etag ? { ETag: info.etag } : {}),
    });
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch) {
      const info = await deps.storage.head(key);
      if (!info) throw notFound();
      if (matchesEtag(ifNoneMatch, info.etag)) return c.body(null, 304, headers(info));
    }
    const file = await deps.storage.get(key);
    if (!file) throw notFound();
    return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
      ...headers(file),
      'Content-Length': String(file.size),
    });
  });
  return app;
}
