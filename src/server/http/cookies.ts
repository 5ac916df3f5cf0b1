import type { Context } from 'hono';

/** Copies the session cookies better-auth set on its response onto ours. */
export function forwardCookies(c: Context, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}
