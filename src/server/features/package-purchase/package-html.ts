import type { Hono } from 'hono';
import { pageSummary } from '../../../domain/public-booking/public-page-view';
import { plainText } from '../../../domain/rich-text/rich-text';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { absoluteImageUrl, fillTemplate, notFoundPage, onlyNotFound } from '../public-booking/page-html';
import { getPublicPackagePage } from './package-page-service';

/**
 * /packages/{id} and /packages/use are screens of the public entry (ADR 015): the package page
 * gets its title, description and Open Graph tags on the server, and an unknown or deleted
 * package is a real 404. The use page is private to its buyer: never indexed.
 */
export function addPackagePages(app: Hono<AppEnv>, deps: AppDeps, template: string) {
  app.get('/packages/use', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fillTemplate(template, { title: 'Your package', noIndex: true }));
  });

  app.get('/packages/:id', async (c) => {
    const found = await getPublicPackagePage(deps.database.db, c.req.param('id')).catch(onlyNotFound);
    if (!found) return notFoundPage(c, template);
    const { page, package: pkg } = found;
    const text = pkg.description ? plainText(pkg.description).trim() : '';
    c.header('Cache-Control', 'no-cache');
    return c.html(
      fillTemplate(template, {
        title: `${pkg.title} · ${page.displayName}`,
        // The package's own words first, cut like the page's.
        description: pageSummary({ ...page, headline: text || page.headline }),
        url: `${deps.config.publicUrl}/packages/${pkg.id}`,
        image: absoluteImageUrl(deps.config.publicUrl, page.photoUrl),
        noIndex: page.noIndex,
      }),
    );
  });
}
