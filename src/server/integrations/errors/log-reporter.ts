import type { Logger } from '../../logger';
import { type ErrorContext, type ErrorReporter, isJobContext } from './adapter';

/** The default: the structured log line alone (one JSON object a line, with the request id). */
export function createLogReporter(log: Logger): ErrorReporter {
  return {
    name: 'log',
    captureException(error: unknown, context: ErrorContext) {
      // An AppError's code (e.g. a 503 of ours) says which failure it was.
      const code = (error as { code?: unknown } | null)?.code;
      const fields = { ...context, ...(typeof code === 'string' ? { code } : {}), err: error };
      log.error(isJobContext(context) ? 'job failed for good' : 'unhandled error', fields);
    },
    flush: async () => true,
  };
}
