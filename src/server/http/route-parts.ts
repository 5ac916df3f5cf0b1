import { z } from '@hono/zod-openapi';

// The pieces every feature's OpenAPI route definitions repeat.

/** A JSON response or request content for a schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** A required JSON request body. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });

// Any id string: one that does not exist (however long) is simply not found.
export const idParam = { params: z.object({ id: z.string().min(1) }) };

/** The names of the security schemes the document declares (components.securitySchemes, openapi.ts). */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const API_KEY_SCHEME = 'apiKey';

/**
 * A dashboard operation: it needs the session cookie that signing in sets, or an API key as a
 * bearer token (requireUser; issue 15, ADR 038).
 */
export const signedIn = {
  security: [{ [SESSION_COOKIE_SCHEME]: [] }, { [API_KEY_SCHEME]: [] }] as Array<Record<string, string[]>>,
};

/** Managing API keys and webhooks: the session cookie only (requireSessionCookie). */
export const cookieOnly = { security: [{ [SESSION_COOKIE_SCHEME]: [] as string[] }] };

/** REST hooks: an API key only (requireApiKey). */
export const apiKeyOnly = { security: [{ [API_KEY_SCHEME]: [] as string[] }] };

/** An operation anyone may call: public pages, signed links, signing in, health. */
export const anonymous = { security: [] as Array<Record<string, string[]>> };
