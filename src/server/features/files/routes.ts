import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import {
  attachmentDisposition,
  isValidStorageKey,
  type ObjectInfo,
} from '../../integrations/storage/adapter';
import { checkFileUrl } from '../../integrations/storage/file-url-signature';

// Serves the local-disk adapter's signed download URLs, /files/<key>?expires=&sig=[&name=]
// (ADR 027). The signature is the permission: no session is needed, and a bad one answers 403.

export const LINK_NOT_VALID = 'This link is not valid.';
export const LINK_EXPIRED = 'This link has expired.';

// Shown in the page only when the browser can show it safely; anything else (HTML, SVG, scripts)
// is a download, so a stored file can never run as a page of this app.
const INLINE_TYPE = /^(image\/(png|jpeg|gif|webp|avif)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/i;

function fileHeaders(info: ObjectInfo, name: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': info.contentType,
    'Cache-Control': info.cacheControl,
  };
  if (info.etag) headers.ETag = info.etag;
  if (name !== undefined) headers['Content-Disposition'] = attachmentDisposition(name);
  else if (!INLINE_TYPE.test(info.contentType.split(';')[0]!.trim()))
    headers['Content-Disposition'] = 'attachment';
  return headers;
}

/** Whether an If-None-Match header names this ETag (weak or strong). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  Boolean(etag && ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/*', async (c) => {
    const key = c.req.path.replace(/^\/files\//, '');
    // A key the adapter would refuse names no file.
    if (!isValidStorageKey(key)) throw notFound();
    const query = { expires: c.req.query('expires'), sig: c.req.query('sig'), name: c.req.query('name') };
    const check = checkFileUrl(deps.secrets.linkSigningKey, key, query, Date.now());
    if (check === 'invalid') throw forbidden(LINK_NOT_VALID);
    if (check === 'expired') throw forbidden(LINK_EXPIRED);

    const ifNoneMatch = c.req.header('If-None-Match');
    if (c.req.method === 'HEAD' || ifNoneMatch) {
      const info = await deps.storage.head(key);
      if (!info) throw notFound();
      const headers = fileHeaders(info, query.name);
      if (matchesEtag(ifNoneMatch, info.etag)) return c.body(null, 304, headers);
      if (c.req.method === 'HEAD') {
        return c.body(null, 200, { ...headers, 'Content-Length': String(info.size) });
      }
    }
    const file = await deps.storage.get(key);
    if (!file) throw notFound();
    const headers = { ...fileHeaders(file, query.name), 'Content-Length': String(file.size) };
    return c.body(Readable.toWeb(file.body) as ReadableStream, 200, headers);
  });

  return app;
}
