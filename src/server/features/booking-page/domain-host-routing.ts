import type { Context, Hono, MiddlewareHandler } from 'hono';
import { RESERVED_SLUGS } from '../../../domain/booking-page/slug';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { escapeHtml } from '../../http/html';
import { findSitemapPages, pageSitemapUrls, robotsTxt, sitemapXml } from '../public-booking/sitemap';
import { answerHost } from './domain-hosts';
import { pageIdOfItem } from './domains-repository';

// Custom domains served for real (issue 19, ADR 054). Every request's Host is looked at first:
// - our own host: the app as always;
// - the serving domain of a booking page: that page at the root. The public pages' HTML routes
//   know pages by their address (/{slug}, /{slug}/{serviceId}, /{slug}/terms), so '/', '/{x}'
//   are handed to them as '/{slug}', '/{slug}/{x}' (the same app, a second pass that this module
//   marks) and the HTML that comes back names the page (<meta name="slotwise-page">, which the
//   public entry's router reads) and carries the domain in its absolute links. Group sessions,
//   series and packages keep their paths, and only the page's own are served. The API, assets,
//   images, files and checkouts work as on our host. '/{slug}/…' answers 301 to '/…'.
// - another verified domain of that page: 301 to the serving domain, path and query kept;
// - any other host: a 404 page that says the domain is not connected.

export type HostPage = NonNullable<AppEnv['Variables']['hostPage']>;

// Requests this module made for a page host's second pass, with the page they are for.
const secondPass = new WeakMap<Request, HostPage>();

const PASS_THROUGH = /^\/(api|assets|images|files|checkout)(\/|$)/;
const ITEM = /^\/(sessions|series|packages)\/([^/]+)$/;
const PRIVATE = /^\/(booking\/[^/]+|packages\/use|packages\/installments\/[^/]+)$/;
// The API answers on any host, as it does not depend on it: load balancers' health checks, the
// proxy's TLS ask, the public pages' calls on a domain, a server reaching us by an inner name.
const ANY_HOST = /^\/api(\/|$)/;

const notConnectedPage = (host: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Domain not connected</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8f9fa;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #212529; }
  main { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 10%); }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { margin: 0 0 0.75rem; color: #495057; }
  code { font-size: 0.95em; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Domain not connected</h1>
<p><code>${escapeHtml(host)}</code> is not connected to a booking page.</p>
<p>If this is your domain, open Booking page › Domain in your Slotwise dashboard and finish its setup. DNS changes can take up to 48 hours to reach everyone.</p>
</main>
</body>
</html>`;

/**
 * The HTML of a page host names the page for the public entry's router, and its absolute links
 * (Open Graph, canonical) point at the domain instead of our own address.
 */
function onTheDomain(html: string, page: HostPage, publicUrl: string): string {
  const base = escapeHtml(publicUrl);
  return html
    .replaceAll(`${base}/${page.slug}/`, `${page.origin}/`)
    .replaceAll(`${base}/${page.slug}"`, `${page.origin}/"`)
    .replaceAll(`${base}/`, `${page.origin}/`)
    .replace('</head>', () => `<meta name="slotwise-page" content="${escapeHtml(page.slug)}" />\n</head>`);
}

export function customDomainHosts(deps: AppDeps, app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  const hosts = { db: deps.database.db, config: deps.config };
  return async (c, next) => {
    const marked = secondPass.get(c.req.raw);
    if (marked) {
      c.set('hostPage', marked);
      return next();
    }
    const path = c.req.path;
    if (ANY_HOST.test(path)) return next();
    const answer = await answerHost(hosts, c.req.header('host') ?? new URL(c.req.url).host);
    if (answer.kind === 'ours') return next();
    const search = new URL(c.req.url).search;
    if (answer.kind === 'redirect') return c.redirect(`${answer.origin}${path}${search}`, 301);
    if (answer.kind === 'unknown') {
      c.header('Cache-Control', 'no-store');
      return c.html(notConnectedPage(new URL(c.req.url).hostname), 404);
    }
    const page: HostPage = { pageId: answer.pageId, slug: answer.slug, origin: answer.origin };
    c.set('hostPage', page);
    // The domain's own robots.txt and sitemap.xml: this page alone, at the root (none if noIndex).
    if (path === '/robots.txt' || path === '/sitemap.xml') {
      const listed = await findSitemapPages(deps.database.db, [page.pageId]);
      c.header('Cache-Control', 'public, max-age=3600');
      if (path === '/robots.txt') {
        return c.text(robotsTxt({ sitemapUrl: `${page.origin}/sitemap.xml`, noIndex: listed.length === 0 }));
      }
      const urls = listed.flatMap((p) => pageSitemapUrls(p, { page: page.origin, root: page.origin }));
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml(urls));
    }
    if (PASS_THROUGH.test(path) || PRIVATE.test(path) || /\.[a-z0-9]+$/i.test(path)) return next();

    const item = ITEM.exec(path);
    if (item) {
      const owner = await pageIdOfItem(
        deps.database.db,
        item[1] as 'sessions' | 'series' | 'packages',
        item[2]!,
      );
      if (owner !== page.pageId) return c.html(notFoundHtml, 404);
      return serveAs(c, path, page);
    }
    const segments = path.split('/').filter(Boolean);
    // The page's address on our host, used on the domain: the same place at the root.
    if (segments[0] === page.slug && segments.length <= 2 && c.req.method === 'GET') {
      return c.redirect(`/${segments.slice(1).join('/')}${search}`, 301);
    }
    if (segments.length === 0) return serveAs(c, `/${page.slug}`, page);
    if (segments.length === 1 && !RESERVED_SLUGS.has(segments[0]!.toLowerCase())) {
      return serveAs(c, `/${page.slug}/${segments[0]}`, page);
    }
    return c.html(notFoundHtml, 404);
  };

  /** The public pages' own route for `pathname`, its HTML moved onto the domain. */
  async function serveAs(c: Context<AppEnv>, pathname: string, page: HostPage) {
    const url = new URL(c.req.url);
    url.pathname = pathname;
    const request = new Request(url, c.req.raw);
    secondPass.set(request, page);
    const response = await app.fetch(request, c.env);
    const location = response.headers.get('location');
    if (location?.startsWith(`/${page.slug}`)) {
      // A moved service answers with the page's address: on the domain that is the root.
      return c.redirect(location.slice(page.slug.length + 1) || '/', response.status as 301);
    }
    if (!response.headers.get('content-type')?.includes('text/html')) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(onTheDomain(await response.text(), page, deps.config.publicUrl), {
      status: response.status,
      headers,
    });
  }
}

const notFoundHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>Not found</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0">
<main><h1>Not found</h1><p>This page does not exist. Please check the link.</p></main>
</body>
</html>`;
