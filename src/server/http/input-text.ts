import { createMiddleware } from 'hono/factory';
import { UNSTORABLE_TEXT_MESSAGE } from '../../domain/shared/strings';
import type { AppEnv } from './context';
import { badRequest } from './errors';

/**
 * Refuses a URL whose path or query decodes to a NUL character, for every route: the API's,
 * the public pages' and the checkout's alike (ADR 024); better-auth's link routes redirect instead. Decoding a
 * URL cannot give a lone surrogate (invalid UTF-8 stays encoded or becomes U+FFFD), so NUL is
 * the one character to look for; JSON bodies are checked by the router factory.
 */
export const refuseNulInUrl = createMiddleware<AppEnv>(async (c, next) => {
  // better-auth's link routes check their own tokens and answer a person who clicked a broken
  // link with the page that explains (ADR 025), not with JSON.
  if (c.req.path.startsWith('/api/auth/')) return next();
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const rest = start >= 0 ? url.slice(start) : '';
  if (/%00/i.test(rest) || rest.includes('\u0000')) {
    return c.json(badRequest(UNSTORABLE_TEXT_MESSAGE).toBody(), 400);
  }
  await next();
});
