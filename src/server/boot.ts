import type { PGlite } from '@electric-sql/pglite';
import { createAuth } from './auth/auth';
import { pgliteDataDir } from './boot-paths';
import { clockFromConfig } from './clock';
import type { Config } from './config';
import { type DatabaseTarget, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { setRowStampClock } from './db/schema/columns';
import type { AppDeps } from './deps';
import { clearFailures } from './features/auth/repository';
import { signInThrottleKey } from './features/auth/service';
import { applyBillingEvent } from './features/billing/apply-event';
import { refreshBusyJob, scheduleBusyRefreshes } from './features/calendars/busy-refresh';
import { REFRESH_BUSY_JOB, WRITE_SESSION_JOB } from './features/calendars/calendar-jobs';
import { WATCH_JOB, watchJob } from './features/calendars/push';
import { writeSessionJob } from './features/calendars/write-back';
import { createUsageMeter } from './features/call-usage/usage-meter';
import { DELIVER_WEBHOOK_JOB, deliverWebhookJob } from './features/integrations/deliveries';
import { PROCESS_RECORDING_JOB } from './features/recordings/service';
import { executeWorkflowJob } from './features/workflow-schedules/execute';
import { EXECUTE_WORKFLOW_JOB } from './features/workflow-schedules/repository';
import { SYNC_MEETING_JOB } from './features/zoom/meeting-queue';
import { syncMeetingJob } from './features/zoom/meetings';
import { createAffiliateDashboardsFromConfig } from './integrations/affiliates/from-config';
import type { Analytics } from './integrations/analytics/adapter';
import { createAnalyticsFromConfig } from './integrations/analytics/from-config';
import { createBillingFromConfig } from './integrations/billing/from-config';
import {
  type CalendarAdapterFactories,
  createCalendarAdapters,
  loadCalendarFactories,
} from './integrations/calendars/from-config';
import type { CalendarAdapters } from './integrations/calendars/port';
import { createDnsResolverFromConfig } from './integrations/dns/from-config';
import { errorReporterFromConfig } from './integrations/errors/from-config';
import { createDevMailboxTransport } from './integrations/mail/dev-mailbox-transport';
import { createOutbox, SEND_EMAIL_JOB } from './integrations/mail/outbox';
import { createSmtpTransport } from './integrations/mail/smtp-transport';
import { createPaymentProviders } from './integrations/payments/select';
import { createStorageFromConfig } from './integrations/storage/from-config';
import { createVideoRoomsFromConfig } from './integrations/video/from-config';
import { createZoomFromConfig } from './integrations/zoom/from-config';
import type { ZoomAdapter } from './integrations/zoom/port';
import {
  CHARGE_INSTALLMENTS_JOB,
  chargeInstallmentsJob,
  scheduleInstallmentSweep,
} from './jobs/charge-installments';
import { processRecordingJob } from './jobs/process-recording';
import { REFUND_PAYMENT_JOB, refundPaymentJob } from './jobs/refund-payment';
import { RELEASE_HOLD_JOB, releaseHoldJob } from './jobs/release-hold';
import { sendEmailJob } from './jobs/send-email';
import { type JobHandler, startWorker, type Worker } from './jobs/worker';
import type { Logger } from './logger';
import { loadSecrets } from './secrets';

export type Services = { deps: AppDeps; worker: Worker; shutdown(): Promise<void> };

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) };
}

/** Opens and migrates the database, then wires mail, jobs and auth. */
export async function bootServices(
  config: Config,
  log: Logger,
  options: {
    target?: DatabaseTarget;
    migrate?: boolean;
    started?: Promise<PGlite>;
    /** Tests: an adapter of their own instead of the configured one. */
    analytics?: Analytics;
    /** Tests: calendar adapters of their own (an in-memory double), or other constructors. */
    calendars?: CalendarAdapters;
    calendarFactories?: CalendarAdapterFactories;
    /** Tests: a Zoom adapter of their own (null: no Zoom). */
    zoom?: ZoomAdapter | null;
  } = {},
): Promise<Services> {
  const target = options.target ?? databaseTarget(config);
  const opening = performance.now();
  const database = await openDatabase(target, options.started, (err) =>
    log.warn('idle database connection lost', { err }),
  );
  const migrating = performance.now();
  if (options.migrate !== false) await migrateDatabase(database, target);
  log.debug('database ready', {
    kind: target.kind,
    openMs: Math.round(migrating - opening),
    migrateMs: Math.round(performance.now() - migrating),
  });

  const clock = clockFromConfig(config);
  setRowStampClock(clock);
  const errors = errorReporterFromConfig(config, log);
  const mailTransport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createDevMailboxTransport(log, config.publicUrl);
  if (!config.smtpUrl && config.env === 'production') {
    log.warn('SMTP_URL is not set: emails are kept in the database and not delivered');
  }
  // In production without SMTP nothing delivers emails: they stay queued until SMTP is set.
  const deliversEmail = Boolean(config.smtpUrl) || config.devMailbox;
  // The outbox kicks the worker, which is created below with handlers that need the outbox.
  const payments = createPaymentProviders(config, database.db);
  // Before the handlers: the installment sweep signs the pay links of the failures it emails.
  const secrets = loadSecrets(config);
  let kickWorker = () => {};
  const outbox = createOutbox(config.mailFrom, clock, () => kickWorker());
  const calendars =
    options.calendars ??
    createCalendarAdapters(
      config,
      options.calendarFactories ?? (await loadCalendarFactories(config, log, clock)),
    );
  const calendarDeps = { db: database.db, config, secrets, calendars, outbox, log, clock };
  // Before the handlers: the recordings' processing job stores its files (issue 17).
  const storage = await createStorageFromConfig(config, secrets);
  const zoom =
    options.zoom !== undefined
      ? options.zoom
      : createZoomFromConfig(config.zoom, () => clock.now().getTime());
  const zoomDeps = { db: database.db, config, secrets, outbox, log, clock, zoom };
  const handlers: Record<string, JobHandler> = {
    ...(deliversEmail ? { [SEND_EMAIL_JOB]: sendEmailJob(database.db, mailTransport) } : {}),
    [RELEASE_HOLD_JOB]: releaseHoldJob(database.db),
    [EXECUTE_WORKFLOW_JOB]: executeWorkflowJob({ db: database.db, config, secrets, outbox }),
    [DELIVER_WEBHOOK_JOB]: deliverWebhookJob({ db: database.db, config }),
    [REFUND_PAYMENT_JOB]: refundPaymentJob(payments),
    [REFRESH_BUSY_JOB]: refreshBusyJob(calendarDeps),
    [WRITE_SESSION_JOB]: writeSessionJob(calendarDeps),
    [PROCESS_RECORDING_JOB]: processRecordingJob({ db: database.db, storage, log }),
    [WATCH_JOB]: watchJob(calendarDeps),
    [SYNC_MEETING_JOB]: syncMeetingJob(zoomDeps),
    [CHARGE_INSTALLMENTS_JOB]: chargeInstallmentsJob({
      db: database.db,
      payments,
      outbox,
      config,
      secrets,
      log,
    }),
  };
  const worker = startWorker(database.db, handlers, log, {
    autoStart: config.workers,
    errors,
    clock,
    // Due reminders come in bursts (every 10:00 session's at 09:00): four run at once (ADR 036).
    concurrency: 4,
  });
  kickWorker = () => worker.kick();
  // Processes that run workers keep the hourly installment sweep going (ADR 020).
  if (config.workers) await scheduleInstallmentSweep(database.db, clock.now().getTime());
  // …and every connected calendar's busy cache warm (issue 16).
  if (config.workers) await scheduleBusyRefreshes(calendarDeps, clock.now().getTime());
  const auth = createAuth({
    config,
    secret: secrets.authSecret,
    db: database.db,
    outbox,
    log,
    // spec: 'Too many attempts. Please try again later or reset your password' — so a reset lifts it.
    onPasswordReset: (email) => clearFailures(database.db, signInThrottleKey(email)),
    onMagicLinkSignIn: (email) => clearFailures(database.db, signInThrottleKey(email)),
  });
  const analytics = options.analytics ?? (await createAnalyticsFromConfig(config, log));
  const deps: AppDeps = {
    config,
    secrets,
    database,
    auth,
    outbox,
    mailTransport,
    payments,
    storage,
    log,
    errors,
    clock,
    analytics,
    calendars,
    video: createVideoRoomsFromConfig(config, log),
    zoom,
    affiliates: createAffiliateDashboardsFromConfig(config, secrets),
    callUsage: createUsageMeter({ db: database.db, now: () => clock.now().getTime(), log }),
    billing: createBillingFromConfig(config, database.db, clock),
    dns: createDnsResolverFromConfig(config.domains),
  };
  // The offline billing adapter's events take the path Stripe's webhooks take (issue 20).
  const billing = deps.billing;
  if (billing?.kind === 'offline' && 'setEventSink' in billing) {
    (billing as import('./integrations/billing/offline').OfflineBilling).setEventSink(async (event) => {
      await applyBillingEvent({ db: database.db, config, outbox, clock }, event);
    });
  }
  return {
    deps,
    worker,
    async shutdown() {
      await deps.video.close();
      // The time of calls still open is written before the database closes (ADR 043).
      await deps.callUsage.stop();
      await worker.stop();
      await mailTransport.close();
      await storage.close();
      await database.close();
      // Events still on their way: the last failures (a job's, or a request's just before) and
      // the last analytics events; both are bounded to about two seconds.
      await Promise.all([errors.flush(2000), analytics.shutdown()]);
    },
  };
}
