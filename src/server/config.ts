import path from 'node:path';
import { z } from 'zod';
import { version as packageVersion } from '../../package.json';
import { DEFAULT_DATA_DIR } from './boot-paths';

// Every setting has a default that works for a local install: `npm start` needs no set-up.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Slotwise <no-reply@slotwise.local>'),
  AUTH_SECRET: z.string().min(32).optional(),
  LINK_SIGNING_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  WORKERS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
  RELEASE: z.string().optional(),
  SENTRY_RELEASE: z.string().optional(),
  GIT_SHA: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Emails are shown at /dev/mailbox: outside production when no SMTP server is configured. */
  devMailbox: boolean;
  mailFrom: string;
  authSecret: string | undefined;
  linkSigningKey: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  workers: boolean;
  /** Where unexpected errors go besides the log (ADR 028); the browser gets the same settings. */
  errorReporting: { dsn: string | undefined; environment: string; release: string };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // A local install (dev mailbox included) is reachable from this machine only.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    devMailbox: e.NODE_ENV !== 'production' && !e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    linkSigningKey: e.LINK_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    errorReporting: {
      dsn: e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
      release: e.RELEASE ?? e.SENTRY_RELEASE ?? defaultRelease(e.GIT_SHA),
    },
  };
}

/** `slotwise@<package version>`, with the commit when the deploy sets GIT_SHA. */
function defaultRelease(gitSha: string | undefined): string {
  return gitSha ? `slotwise@${packageVersion}+${gitSha.slice(0, 12)}` : `slotwise@${packageVersion}`;
}
