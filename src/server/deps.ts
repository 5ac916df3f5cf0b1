import type { Auth } from './auth/auth';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { UsageMeter } from './features/call-usage/usage-meter';
import type { AffiliateDashboards } from './integrations/affiliates/adapter';
import type { Analytics } from './integrations/analytics/adapter';
import type { BillingAdapter } from './integrations/billing/adapter';
import type { CalendarAdapters } from './integrations/calendars/port';
import type { DnsResolver } from './integrations/dns/adapter';
import type { ErrorReporter } from './integrations/errors/adapter';
import type { Outbox } from './integrations/mail/outbox';
import type { MailTransport } from './integrations/mail/transport';
import type { PaymentProviders } from './integrations/payments/providers';
import type { FileStorage } from './integrations/storage/adapter';
import type { VideoRooms } from './integrations/video/adapter';
import type { ZoomAdapter } from './integrations/zoom/port';
import type { Logger } from './logger';
import type { Secrets } from './secrets';

/** What the feature routers need, assembled once by the process entry (or a test). */
export type AppDeps = {
  config: Config;
  secrets: Secrets;
  database: Database;
  auth: Auth;
  outbox: Outbox;
  mailTransport: MailTransport;
  /** Who takes clients' money, picked by configuration (integrations/payments/select.ts, ADR 033). */
  payments: PaymentProviders;
  storage: FileStorage;
  log: Logger;
  /** Unexpected errors: logged, and sent to Sentry when configured (ADR 028). */
  errors: ErrorReporter;
  /** 'Now' for every rule (ADR 029): the system's, or pinned for a test server. */
  clock: Clock;
  /** Product analytics (ADR 037): the structured log, or PostHog when configured. */
  analytics: Analytics;
  /** The expert's calendars (issue 16, ADR 039): an adapter per provider, Google and Microsoft when configured. */
  calendars: CalendarAdapters;
  /** The call room's media (issue 17, ADR 040): the built-in media server. */
  video: VideoRooms;
  /** Zoom meetings for Zoom sessions (issue 17, ADR 044): the REST client, the offline stand-in, or none. */
  zoom: ZoomAdapter | null;
  /** The affiliate program's dashboards (issue 18, ADR 047): Rewardful, or offline locally. */
  affiliates: AffiliateDashboards;
  /** Participant seconds of the call rooms, counted from presence (issue 17, ADR 043). */
  callUsage: UsageMeter;
  /** Experts' plans paid to Slotwise (issue 20, ADR 055): Stripe Billing, offline, or none. */
  billing: BillingAdapter | null;
  /** The DNS lookup that verifies custom domains (issue 19, ADR 054): DoH, DNS servers, or the sandbox. */
  dns: DnsResolver;
};
