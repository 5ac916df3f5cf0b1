import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import { bootServices, type Services } from '../boot';
import { loadConfig } from '../config';
import type { DatabaseTarget } from '../db/client';
import { createRecordingAnalytics, type RecordingAnalytics } from '../integrations/analytics/recording';
import type { CalendarAdapters } from '../integrations/calendars/port';
import { listRecentEmails } from '../integrations/mail/outbox';
import type { FileStorage } from '../integrations/storage/adapter';
import { createLogger } from '../logger';
import { withDatabase } from './global-setup';

export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A browser-like client: keeps the cookies the server sets. */
export type TestClient = {
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init?: { raw?: string | Uint8Array; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  cookies: Map<string, string>;
};

let counter = 0;

async function cloneTarget(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([fs.readFileSync(template.file)]);
    return { target: { kind: 'pglite', loadDataDir }, drop: async () => {} };
  }
  const name = `slotwise_t_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  return {
    target: { kind: 'postgres', url: withDatabase(template.url, name), max: 4 },
    drop: async () => {
      const a = new pg.Client({ connectionString: template.url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export type TestApp = {
  services: Services;
  /** The app's file storage: local disk under the test's data directory unless `env` says S3. */
  storage: FileStorage;
  /**
   * The analytics events the app captured (ADR 037). With POSTHOG_API_KEY in `env` the app uses
   * the configured PostHog adapter instead, and this stays empty.
   */
  analytics: RecordingAnalytics;
  fetch(request: Request): Response | Promise<Response>;
  /** A new browser; each has its own address (the socket's, as @hono/node-server gives it). */
  client(options?: { address?: string }): TestClient;
  /** A client that has just signed up, and so is signed in, as a new expert. */
  expert(email: string): Promise<TestClient>;
  /** Delivers queued emails, then returns those sent to `to`, newest first. */
  emailsTo(to: string): Promise<Array<{ subject: string; text: string; html: string }>>;
  /** The first link in the newest email to `to` whose URL contains `contains`. */
  linkFromEmail(to: string, contains: string): Promise<string>;
  close(): Promise<void>;
};

export const TEST_PUBLIC_URL = 'http://localhost:3999';

/** A fixed key for calendar credentials, so tests (production-mode ones too) start without one. */
export const TEST_CREDENTIALS_KEY = Buffer.alloc(32, 42).toString('base64');

export async function createTestApp(
  env: Record<string, string> = {},
  options: { calendars?: CalendarAdapters } = {},
): Promise<TestApp> {
  const { target, drop } = await cloneTarget();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync('/tmp/slotwise-test-data-'),
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    WORKERS: 'off',
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    ...env,
  });
  const analytics = createRecordingAnalytics();
  const services = await bootServices(config, createLogger('silent'), {
    target,
    migrate: false,
    ...(config.analytics.kind === 'log' ? { analytics } : {}),
    ...(options.calendars ? { calendars: options.calendars } : {}),
  });
  const app = createApp(services.deps);

  let clients = 0;
  const client = (options: { address?: string } = {}): TestClient => {
    const cookies = new Map<string, string>();
    clients += 1;
    const remoteAddress = options.address ?? `2001:db8::${clients.toString(16)}`;
    return {
      cookies,
      async request(method, path, body, init) {
        const headers = new Headers({ origin: TEST_PUBLIC_URL, ...init?.headers });
        if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
        let payload: string | Uint8Array | undefined = init?.raw;
        if (body !== undefined) payload = JSON.stringify(body);
        // A raw body keeps the content type its caller set (an image upload).
        if (payload !== undefined && !(init?.raw !== undefined && headers.has('content-type')))
          headers.set('content-type', 'application/json');
        const res = await app.fetch(
          new Request(`${TEST_PUBLIC_URL}${path}`, {
            method,
            headers,
            body: payload as BodyInit | undefined,
          }),
          {
            incoming: { socket: { remoteAddress } },
          },
        );
        for (const cookie of res.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const eq = pair!.indexOf('=');
          const name = pair!.slice(0, eq).trim();
          const value = pair!.slice(eq + 1).trim();
          if (value === '' || /max-age=0/i.test(cookie)) cookies.delete(name);
          else cookies.set(name, value);
        }
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {}
        return { status: res.status, body: parsed as never, headers: res.headers };
      },
    };
  };

  const emailsTo = async (to: string) => {
    await services.worker.drain();
    const rows = await listRecentEmails(services.deps.database.db, 500);
    return rows.filter((r) => r.to === to);
  };

  return {
    services,
    storage: services.deps.storage,
    analytics,
    fetch: (request) => app.fetch(request),
    client,
    async expert(email) {
      const browser = client();
      const res = await browser.request('POST', '/api/session/sign-up', {
        firstName: 'Test',
        lastName: 'Expert',
        email,
        password: 'secret-password',
      });
      if (res.status !== 201) throw new Error(`sign-up of ${email} failed: ${res.status}`);
      return browser;
    },
    emailsTo,
    async linkFromEmail(to, contains) {
      const [email] = await emailsTo(to);
      if (!email) throw new Error(`no email to ${to}`);
      const link = email.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(contains));
      if (!link) throw new Error(`no link containing ${contains} in "${email.subject}"`);
      return link;
    },
    async close() {
      await services.shutdown();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
