import { ERROR_REPORTING_META } from '../../domain/shared/error-reporting-meta';

// The browser's half of error reporting (ADR 028), for the dashboard and the public entry alike.
// The server puts the DSN, environment and release in <meta> tags when SENTRY_DSN is set; only
// then is Sentry's React SDK loaded, as a chunk of its own, so a page without it pays nothing.
// Reported: errors that reach a crash screen (the error boundaries call reportError) and
// uncaught errors and rejections. Sent: the page's URL (no query string, no signed token) and
// the expert's id on the dashboard — no headers, no breadcrumbs, no client data.

type Sdk = typeof import('./sentry-browser');

let sdk: Promise<Sdk | null> | undefined;
let userId: string | null = null;

const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** Starts reporting when the page carries a DSN; call once, before rendering. */
export function startErrorReporting(): void {
  const dsn = meta(ERROR_REPORTING_META.dsn);
  if (!dsn || sdk) return;
  sdk = import('./sentry-browser').then(
    (Sentry) => {
      Sentry.initSentry({
        dsn,
        environment: meta(ERROR_REPORTING_META.environment),
        release: meta(ERROR_REPORTING_META.release),
      });
      if (userId) Sentry.setUser({ id: userId });
      return Sentry;
    },
    // No SDK (a blocked or failed chunk): the page works on without reporting.
    () => null,
  );
}

/** Reports an error an error boundary caught, with React's component stack when given. */
export function reportError(error: unknown, componentStack?: string | null): void {
  void sdk?.then((Sentry) => {
    if (!Sentry) return;
    // Read when sending: a crash in a screen's first render is caught before the session
    // guard's effect has named the expert.
    const context = userId ? { user: { id: userId } } : undefined;
    if (componentStack) Sentry.captureReactException(error, { componentStack }, context);
    else Sentry.captureException(error, context);
  });
}

/** The signed-in expert's id (dashboard only) for the events that follow; null when signed out. */
export function setReportedUser(id: string | null): void {
  if (id === userId) return;
  userId = id;
  void sdk?.then((Sentry) => Sentry?.setUser(id ? { id } : null));
}
