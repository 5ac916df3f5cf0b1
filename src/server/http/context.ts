import { OpenAPIHono } from '@hono/zod-openapi';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../domain/shared/strings';
import type { Logger } from '../logger';
import { badRequest, validationError } from './errors';

export type SignedInUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  name: string;
  timezone: string;
  /** The profile photo's storage key, or null. */
  image: string | null;
  pricingPlanId: string;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    user: SignedInUser;
    /** Set when the request authenticated with an API key instead of the session cookie. */
    apiKeyId?: string;
    /** Set when the session is a team owner signed in as a member (ADR 046): the owner's id. */
    impersonatedBy?: string;
    /** The better-auth session the cookie names (unset with an API key). */
    sessionId?: string;
    /** The booking page a custom domain in the Host header serves (issue 19, ADR 054). */
    hostPage?: { pageId: string; slug: string; origin: string };
  };
};

/**
 * A feature router: an OpenAPIHono whose zod failures answer the API's 400 error shape, and
 * whose parsed input (path, query, body) holds only text PostgreSQL can store (ADR 024): one
 * check here instead of one on every string schema.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error).toBody(), 400);
      const path = findUnstorableText(result.data);
      if (path) {
        const field = path.length > 0 ? path.join('.') : '_';
        return c.json(
          badRequest(UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE }).toBody(),
          400,
        );
      }
    },
  });
}

/** Who is acting, as far as plan-gated rules care: the expert's id and plan. */
export type PlanHolder = Pick<SignedInUser, 'id' | 'pricingPlanId'>;
