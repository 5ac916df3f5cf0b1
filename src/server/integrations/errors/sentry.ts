import { scrubReportEvent } from '../../../domain/shared/error-reporting';
import type { Logger } from '../../logger';
import { type ErrorContext, type ErrorReporter, isJobContext } from './adapter';
import { createLogReporter } from './log-reporter';

export type SentryOptions = { dsn: string; environment: string; release: string };

type SentrySdk = typeof import('@sentry/node');

// Sentry's official Node SDK, loaded on the first error rather than at start-up: it is about a
// thousand modules that the cold start should not pay for (ADR 009, ADR 028), and the build keeps
// it out of main.cjs. No default integrations: nothing patches http, fetch, console or the
// database, nothing collects requests; the events are the ones this adapter captures.
export function createSentryReporter(options: SentryOptions, log: Logger): ErrorReporter {
  const logReporter = createLogReporter(log);
  let sdk: Promise<SentrySdk | null> | undefined;
  const sending = new Set<Promise<void>>();

  const load = () => {
    sdk ??= import('@sentry/node').then(
      (Sentry) => {
        Sentry.init({
          dsn: options.dsn,
          environment: options.environment,
          release: options.release,
          defaultIntegrations: false,
          integrations: [
            Sentry.linkedErrorsIntegration(),
            Sentry.dedupeIntegration(),
            Sentry.nodeContextIntegration(),
          ],
          // Collect nothing about people or payloads; beforeSend checks again.
          dataCollection: {
            userInfo: false,
            cookies: false,
            httpHeaders: false,
            httpBodies: [],
            urlQueryParams: false,
            databaseQueryData: false,
            queues: false,
            stackFrameVariables: false,
            graphQL: { document: false, variables: false },
            genAI: { inputs: false, outputs: false },
            mcp: { inputs: false, outputs: false },
          },
          maxBreadcrumbs: 0,
          sendClientReports: false,
          beforeSend: (event) => scrubReportEvent(event),
        });
        return Sentry;
      },
      (error: unknown) => {
        log.error('error reporting unavailable: @sentry/node did not load', { err: error });
        return null;
      },
    );
    return sdk;
  };

  const send = async (error: unknown, context: ErrorContext) => {
    const Sentry = await load();
    if (!Sentry) return;
    Sentry.withScope((scope) => {
      if (isJobContext(context)) {
        scope.setTags({ jobType: context.jobType });
        scope.setContext('job', { id: context.jobId, type: context.jobType, attempts: context.attempts });
      } else {
        scope.setTag('requestId', context.requestId);
        scope.setUser(context.userId ? { id: context.userId } : null);
        scope.setTransactionName(`${context.method} ${context.path}`);
        scope.addEventProcessor((event) => ({
          ...event,
          request: { method: context.method, url: context.path },
        }));
      }
      Sentry.captureException(error);
    });
  };

  return {
    name: 'sentry',
    captureException(error, context) {
      logReporter.captureException(error, context);
      const sent = send(error, context).catch((err: unknown) => log.error('error reporting failed', { err }));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    async flush(timeoutMs) {
      if (!sdk) return true;
      const deadline = Date.now() + timeoutMs;
      await Promise.race([Promise.all(sending), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
      const Sentry = await sdk;
      return Sentry ? Sentry.flush(Math.max(0, deadline - Date.now())) : true;
    },
  };
}
