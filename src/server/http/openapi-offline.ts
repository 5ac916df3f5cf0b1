import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { AppDeps } from '../deps';
import { createUsageMeter } from '../features/call-usage/usage-meter';
import { createAffiliateDashboardsFromConfig } from '../integrations/affiliates/from-config';
import { createLogAnalytics } from '../integrations/analytics/log-analytics';
import { createBillingFromConfig } from '../integrations/billing/from-config';
import { createCalendarAdapters, loadCalendarFactories } from '../integrations/calendars/from-config';
import { createDnsResolverFromConfig } from '../integrations/dns/from-config';
import { createLogReporter } from '../integrations/errors/log-reporter';
import { createDevMailboxTransport } from '../integrations/mail/dev-mailbox-transport';
import { createOutbox } from '../integrations/mail/outbox';
import { createPaymentProviders } from '../integrations/payments/select';
import { createStorageFromConfig } from '../integrations/storage/from-config';
import { createVideoRoomsFromConfig } from '../integrations/video/from-config';
import { createZoomFromConfig } from '../integrations/zoom/from-config';
import { createLogger } from '../logger';

/** The address the generated document names as its server (a local install's default). */
export const OFFLINE_PUBLIC_URL = 'http://localhost:3000';

/**
 * The document /api/openapi.json serves, built in-process with no database and no server:
 * for the linter (`npm run check`) and the document's unit test. The routers only keep the
 * database handle; nothing queries it while the document is built, so a pool that is never
 * opened stands in (a query would fail at once: nothing listens on port 1).
 */
export async function buildOpenApiDocumentOffline(): Promise<OpenApiDocument> {
  const key = 'offline-document-key-not-a-secret-0123456789';
  // Development settings, so the dev-only routes (the mailbox) are in the document too.
  const config = loadConfig({
    NODE_ENV: 'development',
    PUBLIC_URL: OFFLINE_PUBLIC_URL,
    AUTH_SECRET: key,
    LINK_SIGNING_KEY: key,
    LOG_LEVEL: 'silent',
    WORKERS: 'off',
    // Nothing is stored while the document is built; the folder is never created.
    STORAGE_DIR: path.join(os.tmpdir(), 'slotwise-openapi-offline-files'),
  });
  const log = createLogger('silent');
  const database = await openDatabase({
    kind: 'postgres',
    url: 'postgres://offline@127.0.0.1:1/none',
    max: 1,
  });
  try {
    const outbox = createOutbox(config.mailFrom, systemClock, () => {});
    const auth = createAuth({ config, secret: key, db: database.db, outbox, log });
    const secrets = {
      authSecret: key,
      linkSigningKey: key,
      credentialsKey: Buffer.alloc(32).toString('base64'),
    };
    const deps: AppDeps = {
      config,
      secrets,
      database,
      auth,
      outbox,
      mailTransport: createDevMailboxTransport(log, config.publicUrl),
      payments: createPaymentProviders(config, database.db),
      storage: await createStorageFromConfig(config, secrets),
      log,
      errors: createLogReporter(log),
      clock: systemClock,
      analytics: createLogAnalytics(log),
      calendars: createCalendarAdapters(config, await loadCalendarFactories(config)),
      video: createVideoRoomsFromConfig(config, log),
      zoom: createZoomFromConfig(config.zoom, Date.now),
      affiliates: createAffiliateDashboardsFromConfig(config, secrets),
      callUsage: createUsageMeter({ db: database.db, now: () => Date.now(), log }),
      billing: createBillingFromConfig(config, database.db, systemClock),
      dns: createDnsResolverFromConfig(config.domains),
    };
    const response = await createApp(deps).request('/api/openapi.json');
    if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } finally {
    await database.close();
  }
}

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string }>;
  security?: Array<Record<string, string[]>>;
};
