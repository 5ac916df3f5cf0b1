import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  activeSessionsView,
  emailChangeInput,
  emailChangeRequestedView,
  reauthenticateInput,
  signedOutView,
} from '../../../domain/account/security-input';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { forwardCookies } from '../../http/cookies';
import { errorResponses, unauthorized } from '../../http/errors';
import { requireSessionCookie, requireUser } from '../../http/require-user';
import { body, cookieOnly, idParam, json } from '../../http/route-parts';
import { requestFrom } from '../auth/request-from';
import * as emailChange from './email-change-service';
import * as sessions from './sessions-service';

// Issue 18: the Contact info card's email change and the Security card's active sessions.
// The session cookie only: an API key can neither change the address nor end sessions.

const tags = ['account'];
const okSchema = z.object({ ok: z.literal(true) }).openapi('AccountOk');

const emailChangeRoute = createRoute({
  method: 'post',
  path: '/email-change',
  operationId: 'requestEmailChange',
  ...cookieOnly,
  tags,
  summary:
    'Send a confirmation link to a new address and a notice to the current one; 403 requires_recent_login when the sign-in is older than 15 minutes',
  request: body(emailChangeInput),
  responses: {
    202: { description: 'Link sent', ...json(emailChangeRequestedView.openapi('EmailChangeRequested')) },
    ...errorResponses(400, 401, 403, 409, 429),
  },
});
const reauthenticateRoute = createRoute({
  method: 'post',
  path: '/reauthenticate',
  operationId: 'reauthenticate',
  ...cookieOnly,
  tags,
  summary: 'Sign in again with the password (a new session replaces this one), before an email change',
  request: body(reauthenticateInput),
  responses: {
    200: { description: 'Signed in again', ...json(okSchema) },
    ...errorResponses(400, 401, 403, 429),
  },
});
const reauthenticateLinkRoute = createRoute({
  method: 'post',
  path: '/reauthenticate/magic-link',
  operationId: 'sendReauthenticationLink',
  ...cookieOnly,
  tags,
  summary: 'Email a sign-in link that returns to the account screen, before an email change',
  responses: { 202: { description: 'Sent', ...json(okSchema) }, ...errorResponses(401, 403, 429) },
});
const listSessionsRoute = createRoute({
  method: 'get',
  path: '/sessions',
  operationId: 'listActiveSessions',
  ...cookieOnly,
  tags,
  summary: "The expert's signed-in browsers: device, signed in, last seen, this one first",
  responses: {
    200: { description: 'Sessions', ...json(activeSessionsView.openapi('ActiveSessions')) },
    ...errorResponses(401, 403),
  },
});
const signOutOthersRoute = createRoute({
  method: 'post',
  path: '/sessions/sign-out-others',
  operationId: 'signOutOtherSessions',
  ...cookieOnly,
  tags,
  summary: 'Sign out every other browser',
  responses: {
    200: { description: 'Signed out', ...json(signedOutView.openapi('SignedOut')) },
    ...errorResponses(401, 403),
  },
});
const signOutSessionRoute = createRoute({
  method: 'delete',
  path: '/sessions/{id}',
  operationId: 'signOutSession',
  ...cookieOnly,
  tags,
  summary: 'Sign out one browser',
  request: idParam,
  responses: { 204: { description: 'Signed out' }, ...errorResponses(400, 401, 403, 404) },
});

export function securityRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const path of ['/email-change', '/reauthenticate', '/reauthenticate/*', '/sessions', '/sessions/*']) {
    router.use(path, requireUser(deps), requireSessionCookie);
  }
  const db = deps.database.db;
  const serviceDeps = { db, auth: deps.auth, outbox: deps.outbox, publicUrl: deps.config.publicUrl };
  const signedIn = (c: Context) => {
    const sessionId = c.get('sessionId') as string | undefined;
    if (!sessionId) throw unauthorized();
    const user = c.get('user') as { id: string; email: string; name: string };
    return { expert: { id: user.id, email: user.email, name: user.name }, sessionId };
  };

  router.openapi(emailChangeRoute, async (c) => {
    const { expert, sessionId } = signedIn(c);
    const requested = await emailChange.requestEmailChange(
      serviceDeps,
      expert,
      sessionId,
      c.req.valid('json'),
      requestFrom(deps, c),
      deps.clock.now(),
    );
    return c.json(requested, 202);
  });
  router.openapi(reauthenticateRoute, async (c) => {
    const { expert, sessionId } = signedIn(c);
    const response = await emailChange.reauthenticateWithPassword(
      serviceDeps,
      expert,
      sessionId,
      c.req.valid('json'),
      requestFrom(deps, c),
      deps.clock.now(),
    );
    forwardCookies(c, response);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(reauthenticateLinkRoute, async (c) => {
    const { expert } = signedIn(c);
    await emailChange.sendReauthenticationLink(serviceDeps, expert, requestFrom(deps, c), deps.clock.now());
    return c.json({ ok: true as const }, 202);
  });
  router.openapi(listSessionsRoute, async (c) => {
    const { expert, sessionId } = signedIn(c);
    return c.json({ sessions: await sessions.listSessions(db, expert.id, sessionId) }, 200);
  });
  router.openapi(signOutOthersRoute, async (c) => {
    const { expert, sessionId } = signedIn(c);
    return c.json({ signedOut: await sessions.signOutOtherSessions(db, expert.id, sessionId) }, 200);
  });
  router.openapi(signOutSessionRoute, async (c) => {
    const { expert } = signedIn(c);
    await sessions.signOutSession(db, expert.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
