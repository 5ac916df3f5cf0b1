import { createRoute, z } from '@hono/zod-openapi';
import { impersonationStartInput } from '../../../domain/team/new-user-input';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { badRequest, errorResponses } from '../../http/errors';
import { anonymous, body, json } from '../../http/route-parts';
import { endImpersonation, NOT_IMPERSONATING, startImpersonation } from './impersonation';

// /api/session/impersonation (issue 18, ADR 046): the browser of a team owner trades a 'Log in
// as' token for a session of the member, and goes back. Both read the session cookie themselves
// (the token alone is not enough: it must be the owner's own browser).

const tags = ['auth'];
const ok = z.object({ ok: z.literal(true) });

const startRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'startImpersonation',
  ...anonymous,
  tags,
  summary:
    "Sign this browser, the team owner's, in as the member a 'Log in as' token names (single use, one minute; the session lasts at most an hour)",
  request: body(impersonationStartInput),
  responses: { 200: { description: 'Signed in as the member', ...json(ok) }, ...errorResponses(400, 403) },
});
const endRoute = createRoute({
  method: 'delete',
  path: '/',
  operationId: 'endImpersonation',
  ...anonymous,
  tags,
  summary: "Return to my account: end the member's session and restore the owner's own (when still valid)",
  responses: {
    200: { description: 'Back to the owner', ...json(z.object({ restored: z.boolean() })) },
    ...errorResponses(400),
  },
});

export function impersonationRoutes(deps: AppDeps) {
  const router = createRouter();
  const db = deps.database.db;
  router.openapi(startRoute, async (c) => {
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    const started = await startImpersonation(
      db,
      {
        token: c.req.valid('json').token,
        ownerSession: found ? { id: found.session.id, userId: found.user.id } : null,
        userAgent: c.req.header('user-agent') ?? null,
      },
      deps.clock.now(),
    );
    await setSessionCookie(c, deps.auth, started.token, started.maxAgeSeconds);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(endRoute, async (c) => {
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    // A public route (under /session): without a session there is no impersonation to end.
    if (!found) throw badRequest(NOT_IMPERSONATING);
    const owner = await endImpersonation(db, found.session.id, deps.clock.now());
    if (owner) await setSessionCookie(c, deps.auth, owner.ownerToken, owner.maxAgeSeconds);
    else await clearSessionCookie(c, deps.auth);
    return c.json({ restored: owner !== null }, 200);
  });
  return router;
}
