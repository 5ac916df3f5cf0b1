import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { ErrorReporter } from './adapter';
import { createLogReporter } from './log-reporter';
import { createSentryReporter } from './sentry';

/** The one place configuration picks the error reporter: Sentry with SENTRY_DSN, else the log alone. */
export function errorReporterFromConfig(config: Config, log: Logger): ErrorReporter {
  const { dsn, environment, release } = config.errorReporting;
  if (dsn) return createSentryReporter({ dsn, environment, release }, log);
  if (config.env === 'production') log.warn('SENTRY_DSN is not set: unexpected errors are only logged');
  return createLogReporter(log);
}
