import { isIP } from 'node:net';
import { canUse } from '../../../domain/plans/access';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { type DomainHost, findHostByPunycode, findServingDomainOfPage } from './domains-repository';

// Which booking page a request's Host names (issue 19, ADR 054). Our own host (PUBLIC_URL's,
// localhost, an IP address) is the app; a custom domain serves its page when it is the page's
// serving domain (the first verified one: the primary once verified), redirects (301) to it when
// it is another verified one, and is unknown otherwise (not connected, not verified, or the
// owner's plan has no customDomain). Answers are cached for a short time per process; a change
// made through this process forgets them at once, another process's within HOST_CACHE_MS.

export type HostAnswer =
  | { kind: 'ours' }
  | { kind: 'page'; pageId: string; slug: string; origin: string }
  | { kind: 'redirect'; origin: string }
  | { kind: 'unknown' };

export const HOST_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Cache = Map<string, { host: DomainHost | null; until: number }>;
const caches = new WeakMap<Db, Cache>();
const cacheOf = (db: Db): Cache => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

/** After a domain is added, verified or removed: this process asks the database again. */
export function forgetDomainHosts(db: Db): void {
  cacheOf(db).clear();
}

/** http for a local install (PUBLIC_URL on http), https wherever the app itself is on https. */
export function customDomainScheme(config: Pick<Config, 'publicUrl'>): 'http' | 'https' {
  return config.publicUrl.startsWith('https://') ? 'https' : 'http';
}

/** The booking page's address on a domain, as the dashboard shows it. */
export function customDomainUrl(config: Pick<Config, 'publicUrl'>, punycode: string): string {
  const scheme = customDomainScheme(config);
  // A local install listens on its own port; the domain points at this machine.
  const port = scheme === 'http' ? new URL(config.publicUrl).port : '';
  return `${scheme}://${punycode}${port ? `:${port}` : ''}`;
}

/** The host name of a Host header: lower case, without the port or a trailing dot. */
export function hostNameOf(hostHeader: string | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

export function isOurHost(config: Pick<Config, 'publicUrl'>, hostName: string): boolean {
  if (hostName === '' || hostName === 'localhost' || hostName.endsWith('.localhost')) return true;
  if (isIP(hostName.replace(/^\[|\]$/g, ''))) return true;
  return hostName === new URL(config.publicUrl).hostname;
}

async function lookUp(db: Db, punycode: string, now: number): Promise<DomainHost | null> {
  const cache = cacheOf(db);
  const hit = cache.get(punycode);
  if (hit && hit.until > now) return hit.host;
  const host = await findHostByPunycode(db, punycode);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(punycode, { host, until: now + HOST_CACHE_MS });
  return host;
}

export async function answerHost(
  deps: { db: Db; config: Pick<Config, 'publicUrl'> },
  hostHeader: string | undefined,
  now = Date.now(),
): Promise<HostAnswer> {
  const name = hostNameOf(hostHeader);
  if (isOurHost(deps.config, name)) return { kind: 'ours' };
  const host = await lookUp(deps.db, name, now);
  if (!host || !canUse(host.pricingPlanId, 'customDomain')) return { kind: 'unknown' };
  const serving = host.domains.find((d) => d.verified);
  const mine = host.domains.find((d) => d.punycode === name);
  if (!serving || !mine?.verified) return { kind: 'unknown' };
  // The port the request came to stays (a local install's), the scheme is the installation's.
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  const origin = `${customDomainScheme(deps.config)}://${serving.punycode}${port ? `:${port}` : ''}`;
  if (serving.punycode !== name) return { kind: 'redirect', origin };
  return { kind: 'page', pageId: host.pageId, slug: host.slug, origin };
}

/** The TLS ask (on-demand certificates): only domains that are served or redirected. */
export async function isServedDomain(deps: { db: Db; config: Pick<Config, 'publicUrl'> }, domain: string) {
  const answer = await answerHost(deps, domain);
  return answer.kind === 'page' || answer.kind === 'redirect';
}

/**
 * A link of ours (`${publicUrl}/…`) moved onto the page's serving domain when it has one (the
 * manage link in a client's emails: the client comes back to the domain they booked on).
 */
export async function onPageDomain(
  db: DbOrTx,
  pageId: string,
  publicUrl: string,
  url: string,
): Promise<string> {
  if (!url.startsWith(`${publicUrl}/`)) return url;
  const serving = await findServingDomainOfPage(db, pageId);
  if (!serving || !canUse(serving.pricingPlanId, 'customDomain')) return url;
  return `${customDomainUrl({ publicUrl }, serving.punycode)}${url.slice(publicUrl.length)}`;
}
