import path from 'node:path';
import { z } from 'zod';
import { version as packageVersion } from '../../package.json';
import {
  type AffiliatesConfig,
  affiliatesConfigFrom,
  affiliatesProblems,
  DEFAULT_REWARDFUL_API_BASE,
} from './affiliates-config';
import { type BillingConfig, billingConfigFrom, billingProblems } from './billing-config';
import { DEFAULT_DATA_DIR } from './boot-paths';
import { type CalendarsConfig, calendarsConfigFrom, calendarsProblems } from './calendars-config';
import { type CallsConfig, callsConfigFrom, callsProblems } from './calls-config';
import { type DomainsConfig, domainsConfigFrom, domainsProblems } from './domains-config';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import {
  type PaymentsSetting,
  type PaypalConfig,
  parsePaymentsList,
  paypalConfigFrom,
  paypalProblems,
  providersOf,
} from './payments-config';
import { type ZoomConfig, zoomConfigFrom, zoomProblems } from './zoom-config';

// Every setting has a default that works for a local install: `npm start` needs no set-up.
export type { AffiliatesConfig };
export { DEFAULT_REWARDFUL_API_BASE };

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
  // The payment providers (ADR 023, 033): sandbox, none, or a list (stripe,paypal); Stripe
  // Connect and its webhooks (ADR 032); PayPal (ADR 033).
  PAYMENTS: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PLATFORM_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_PARTNER_MERCHANT_ID: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  WORKERS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  TRUST_PROXY: z.string().optional(),
  ALLOW_HTTP_PUBLIC_URL: z.enum(['true', 'false']).default('false'),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false']).optional(),
  // File storage (ADR 027): local disk by default, S3 or an S3-compatible service when asked.
  STORAGE: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
  RELEASE: z.string().optional(),
  SENTRY_RELEASE: z.string().optional(),
  GIT_SHA: z.string().optional(),
  // Product analytics (ADR 037): PostHog with a project key, else the structured log.
  POSTHOG_API_KEY: z.string().optional(),
  POSTHOG_HOST: z.string().url().optional(),
  // ADR 029: a test server can start its clock at a fixed instant; production reads the system.
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  // The expert's calendars (issue 16, ADR 039): provider app keys, test-only fake addresses, and
  // the key that encrypts provider credentials at rest.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_API_BASE: z.string().url().optional(),
  GOOGLE_OAUTH_BASE: z.string().url().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z.string().optional(),
  MICROSOFT_GRAPH_BASE: z.string().url().optional(),
  MICROSOFT_LOGIN_BASE: z.string().url().optional(),
  CALDAV_ALLOW_HTTP: z.enum(['true', 'false']).optional(),
  CALDAV_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false']).optional(),
  CREDENTIALS_KEY: z.string().optional(),
  CALENDAR_PUSH_URL: z.string().url().optional(),
  // The call room's media (issue 17, ADR 040): ICE servers (coturn in production), the UDP
  // ports and announced addresses of the built-in media server.
  CALLS_ICE_SERVERS: z.string().optional(),
  CALLS_TURN_URLS: z.string().optional(),
  CALLS_TURN_SECRET: z.string().optional(),
  CALLS_TURN_TTL_SECONDS: z.string().optional(),
  CALLS_RTC_PORTS: z.string().optional(),
  CALLS_ANNOUNCED_ADDRESSES: z.string().optional(),
  // …or a LiveKit deployment instead of the built-in media server (ADR 040).
  CALLS_MEDIA: z.string().optional(),
  LIVEKIT_URL: z.string().optional(),
  LIVEKIT_API_URL: z.string().optional(),
  LIVEKIT_API_KEY: z.string().optional(),
  LIVEKIT_API_SECRET: z.string().optional(),
  // Zoom (issue 17, ADR 044): the app's OAuth keys; offline outside production without them.
  ZOOM: z.enum(['zoom', 'offline', 'none']).optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  ZOOM_API_BASE: z.string().url().optional(),
  ZOOM_OAUTH_BASE: z.string().url().optional(),
  // Issue 18: where the contact form writes, the feedback widget's SSO secret, the affiliate
  // provider (Rewardful's REST API, or the offline dashboard of a local install; ADR 047).
  SUPPORT_EMAIL: z.string().email().default('support@slotwise.local'),
  FEEDBACK_WIDGET_SECRET: z.string().optional(),
  AFFILIATES: z.enum(['rewardful', 'offline', 'none']).optional(),
  REWARDFUL_API_SECRET: z.string().optional(),
  REWARDFUL_API_BASE: z.string().url().optional(),
  // Billing of experts' plans (issue 20, ADR 055): Stripe Billing, offline, or none.
  BILLING: z.enum(['stripe', 'offline', 'none']).optional(),
  BILLING_STRIPE_PRICES: z.string().optional(),
  STRIPE_BILLING_WEBHOOK_SECRET: z.string().optional(),
  // Custom domains (issue 19, ADR 054): the records experts point at, and the DNS resolver.
  DOMAINS_A_RECORD: z.string().optional(),
  DOMAINS_CNAME_TARGET: z.string().optional(),
  DNS_RESOLVER: z.enum(['doh', 'server', 'sandbox']).optional(),
  DNS_DOH_URL: z.string().optional(),
  DNS_SERVERS: z.string().optional(),
  DNS_TIMEOUT_MS: z.string().optional(),
});

export type StorageConfig =
  | { kind: 'local-disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type StripeConfig = {
  secretKey: string;
  /** Verifies the signature of every webhook (whsec_…). */
  webhookSecret: string;
  /**
   * The second endpoint's secret, for events on the platform's own account (call credits, ADR
   * 043); Stripe sends those to an endpoint of their own. Unset: the one secret above.
   */
  platformWebhookSecret: string | undefined;
  /** Connect's OAuth client id (ca_…): linking an existing Standard account. Unset: not offered. */
  connectClientId: string | undefined;
  /** Tests only: the SDK talks to a local fake Stripe at this http(s) address. */
  apiBase: string | undefined;
};

/** Where analytics events go (ADR 037): the structured log, or PostHog with a project key. */
export type AnalyticsConfig = { kind: 'log' } | { kind: 'posthog'; apiKey: string; host: string };

/** PostHog's US cloud; EU projects and self-hosted instances set POSTHOG_HOST. */
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

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
  /** Encrypts calendar credentials at rest (32 bytes, base64); generated like the others outside production. */
  credentialsKey: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  workers: boolean;
  /**
   * Who takes clients' money. `sandbox` is the offline test checkout, refused in production;
   * `none` takes no payments, so paid bookings are refused and free ones work; otherwise the real
   * providers configured (`stripe`, `paypal` or `stripe,paypal`, ADR 033).
   */
  payments: PaymentsSetting;
  /** Set when `payments` lists stripe (ADR 032). */
  stripe: StripeConfig | undefined;
  /** Set when `payments` lists paypal (ADR 033). */
  paypal: PaypalConfig | undefined;
  /** Whose X-Forwarded-For names the client (ADR 025). */
  trustProxy: TrustProxy;
  /** Cookies carry `Secure`: PUBLIC_URL is https, or this is production (ADR 025). */
  secureCookies: boolean;
  storage: StorageConfig;
  /** Where unexpected errors go besides the log (ADR 028); the browser gets the same settings. */
  errorReporting: { dsn: string | undefined; environment: string; release: string };
  /** The instant the server's clock starts at (tests only, ADR 029); unset reads the system. */
  clockStart: Date | undefined;
  /**
   * Outgoing webhooks (ADR 038): whether they may reach loopback and private addresses and plain
   * http. Outside production yes (a local receiver); in production only when the operator says so.
   */
  webhooks: { allowPrivateNetworks: boolean };
  analytics: AnalyticsConfig;
  /** The expert's calendars (issue 16, ADR 039). */
  calendars: CalendarsConfig;
  /** The call room's media (issue 17, ADR 040). */
  calls: CallsConfig;
  /** Zoom meetings for sessions (issue 17, ADR 044). */
  zoom: ZoomConfig;
  /** The contact form's messages go here (issue 18). */
  supportEmail: string;
  /** Signs the feedback widget's SSO token; unset: a derived key outside production, no token in it. */
  feedbackWidgetSecret: string | undefined;
  affiliates: AffiliatesConfig;
  /** Experts' plans paid to Slotwise (issue 20, ADR 055). */
  billing: BillingConfig;
  /** Custom domains of booking pages (issue 19, ADR 054): the DNS records and the resolver. */
  domains: DomainsConfig;
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
  const payments = parsePaymentsList(e.PAYMENTS ?? (e.NODE_ENV === 'production' ? 'none' : 'sandbox'));
  if (typeof payments !== 'string') throw new Error(`Invalid configuration:\n  ${payments.problem}`);
  if (e.NODE_ENV === 'production' && payments === 'sandbox') {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS: the sandbox takes no real money and cannot be used in production',
    );
  }
  if (e.NODE_ENV === 'production' && e.CLOCK_START) {
    throw new Error(
      'Invalid configuration:\n  CLOCK_START: production reads the system clock; a fixed start is for tests',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const https = publicUrl.startsWith('https://');
  // ADR 025: production cookies and links travel over TLS; plain http needs the operator's word
  // (TLS ends at a proxy on a private network, which browsers still reach over https).
  if (e.NODE_ENV === 'production' && !https && e.ALLOW_HTTP_PUBLIC_URL !== 'true') {
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL: production needs an https address (got ${publicUrl}); set ALLOW_HTTP_PUBLIC_URL=true if TLS ends at a proxy in front of this server`,
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const problems = [
    ...storageProblems(e),
    ...stripeProblems(e, payments),
    ...paypalProblems(e, payments),
    ...analyticsProblems(e),
    ...calendarsProblems(e),
    ...callsProblems(e),
    ...zoomProblems(e),
    ...affiliatesProblems(e),
    ...billingProblems(e),
    ...domainsProblems(e, publicUrl),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // A local install (dev mailbox included) is reachable from this machine only.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    devMailbox: e.NODE_ENV !== 'production' && !e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    linkSigningKey: e.LINK_SIGNING_KEY,
    credentialsKey: e.CREDENTIALS_KEY,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    payments,
    paypal: paypalConfigFrom(e, payments),
    stripe: providersOf(payments).includes('stripe')
      ? {
          secretKey: e.STRIPE_SECRET_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          platformWebhookSecret: e.STRIPE_PLATFORM_WEBHOOK_SECRET,
          connectClientId: e.STRIPE_CONNECT_CLIENT_ID,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    trustProxy,
    secureCookies: https || e.NODE_ENV === 'production',
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: 'local-disk', dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')) },
    errorReporting: {
      dsn: e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
      release: e.RELEASE ?? e.SENTRY_RELEASE ?? defaultRelease(e.GIT_SHA),
    },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    webhooks: {
      allowPrivateNetworks:
        (e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    },
    analytics: e.POSTHOG_API_KEY
      ? {
          kind: 'posthog',
          apiKey: e.POSTHOG_API_KEY,
          host: (e.POSTHOG_HOST ?? DEFAULT_POSTHOG_HOST).replace(/\/$/, ''),
        }
      : { kind: 'log' },
    calendars: calendarsConfigFrom(e, publicUrl),
    calls: callsConfigFrom(e),
    zoom: zoomConfigFrom(e),
    supportEmail: e.SUPPORT_EMAIL,
    feedbackWidgetSecret: e.FEEDBACK_WIDGET_SECRET,
    affiliates: affiliatesConfigFrom(e),
    billing: billingConfigFrom(e),
    domains: domainsConfigFrom(e, publicUrl),
  };
}

/** A PostHog address without a key would be ignored silently: say so at start instead. */
function analyticsProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.POSTHOG_HOST && !e.POSTHOG_API_KEY) {
    return ['  POSTHOG_API_KEY: required when POSTHOG_HOST is set (without it events only go to the log)'];
  }
  return [];
}

// Settings that are each valid alone but not together: refused at start, never at the first upload.
function storageProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE=s3');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    problems.push('  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    problems.push('  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  }
  return problems;
}

/** `slotwise@<package version>`, with the commit when the deploy sets GIT_SHA. */
function defaultRelease(gitSha: string | undefined): string {
  return gitSha ? `slotwise@${packageVersion}+${gitSha.slice(0, 12)}` : `slotwise@${packageVersion}`;
}

/** PAYMENTS=stripe needs its keys; a fake Stripe (STRIPE_API_BASE) is for tests, never production. */
function stripeProblems(e: z.infer<typeof envSchema>, payments: PaymentsSetting): string[] {
  const problems: string[] = [];
  if (providersOf(payments).includes('stripe')) {
    if (!e.STRIPE_SECRET_KEY) problems.push('  STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET) problems.push('  STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe');
  }
  if (e.NODE_ENV === 'production' && e.STRIPE_API_BASE) {
    problems.push('  STRIPE_API_BASE: production talks to Stripe itself; another address is for tests');
  }
  return problems;
}
