// A file of its own so the pages' entry chunks import these names without the event scrubbing
// (error-reporting.ts), which only Sentry's lazily loaded chunk needs.

/** The <meta> names under which the served HTML gives the browser its error-reporting settings (ADR 028). */
export const ERROR_REPORTING_META = {
  dsn: 'sentry-dsn',
  environment: 'sentry-environment',
  release: 'sentry-release',
} as const;
