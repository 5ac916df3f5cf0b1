import { ERROR_REPORTING_META } from '../../../domain/shared/error-reporting-meta';
import type { Config } from '../../config';
import { escapeHtml } from '../../http/html';

// The browser reports its own errors with Sentry's browser SDK, which needs the DSN at run time:
// the served HTML of both entries carries it (and the release and environment, so browser and
// server events line up) in <meta> tags that src/web/lib/error-reporting.ts reads. Without a DSN
// nothing is added and the browser never loads the SDK. A DSN holds a public key only.
export function browserErrorReportingTags(config: Config): string {
  const { dsn, environment, release } = config.errorReporting;
  if (!dsn) return '';
  const meta = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    meta(ERROR_REPORTING_META.dsn, dsn),
    meta(ERROR_REPORTING_META.environment, environment),
    meta(ERROR_REPORTING_META.release, release),
  ].join('');
}

/** The DSN's origin, which the page's CSP must let the browser connect to; none without a DSN. */
export function errorReportingOrigin(config: Config): string[] {
  const dsn = config.errorReporting.dsn;
  return dsn ? [new URL(dsn).origin] : [];
}
