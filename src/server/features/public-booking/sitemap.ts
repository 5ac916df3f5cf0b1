import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { packages } from '../../db/schema/packages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import type { PageUrls } from './page-head';

// sitemap.xml and robots.txt (issue 19). Both are built from a page and the addresses it is
// served at, so the app's own host (every page, under /{slug}) and an expert's own domain (one
// page, at /) make them the same way. A page with noIndex is never listed; on a host that serves
// only such a page, robots.txt asks crawlers to stay out.

export type SitemapPage = {
  id: string;
  slug: string;
  hasTerms: boolean;
  hasPrivacy: boolean;
  serviceIds: string[];
  seriesIds: string[];
  packageIds: string[];
};

/**
 * The listable pages (not noIndex) with their listed services, series and packages; `pageIds`
 * narrows to those pages (a custom domain's). Four queries whatever the number of pages.
 */
export async function findSitemapPages(db: DbOrTx, pageIds?: string[]): Promise<SitemapPage[]> {
  const pageFilter = pageIds ? inArray(bookingPages.id, pageIds) : undefined;
  const pages = await db
    .select({
      id: bookingPages.id,
      slug: bookingPages.slug,
      hasTerms: sql<boolean>`${bookingPages.termsPolicy} is not null`,
      hasPrivacy: sql<boolean>`${bookingPages.privacyPolicy} is not null`,
    })
    .from(bookingPages)
    .where(and(eq(bookingPages.noIndex, false), pageFilter))
    .orderBy(asc(bookingPages.slug));
  if (pages.length === 0) return [];
  const ids = pages.map((p) => p.id);
  const [serviceRows, seriesRows, packageRows] = await Promise.all([
    db
      .select({ id: services.id, pageId: services.pageId })
      .from(services)
      .where(and(inArray(services.pageId, ids), eq(services.hidden, false)))
      .orderBy(asc(services.order), asc(services.id)),
    db
      .select({ id: series.id, pageId: series.pageId })
      .from(series)
      .where(and(inArray(series.pageId, ids), eq(series.hidden, false)))
      .orderBy(asc(series.order), asc(series.id)),
    db
      .select({ id: packages.id, pageId: packages.pageId })
      .from(packages)
      .where(and(inArray(packages.pageId, ids), eq(packages.hidden, false), eq(packages.isDeleted, false)))
      .orderBy(asc(packages.order), asc(packages.id)),
  ]);
  const of = (rows: { id: string; pageId: string }[], pageId: string) =>
    rows.filter((r) => r.pageId === pageId).map((r) => r.id);
  return pages.map((p) => ({
    ...p,
    serviceIds: of(serviceRows, p.id),
    seriesIds: of(seriesRows, p.id),
    packageIds: of(packageRows, p.id),
  }));
}

/** A page's public addresses: the page, its services, policies, series and packages. */
export function pageSitemapUrls(page: SitemapPage, urls: PageUrls): string[] {
  return [
    urls.page,
    ...page.serviceIds.map((id) => `${urls.page}/${id}`),
    ...(page.hasTerms ? [`${urls.page}/terms`] : []),
    ...(page.hasPrivacy ? [`${urls.page}/privacy`] : []),
    ...page.seriesIds.map((id) => `${urls.root}/series/${id}`),
    ...page.packageIds.map((id) => `${urls.root}/packages/${id}`),
  ];
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemaps.org document listing `urls`. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

// Screens private to a link or to the expert: never worth crawling (they say noindex too).
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/booking/',
  '/checkout/',
  '/packages/use',
  '/packages/installments/',
];

/**
 * robots.txt of a host: everything public may be crawled and the sitemap is named; a host that
 * serves only a noIndex page (an expert's own domain) asks crawlers to stay out altogether.
 */
export function robotsTxt(options: { sitemapUrl: string; noIndex?: boolean }): string {
  if (options.noIndex) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n');
}

/** /sitemap.xml and /robots.txt of the app's own host: every listable page under /{slug}. */
export function addSeoFiles(app: Hono<AppEnv>, deps: AppDeps) {
  const { publicUrl } = deps.config;
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt({ sitemapUrl: `${publicUrl}/sitemap.xml` }));
  });
  app.get('/sitemap.xml', async (c) => {
    const pages = await findSitemapPages(deps.database.db);
    const urls = pages.flatMap((page) =>
      pageSitemapUrls(page, { page: `${publicUrl}/${page.slug}`, root: publicUrl }),
    );
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(urls));
  });
}
