import type { OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_BASE_PATH, AUTH_LINK_ROUTES, type Auth } from '../auth/auth';
import type { AppEnv } from './context';

type Document = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/**
 * One document for the whole API: our routes from @hono/zod-openapi plus better-auth's own
 * endpoints (the links in auth emails land there), so /api/openapi.json describes every route.
 */
export async function buildOpenApiDocument(api: OpenAPIHono<AppEnv>, auth: Auth, publicUrl: string) {
  const ours = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Slotwise API',
      version: '1.0.0',
      description: 'The JSON API behind the Slotwise dashboard and booking pages.',
    },
    servers: [{ url: `${publicUrl}/api` }],
  });
  const theirs = (await auth.api.generateOpenAPISchema()) as Document;
  const paths: Record<string, unknown> = { ...ours.paths };
  // Only better-auth's routes that are mounted (app.ts), with their GET operation.
  const mounted = new Set<string>(AUTH_LINK_ROUTES.map((r) => r.replace(/:(\w+)/g, '{$1}')));
  for (const [path, item] of Object.entries(theirs.paths ?? {})) {
    const ours = `${AUTH_BASE_PATH.replace(/^\/api/, '')}${path}`;
    const get = (item as { get?: unknown }).get;
    if (mounted.has(ours) && get) paths[ours] = { get };
  }
  return {
    ...ours,
    paths,
    components: {
      ...ours.components,
      schemas: { ...(theirs.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
    },
  };
}
