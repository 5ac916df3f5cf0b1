import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema/auth';
import type { AppDeps } from '../deps';
import type { AppEnv } from './context';
import { unauthorized } from './errors';

/** Resolves the signed-in expert from the session cookie, or answers 401. */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'database'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // returnHeaders: when better-auth extends the session it sets a fresh cookie, passed on below.
    const { headers: refreshed, response: session } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) throw unauthorized();
    const [user] = await deps.database.db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        timezone: users.timezone,
        pricingPlanId: users.pricingPlanId,
        disabled: users.disabled,
      })
      .from(users)
      .where(eq(users.id, session.user.id));
    if (!user || user.disabled) throw unauthorized();
    const { disabled: _disabled, ...signedIn } = user;
    c.set('user', signedIn);
    await next();
    for (const cookie of refreshed.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  });
}
