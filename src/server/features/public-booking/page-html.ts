import type { Context, Hono } from 'hono';
import { POLICY_PAGES } from '../../../domain/booking-page/policies-input';
import { RESERVED_SLUGS } from '../../../domain/booking-page/slug';
import {
  type PublicPageBasics,
  pageSummary,
  summaryOf,
} from '../../../domain/public-booking/public-page-view';
import { plainText } from '../../../domain/rich-text/rich-text';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { findRedirectTarget } from '../booking-page/repository';
import { getPublicPackagePage } from '../package-purchase/package-page-service';
import { type HeadTags, renderHead } from './head-tags';
import { bookingPageHead, findPageSeo, serviceJsonLd } from './page-head';
import { getPublicPageBasics, getPublicPolicies, getPublicServicePage } from './page-service';
import { policyPageBody } from './policy-html';
import { getPublicGroupSession, getPublicSeries } from './seat-page-service';
import { addSeoFiles } from './sitemap';

// The public pages (/{slug}, /{slug}/{serviceId}, /sessions/{id}, /series/{id}, /packages/{id},
// /packages/use, /booking/{token}) are a separate, small React entry (src/public). The server
// fills in its <head> so search engines and link previews see the page's title, description and
// Open Graph tags without running any script.

const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-body-->';

function fillTemplate(template: string, tags: HeadTags, body = ''): string {
  // Replacer functions: a replacement string would expand `$'`, `` $` ``, `$&` in a title.
  return template.replace(HEAD_MARK, () => renderHead(tags)).replace(BODY_MARK, () => body);
}

const NOT_FOUND_BODY =
  '<main class="notice"><h1>Not found</h1><p>This page does not exist. Please check the link.</p></main>';

const isPageSlug = (segment: string) => !RESERVED_SLUGS.has(segment.toLowerCase()) && !segment.includes('.');

/**
 * Serves the public entry's HTML for its paths. Reserved first segments (/dashboard, /login, …)
 * fall through to the dashboard app; an unknown slug or service is a real 404.
 */
export function addPublicPages(app: Hono<AppEnv>, deps: AppDeps, template: string) {
  const db = deps.database.db;
  const pageDeps = { db, payments: deps.payments };
  // issue 19: /robots.txt and /sitemap.xml of this host.
  addSeoFiles(app, deps);
  // og:image must be an absolute address; a photo stored on this server has a path only.
  const imageUrl = (photoUrl: string | null) =>
    !photoUrl || /^https?:\/\//.test(photoUrl) ? photoUrl : `${deps.config.publicUrl}${photoUrl}`;

  const notFoundPage = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fillTemplate(template, { title: 'Not found', noIndex: true }, NOT_FOUND_BODY), 404);
  };

  /** A page that is private to its link: its title only, never indexed. */
  const servePrivate = (c: Context<AppEnv>, title: string) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fillTemplate(template, { title, noIndex: true }));
  };

  /**
   * The page's own head, or the head of one thing on it (a service, a session, a series, a
   * package): titled by it and described by its description, else by the page.
   */
  const servePage = async (
    c: Context<AppEnv>,
    page: PublicPageBasics,
    path: string,
    item?: { title: string; description: string | null },
    extra: Partial<HeadTags> = {},
  ) => {
    c.header('Cache-Control', 'no-cache');
    // issue 19: link previews show the SEO tab's social image (else the page's cover or photo).
    const seo =
      extra.image === undefined ? (await findPageSeo({ db }, page.slug, deps.config.publicUrl))?.seo : null;
    return c.html(
      fillTemplate(template, {
        title: item ? `${item.title} · ${page.displayName}` : page.displayName,
        description: summaryOf(item?.description) ?? pageSummary(page),
        url: `${deps.config.publicUrl}${path}`,
        image: seo ? seo.image : imageUrl(page.photoUrl),
        noIndex: page.noIndex,
        ...extra,
      }),
    );
  };

  app.get('/booking/:token', (c) => servePrivate(c, 'Your booking'));
  app.get('/packages/use', (c) => servePrivate(c, 'Your package'));
  app.get('/packages/installments/:token', (c) => servePrivate(c, 'Your payment'));

  // 'packages', 'sessions' and 'series' are reserved slugs, so these never shadow a booking page.
  app.get('/packages/:id', async (c) => {
    const found = await getPublicPackagePage(pageDeps, c.req.param('id'), deps.clock.now()).catch(
      onlyNotFound,
    );
    if (!found) return notFoundPage(c);
    const { page, package: pkg } = found;
    const description = pkg.description ? plainText(pkg.description) : null;
    return servePage(
      c,
      page,
      `/packages/${pkg.id}`,
      { title: pkg.title, description },
      { preload: `/api/public/packages/${encodeURIComponent(pkg.id)}` },
    );
  });

  app.get('/sessions/:id', async (c) => {
    const found = await getPublicGroupSession(pageDeps, c.req.param('id'), nowMs(deps)).catch(onlyNotFound);
    if (!found) return notFoundPage(c);
    return servePage(c, found.page, `/sessions/${found.session.id}`, found.session);
  });

  app.get('/series/:id', async (c) => {
    const found = await getPublicSeries(pageDeps, c.req.param('id'), deps.clock.now()).catch(onlyNotFound);
    if (!found) return notFoundPage(c);
    return servePage(c, found.page, `/series/${found.series.id}`, found.series);
  });

  /** An address a page has left (issue 19): 301 to the same place at the page's address now. */
  const movedOrNotFound = async (c: Context<AppEnv>, slug: string, rest: string) => {
    const target = await findRedirectTarget(db, slug);
    if (!target) return notFoundPage(c);
    const query = new URL(c.req.url).search;
    return c.redirect(`/${target}${rest}${query}`, 301);
  };

  app.get('/:slug', async (c, next) => {
    const slug = c.req.param('slug');
    if (!isPageSlug(slug)) return next();
    const page = await getPublicPageBasics(db, slug).catch(onlyNotFound);
    if (!page) return movedOrNotFound(c, slug, '');
    // issue 19: the SEO tab's title, description and image, and schema.org of what it sells.
    const { publicUrl } = deps.config;
    const urls = { page: `${publicUrl}/${page.slug}`, root: publicUrl };
    const head = await bookingPageHead(pageDeps, page.slug, urls, { publicUrl, now: deps.clock.now() });
    return servePage(c, page, `/${page.slug}`, undefined, {
      ...head,
      preload: `/api/public/pages/${encodeURIComponent(page.slug)}`,
    });
  });

  // issue 19: the page's terms and privacy policy, linked from its footer (service ids are 20
  // letters and digits, so these two words are never one).
  app.get('/:slug/:policy{terms|privacy}', async (c, next) => {
    const slug = c.req.param('slug');
    const kind = c.req.param('policy') as keyof typeof POLICY_PAGES;
    if (!isPageSlug(slug)) return next();
    const found = await getPublicPolicies(db, slug).catch(onlyNotFound);
    if (!found) return movedOrNotFound(c, slug, `/${kind}`);
    const doc = found[kind];
    if (!doc) return notFoundPage(c);
    c.header('Cache-Control', 'no-cache');
    const { page } = found;
    return c.html(
      fillTemplate(
        template,
        {
          title: `${POLICY_PAGES[kind].title} · ${page.displayName}`,
          description: `${POLICY_PAGES[kind].title} of ${page.displayName}'s bookings.`,
          url: `${deps.config.publicUrl}/${page.slug}/${kind}`,
          noIndex: page.noIndex,
        },
        policyPageBody(page, kind, doc),
      ),
    );
  });

  app.get('/:slug/:serviceId', async (c, next) => {
    const { slug, serviceId } = c.req.param();
    if (!isPageSlug(slug)) return next();
    const found = await getPublicServicePage(pageDeps, slug, serviceId).catch(onlyNotFound);
    if (!found && !(await getPublicPageBasics(db, slug).catch(onlyNotFound)))
      return movedOrNotFound(c, slug, `/${encodeURIComponent(serviceId)}`);
    if (!found) return notFoundPage(c);
    const { publicUrl } = deps.config;
    const path = `/${found.page.slug}/${found.service.id}`;
    const jsonLd = serviceJsonLd(found.page, found.service, {
      page: `${publicUrl}/${found.page.slug}`,
      root: publicUrl,
      service: `${publicUrl}${path}`,
    });
    return servePage(c, found.page, path, found.service, {
      jsonLd,
      preload: `/api/public/pages/${encodeURIComponent(found.page.slug)}/services/${encodeURIComponent(found.service.id)}`,
    });
  });
}

/** An unknown page or service shows the 404 page; anything else (the database is down) is a 500. */
function onlyNotFound(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}
