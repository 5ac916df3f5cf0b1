// What an error report may say about a request (ADR 028), shared by the server and both web
// entries: error-reporting services keep events for months, so nothing that names or reaches a
// client goes there. A URL keeps its path without the query string or fragment (signed links
// carry `token=`), and a signed manage token in the path (`/booking/{id}.{mac}`) is replaced.

// A manage link's token: the booking id, a dot, its 32-character base64url MAC (booking-token.ts).
const SIGNED_TOKEN_SEGMENT = /^[^/.]+\.[A-Za-z0-9_-]{32}$/;

/** The path of `url` (absolute or not) without query, fragment or signed tokens. */
export function reportablePath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/s, '');
  return (path || '/')
    .split('/')
    .map((segment) => (SIGNED_TOKEN_SEGMENT.test(decodeSegment(segment)) ? '[token]' : segment))
    .join('/');
}

/** `url` with its origin kept and the rest as `reportablePath` leaves it. */
export function reportableUrl(url: string): string {
  const origin = url.match(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i)?.[0] ?? '';
  return `${origin}${reportablePath(url)}`;
}

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;

/**
 * An error message with email addresses and IPv4 addresses replaced: a database error can quote
 * the row it refused (`Key (email)=(ana@example.com) already exists`).
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(IPV4, '[ip]');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parts of an error-reporting event (Sentry's shape) that can carry personal data. */
export type ReportEvent = {
  message?: string;
  exception?: { values?: Array<{ value?: string }> };
  request?: { method?: string; url?: string; headers?: Record<string, string> };
  user?: { id?: string | number; [key: string]: unknown };
  breadcrumbs?: unknown[];
};

/**
 * The last check before an event leaves (Sentry's beforeSend): the request keeps its method,
 * its reportable URL and the headers named in `keepHeaders` (lower case) — no body, cookies or
 * query string; the user keeps an id only; breadcrumbs go; messages lose emails and IPs.
 */
export function scrubReportEvent<E extends ReportEvent>(event: E, keepHeaders: readonly string[] = []): E {
  const e: ReportEvent = event;
  if (e.request) {
    const { method, url, headers } = e.request;
    const kept = Object.entries(headers ?? {}).filter(([name]) => keepHeaders.includes(name.toLowerCase()));
    e.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: reportableUrl(url) } : {}),
      ...(kept.length > 0 ? { headers: Object.fromEntries(kept) } : {}),
    };
  }
  if (e.user) {
    if (e.user.id === undefined) delete e.user;
    else e.user = { id: e.user.id };
  }
  delete e.breadcrumbs;
  if (e.message) e.message = redactPersonalData(e.message);
  for (const value of e.exception?.values ?? []) {
    if (value.value) value.value = redactPersonalData(value.value);
  }
  return event;
}
