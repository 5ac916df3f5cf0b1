// Unexpected errors go through this port (spec: all errors are also sent to an error-reporting
// service; ADR 028). The structured log line is always written; Sentry adds a remote event when
// SENTRY_DSN is set. Only what identifies the failure travels: the request id, the method and
// path (no query string), the expert's id when signed in — never bodies, cookies, emails or IPs.

/** A request that failed with a 5xx. */
export type RequestErrorContext = {
  requestId: string;
  /** The signed-in expert, if any: their id only. */
  userId?: string;
  method: string;
  path: string;
};

/** A job that failed its last attempt. */
export type JobErrorContext = { jobId: string; jobType: string; attempts: number };

export type ErrorContext = RequestErrorContext | JobErrorContext;

export type ErrorReporter = {
  name: 'log' | 'sentry';
  /** Logs the error and, with a remote service, queues its event; never throws. */
  captureException(error: unknown, context: ErrorContext): void;
  /** Waits up to `timeoutMs` for queued events to be sent (on shutdown); false when some were not. */
  flush(timeoutMs: number): Promise<boolean>;
};

export const isJobContext = (context: ErrorContext): context is JobErrorContext => 'jobId' in context;
