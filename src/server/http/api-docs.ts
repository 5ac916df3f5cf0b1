import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from './context';

// The interactive API reference at /api/docs (ADR 026): Swagger UI from the swagger-ui-dist
// package, served from our own origin because the CSP runs scripts from 'self' only. The page
// is static HTML; the library's two files and our initializer are the only scripts it loads.

const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  displayOperationId: true,
  // The online validator badge would load an image from another site.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Slotwise</title>
<link rel="icon" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<style>
body { margin: 0; }
/* On a phone the id squeezes the path and summary into a few letters a line; it shows on desktop. */
@media (max-width: 640px) { .swagger-ui .opblock .opblock-summary-operation-id { display: none; } }
</style>
</head>
<body>
<main id="api-docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/initializer.js"></script>
</body>
</html>
`;

/** Where swagger-ui-dist is installed: found at run time both from src and from dist/server. */
export function swaggerUiDirectory(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

type Asset = { body: Buffer; gzipped: Buffer; type: string };

export function apiDocsRoutes() {
  const router = new Hono<AppEnv>();
  // Read and compressed once, on first use: the bundle is 1.7 MB, about 0.5 MB gzipped.
  const assets = new Map<string, Asset>();
  const asset = (name: string): Asset => {
    let found = assets.get(name);
    if (!found) {
      const body =
        name === 'initializer.js'
          ? Buffer.from(INITIALIZER)
          : fs.readFileSync(path.join(swaggerUiDirectory(), name));
      const type = FILES[name] ?? 'text/javascript; charset=utf-8';
      found = { body, gzipped: gzipSync(body), type };
      assets.set(name, found);
    }
    return found;
  };

  router.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  });
  router.get('/:file', (c) => {
    const name = c.req.param('file');
    if (!(name in FILES) && name !== 'initializer.js') {
      return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }
    const { body, gzipped, type } = asset(name);
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Encoding');
    if (gzip) c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzip ? gzipped : body));
  });
  return router;
}
