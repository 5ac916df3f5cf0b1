import {
  captureException,
  captureReactException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  setUser,
} from '@sentry/react';
import { scrubReportEvent } from '../../domain/shared/error-reporting';

// Sentry's React SDK as error-reporting.ts uses it, in a chunk that loads only when the page
// carries a DSN. Named imports keep the chunk to what is used (no tracing, replay or feedback).

export type BrowserSettings = { dsn: string; environment?: string; release?: string };

export function initSentry(settings: BrowserSettings): void {
  init({
    ...settings,
    // Only what is listed: no breadcrumbs (they hold URLs, clicks and console lines), no
    // sessions, no tracing.
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    maxBreadcrumbs: 0,
    sendClientReports: false,
    beforeSend: (event) => scrubReportEvent(event),
  });
}

export { captureException, captureReactException, setUser };
