import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootServices } from './boot';
import { loadConfig } from './config';
import { createLogger } from './logger';

const startedAt = performance.now();
const config = loadConfig();
const log = createLogger(config.logLevel, { service: 'slotwise' });

const services = await bootServices(config, log);
// The bundled server lives in dist/server; the built web app beside it in dist/web.
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
const app = createApp(services.deps, { webDir });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info('server listening', {
    url: config.publicUrl,
    port: info.port,
    database: services.deps.database.kind,
    startupMs: Math.round(performance.now() - startedAt),
  });
  process.stdout.write(`\n  Slotwise is running at ${config.publicUrl}\n`);
  if (config.env !== 'production' && !config.smtpUrl)
    process.stdout.write(`  Emails: ${config.publicUrl}/dev/mailbox\n`);
  process.stdout.write('\n');
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  await services.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
