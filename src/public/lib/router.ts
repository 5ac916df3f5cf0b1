import { useEffect, useState } from 'react';

// A handful of screens do not need a router library: the path is read from location and links
// push history entries.

const listeners = new Set<() => void>();

export function navigate(href: string, options: { replace?: boolean } = {}) {
  if (options.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

const readLocation = () => `${location.pathname}${location.search}`;

/** The path and query string, kept in step with navigation (the package use page reads its query). */
export function useLocation(): { pathname: string; search: string } {
  const [path, setPath] = useState(readLocation);
  useEffect(() => {
    const update = () => setPath(readLocation());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  const query = path.indexOf('?');
  return query < 0
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, query), search: path.slice(query) };
}

export type PublicRoute =
  | { name: 'page'; slug: string }
  | { name: 'service'; slug: string; serviceId: string }
  | { name: 'booking'; token: string }
  | { name: 'package'; id: string }
  | { name: 'package-use'; bookedPackageId: string | null; token: string | null }
  | { name: 'installment-pay'; token: string }
  | { name: 'group-session'; sessionId: string }
  | { name: 'series'; seriesId: string }
  | { name: 'policy'; slug: string; kind: 'terms' | 'privacy' }
  | { name: 'not-found' };

/**
 * The booking page a custom domain serves (issue 19, ADR 054): the server names it in the head
 * (<meta name="slotwise-page">); null on our own host.
 */
export function hostPageSlug(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="slotwise-page"]')?.getAttribute('content') ?? null;
}

/** A page's address, and of something on it (`rest`, from '/'): at the root on its own domain. */
export function pageHref(slug: string, rest = '', host = hostPageSlug()): string {
  return host === slug ? rest || '/' : `/${encodeURIComponent(slug)}${rest}`;
}

// First segments that are never under a page on its own domain.
const ROOT_SEGMENTS = new Set(['booking', 'packages', 'sessions', 'series']);

export function matchRoute(pathname: string, search = '', host = hostPageSlug()): PublicRoute {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  // On a page's own domain, '/' is the page and '/{x}' is under it ('/{serviceId}', '/terms').
  if (host && parts.length <= 1 && !ROOT_SEGMENTS.has(parts[0] ?? '')) parts.unshift(host);
  // 'booking', 'packages', 'sessions' and 'series' are reserved slugs: never a booking page.
  if (parts[0] === 'booking' && parts.length === 2) return { name: 'booking', token: parts[1]! };
  if (parts[0] === 'packages' && parts.length === 2) {
    if (parts[1] !== 'use') return { name: 'package', id: parts[1]! };
    // spec: /packages/use?packageId={bookedPackageId}; the signed link adds &token=….
    const query = new URLSearchParams(search);
    return { name: 'package-use', bookedPackageId: query.get('packageId'), token: query.get('token') };
  }
  // A failed installment's pay link (ADR 035).
  if (parts[0] === 'packages' && parts[1] === 'installments' && parts.length === 3) {
    return { name: 'installment-pay', token: parts[2]! };
  }
  if (parts[0] === 'sessions' && parts.length === 2) return { name: 'group-session', sessionId: parts[1]! };
  if (parts[0] === 'series' && parts.length === 2) return { name: 'series', seriesId: parts[1]! };
  if (parts.length === 1) return { name: 'page', slug: parts[0]! };
  // issue 19: the page's policies (a service id is 20 letters and digits, never these words).
  if (parts.length === 2 && (parts[1] === 'terms' || parts[1] === 'privacy'))
    return { name: 'policy', slug: parts[0]!, kind: parts[1] };
  if (parts.length === 2) return { name: 'service', slug: parts[0]!, serviceId: parts[1]! };
  return { name: 'not-found' };
}
