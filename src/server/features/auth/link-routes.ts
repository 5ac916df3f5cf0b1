import { Hono } from 'hono';
import { REAUTHENTICATED_PATH } from '../../../domain/account/security-rules';
import { MAGIC_LINK_ERROR_PATH } from '../../../domain/auth/link-messages';
import { AUTH_BASE_PATH } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { AFTER_MAGIC_LINK_PATH, AFTER_VERIFY_PATH, RESET_PASSWORD_PATH } from './service';

// better-auth's tokens: random letters and digits, or a JWT (base64url parts joined by dots).
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const MAX_TOKEN_LENGTH = 2048;

type Link = {
  path: string;
  token: (
    query: (name: string) => string | undefined,
    param: (name: string) => string | undefined,
  ) => string | undefined;
  /** better-auth's route for a well-formed token, with our own destinations. */
  upstream: (token: string, query: (name: string) => string | undefined) => string;
  /** Where the browser goes when the link cannot work. */
  failed: string;
};

// The destinations are ours whatever the link's query says: no open redirect through
// callbackURL, and no malformed URL for better-auth to fail on with a 500.
const LINKS: Link[] = [
  {
    path: '/verify-email',
    token: (query) => query('token'),
    upstream: (token) => `/verify-email?${new URLSearchParams({ token, callbackURL: AFTER_VERIFY_PATH })}`,
    failed: `${AFTER_VERIFY_PATH}&error=INVALID_TOKEN`,
  },
  {
    path: '/magic-link/verify',
    token: (query) => query('token'),
    upstream: (token, query) =>
      `/magic-link/verify?${new URLSearchParams({
        token,
        // The re-authentication before an email change returns to the account screen (ADR 045).
        callbackURL:
          query('callbackURL') === REAUTHENTICATED_PATH ? REAUTHENTICATED_PATH : AFTER_MAGIC_LINK_PATH,
        errorCallbackURL: MAGIC_LINK_ERROR_PATH,
      })}`,
    failed: MAGIC_LINK_ERROR_PATH,
  },
  {
    path: '/reset-password/:token',
    token: (_, param) => param('token'),
    upstream: (token) =>
      `/reset-password/${token}?${new URLSearchParams({ callbackURL: RESET_PASSWORD_PATH })}`,
    failed: `${RESET_PASSWORD_PATH}?error=INVALID_TOKEN`,
  },
];

/**
 * The better-auth routes that links in emails open (ADR 003), mounted under /api/auth. A missing
 * or malformed token (a NUL byte, broken percent-encoding, garbage) goes straight to the page that
 * explains the link no longer works; anything better-auth throws reaches the app's error handler,
 * which answers in our shape and logs it with the request id (ADR 025).
 */
export function authLinkRoutes(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  for (const link of LINKS) {
    router.get(link.path, async (c) => {
      const token = link.token(
        (name) => c.req.query(name),
        (name) => c.req.param(name),
      );
      if (!token || token.length > MAX_TOKEN_LENGTH || !WELL_FORMED_TOKEN.test(token)) {
        c.get('log').info('auth link refused: malformed token', { route: link.path });
        return c.redirect(link.failed, 302);
      }
      const url = new URL(`${AUTH_BASE_PATH}${link.upstream(token, (name) => c.req.query(name))}`, c.req.url);
      return deps.auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
    });
  }
  return router;
}
