import { useEffect, useState } from 'react';

// A handful of screens do not need a router library: the path is read from location and links push
// history entries.

const listeners = new Set<() => void>();

export function navigate(href: string, options: { replace?: boolean } = {}) {
  if (options.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

export function usePathname(): string {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

export type PublicRoute =
  | { name: 'page'; slug: string }
  | { name: 'service'; slug: string; serviceId: string }
  | { name: 'booking'; token: string }
  | { name: 'group-session'; sessionId: string }
  | { name: 'series'; seriesId: string }
  | { name: 'not-found' };

export function matchRoute(pathname: string): PublicRoute {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  // 'booking', 'sessions' and 'series' are reserved slugs: never a booking page.
  if (parts[0] === 'booking' && parts.length === 2) return { name: 'booking', token: parts[1]! };
  if (parts[0] === 'sessions' && parts.length === 2) return { name: 'group-session', sessionId: parts[1]! };
  if (parts[0] === 'series' && parts.length === 2) return { name: 'series', seriesId: parts[1]! };
  if (parts.length === 1) return { name: 'page', slug: parts[0]! };
  if (parts.length === 2) return { name: 'service', slug: parts[0]!, serviceId: parts[1]! };
  return { name: 'not-found' };
}
