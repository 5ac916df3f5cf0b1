import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { createApp } from './app';
import { bootServices } from './boot';
import { loadConfig } from './config';
import { createLogger } from './logger';

/** Boots and serves; `started` is the embedded database the entry began opening (index.ts). */
export async function runServer(started: Promise<PGlite> | undefined): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel, { service: 'slotwise' });

  const services = await bootServices(config, log, { started });
  // The bundled server lives in dist/server; the built web app beside it in dist/web.
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  const app = createApp(services.deps, { webDir });

  // WebSockets: the call room's signalling (features/calls/signal-route.ts).
  const websocket = { server: new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 }) };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket }, (info) => {
    log.info('server listening', {
      url: config.publicUrl,
      port: info.port,
      database: services.deps.database.kind,
      // performance.now() counts from process start, so this includes loading the code.
      sinceProcessStartMs: Math.round(performance.now()),
      bootMs: Math.round(performance.now() - startedAt),
    });
    process.stdout.write(`\n  Slotwise is running at ${config.publicUrl}\n`);
    if (config.devMailbox) process.stdout.write(`  Emails: ${config.publicUrl}/dev/mailbox\n`);
    process.stdout.write('\n');
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop accepting connections and let requests in flight finish before the database closes.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await closed;
    await services.shutdown();
    process.exit(0);
  }
  server.on('error', async (error) => {
    // e.g. EADDRINUSE: close the database properly rather than crash with it open.
    log.error('server failed to start', { err: error, port: config.port });
    process.stderr.write(`\n  Slotwise cannot listen on ${config.host}:${config.port}: ${error.message}\n\n`);
    await services.shutdown();
    process.exit(1);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
