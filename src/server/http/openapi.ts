import type { OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_BASE_PATH, AUTH_LINK_ROUTES, type Auth } from '../auth/auth';
import type { AppEnv } from './context';
import { AUTH_LINK_OPERATIONS } from './openapi-auth-links';
import { API_TAGS } from './openapi-tags';
import { API_KEY_SCHEME, SESSION_COOKIE_SCHEME } from './route-parts';

type Document = { paths?: Record<string, Record<string, { parameters?: unknown[] }>> };

/**
 * One document for the whole API: our routes from @hono/zod-openapi plus better-auth's own
 * endpoints (the links in auth emails land there), so /api/openapi.json describes every route.
 * Each operation carries its operationId, summary, tags and security from its route definition
 * (ADR 026); `openapi-check.ts` and its test hold every operation to that.
 */
export async function buildOpenApiDocument(api: OpenAPIHono<AppEnv>, auth: Auth, publicUrl: string) {
  const ours = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Slotwise API',
      version: '1.0.0',
      description:
        'The JSON API behind the Slotwise dashboard and booking pages. Dashboard operations need the ' +
        'session cookie that signing in sets (POST /session/sign-in); public ones need nothing. ' +
        'Every error answers { error: { code, message, fields? } } (the Error schema).',
    },
    servers: [{ url: `${publicUrl}/api` }],
    tags: API_TAGS,
  });
  const paths: Record<string, unknown> = { ...ours.paths };
  // Only better-auth's routes that are mounted (app.ts): its parameters, our description.
  const theirs = (await auth.api.generateOpenAPISchema()) as unknown as Document;
  for (const route of AUTH_LINK_ROUTES) {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const parameters = theirs.paths?.[`${path.replace(/^\/auth/, '')}`]?.get?.parameters;
    if (!parameters) throw new Error(`better-auth no longer describes ${AUTH_BASE_PATH}${route}`);
    paths[path] = { get: { ...AUTH_LINK_OPERATIONS[route], parameters } };
  }
  const { name: cookieName } = (await auth.$context).authCookies.sessionToken;
  return {
    ...ours,
    paths,
    components: {
      ...ours.components,
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieName,
          description:
            'The better-auth session, set as an httpOnly cookie by signing in (or a magic link) and ' +
            'cleared by signing out. Its name has the __Secure- prefix when PUBLIC_URL is https.',
        },
        [API_KEY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key made under Automation › Integrations (sw_live_…), sent as ' +
            '`Authorization: Bearer <key>`. It acts as the expert who made it, as the session cookie ' +
            'does, except that it cannot manage API keys or webhooks; REST hooks (/hooks) take only ' +
            'a key. An unknown or revoked key answers 401 (ADR 038).',
        },
      },
    },
  };
}
