import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { API_KEY_MESSAGES } from '../../domain/integrations/api-key-rules';
import { findApiKeyOwner } from '../auth/api-key-owner';
import { touchSession } from '../auth/session-activity';
import { users } from '../db/schema/auth';
import type { AppDeps } from '../deps';
import {
  activeImpersonation,
  auditImpersonatedRequest,
  type ImpersonationContext,
  isRestrictedDuringImpersonation,
} from '../features/team/impersonation';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NOT_DURING_IMPERSONATION = 'This cannot be changed while signed in as a team member';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const LAST_SEEN_STEP_MS = 5 * 60_000;

/**
 * Resolves the expert from the session cookie, or from an API key sent as a bearer token (issue
 * 15, ADR 038: the same tenancy either way), or answers 401.
 */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'database' | 'clock'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const authorization = c.req.header('authorization');
    let userId: string;
    let refreshed: Headers | undefined;
    let impersonation: ImpersonationContext | null = null;
    if (authorization !== undefined) {
      const token = BEARER.exec(authorization)?.[1];
      const owner = token ? await findApiKeyOwner(deps.database.db, token, deps.clock.now()) : undefined;
      if (!owner) throw unauthorized(API_KEY_MESSAGES.invalidKey);
      userId = owner.userId;
      c.set('apiKeyId', owner.keyId);
    } else {
      // returnHeaders: when better-auth extends the session it sets a fresh cookie, passed on below.
      const found = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (!found.response) throw unauthorized();
      userId = found.response.user.id;
      refreshed = found.headers;
      const session = found.response.session;
      c.set('sessionId', session.id);
      // ADR 046: an owner signed in as a team member, for at most an hour.
      impersonation = await activeImpersonation(deps.database.db, session.id, deps.clock.now());
      if (impersonation) {
        c.set('impersonatedBy', impersonation.ownerId);
        if (isRestrictedDuringImpersonation(c.req.path)) {
          const refused = { method: c.req.method, path: c.req.path, status: 403 };
          await auditImpersonatedRequest(deps.database.db, impersonation, refused, deps.clock.now());
          throw forbidden(NOT_DURING_IMPERSONATION);
        }
      }
      // The Security card's 'last seen' (issue 18): one conditional write every few minutes.
      if (deps.clock.now().getTime() - new Date(session.updatedAt).getTime() > LAST_SEEN_STEP_MS)
        await touchSession(deps.database.db, session.id);
    }
    const [user] = await deps.database.db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        timezone: users.timezone,
        image: users.image,
        pricingPlanId: users.pricingPlanId,
        disabled: users.disabled,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.disabled) throw unauthorized();
    const { disabled: _disabled, ...signedIn } = user;
    c.set('user', signedIn);
    await next();
    // spec (issue 18): every action of an impersonation is recorded with the owner's id.
    if (impersonation && !SAFE_METHODS.has(c.req.method))
      await auditImpersonatedRequest(
        deps.database.db,
        impersonation,
        { method: c.req.method, path: c.req.path, status: c.res.status },
        deps.clock.now(),
      );
    for (const cookie of refreshed?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
  });
}

/** After requireUser: only the session cookie will do (managing API keys and webhooks). */
export const requireSessionCookie = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('apiKeyId')) throw forbidden(API_KEY_MESSAGES.cookieOnly);
  await next();
});

/** After requireUser: only an API key will do (REST hooks belong to the key that made them). */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('apiKeyId')) throw unauthorized(API_KEY_MESSAGES.apiKeyOnly);
  await next();
});
