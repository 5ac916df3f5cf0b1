import type { Context, Hono } from 'hono';
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
import { escapeHtml } from '../../http/html';
import { findRedirectTarget } from '../booking-page/repository';
import { getPublicPackagePage } from '../package-purchase/package-page-service';
import { getPublicPageBasics, getPublicServicePage } from './page-service';
import { getPublicGroupSession, getPublicSeries } from './seat-page-service';

// The public pages (/{slug}, /{slug}/{serviceId}, /sessions/{id}, /series/{id}, /packages/{id},
// /packages/use, /booking/{token}) are a separate, small React entry (src/public). The server
// fills in its <head> so search engines and link previews see the page's title, description and
// Open Graph tags without running any script.

const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-body-->';

type HeadTags = {
  title: string;
  description?: string;
  url?: string;
  image?: string | null;
  noIndex?: boolean;
};

function renderHead(tags: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  if (tags.description) lines.push(meta('name', 'description', tags.description));
  if (tags.noIndex) lines.push(meta('name', 'robots', 'noindex'));
  lines.push(meta('property', 'og:type', 'website'), meta('property', 'og:title', tags.title));
  if (tags.description) lines.push(meta('property', 'og:description', tags.description));
  if (tags.url) lines.push(meta('property', 'og:url', tags.url));
  if (tags.image) lines.push(meta('property', 'og:image', tags.image));
  return lines.join('\n    ');
}

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
  const servePage = (
    c: Context<AppEnv>,
    page: PublicPageBasics,
    path: string,
    item?: { title: string; description: string | null },
  ) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(
      fillTemplate(template, {
        title: item ? `${item.title} · ${page.displayName}` : page.displayName,
        description: summaryOf(item?.description) ?? pageSummary(page),
        url: `${deps.config.publicUrl}${path}`,
        image: imageUrl(page.photoUrl),
        noIndex: page.noIndex,
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
    return servePage(c, page, `/packages/${pkg.id}`, { title: pkg.title, description });
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
    return servePage(c, page, `/${page.slug}`);
  });

  app.get('/:slug/:serviceId', async (c, next) => {
    const { slug, serviceId } = c.req.param();
    if (!isPageSlug(slug)) return next();
    const found = await getPublicServicePage(pageDeps, slug, serviceId).catch(onlyNotFound);
    if (!found && !(await getPublicPageBasics(db, slug).catch(onlyNotFound)))
      return movedOrNotFound(c, slug, `/${encodeURIComponent(serviceId)}`);
    if (!found) return notFoundPage(c);
    return servePage(c, found.page, `/${found.page.slug}/${found.service.id}`, found.service);
  });
}

/** An unknown page or service shows the 404 page; anything else (the database is down) is a 500. */
function onlyNotFound(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}
