import type { PublicPageBasics, PublicPageView } from '../../../domain/public-booking/public-page-view';
import { pageSeo } from '../booking-page/seo';
import type { CheckoutDeps } from '../payments/open-checkout';
import type { HeadTags } from './head-tags';
import * as repo from './page-repository';
import { getPublicPage, pageBasics } from './page-service';
import { jsonLd, providerNodes, serviceNode } from './structured-data';

// The heads of a booking page and of one of its services (issue 19): the SEO tab's title,
// description and social image (else the page's own), noIndex, and schema.org of who sells what
// at which price. Addresses come from the caller: the page at /{slug} on this host, or at the
// root of the expert's own domain.

export type PageUrls = {
  /** The booking page's address: `${publicUrl}/${slug}`, or `https://{domain}`. */
  page: string;
  /** Where /packages/{id} and /series/{id} live: `${publicUrl}`, or `https://{domain}`. */
  root: string;
};

/** The SEO fields of the page at `slug` (the SEO tab's, else the page's own), or null. */
export async function findPageSeo(deps: { db: CheckoutDeps['db'] }, slug: string, publicUrl: string) {
  const row = await repo.findPageBySlug(deps.db, slug);
  if (!row) return null;
  const basics = await pageBasics(deps.db, row);
  return { basics, seo: pageSeo(row, basics, publicUrl) };
}

/** What the page sells, as schema.org Services with their Offers. */
function offeredNodes(view: PublicPageView, urls: PageUrls, provider: Record<string, unknown>) {
  const currency = view.currency;
  return [
    ...view.services.map((s) =>
      serviceNode(
        { title: s.title, description: s.description, price: s.price, currency, url: `${urls.page}/${s.id}` },
        provider,
      ),
    ),
    ...view.series.map((s) =>
      serviceNode({ title: s.title, price: s.price, currency, url: `${urls.root}/series/${s.id}` }, provider),
    ),
    ...view.packages.map((p) =>
      serviceNode(
        { title: p.title, price: p.price, currency, url: `${urls.root}/packages/${p.id}` },
        provider,
      ),
    ),
  ];
}

/** The booking page's head, or null for an unknown slug. */
export async function bookingPageHead(
  deps: CheckoutDeps,
  slug: string,
  urls: PageUrls,
  options: { publicUrl: string; now: Date },
): Promise<HeadTags | null> {
  const found = await findPageSeo(deps, slug, options.publicUrl);
  if (!found) return null;
  const { seo, basics } = found;
  // A page that cannot list what it sells right now (its owner disabled) still gets its head.
  const view = await getPublicPage(deps, slug, options.now).catch(() => null);
  const { nodes, provider } = providerNodes(basics, urls.page, {
    description: seo.description,
    image: seo.image,
  });
  return {
    title: seo.title,
    description: seo.description,
    url: urls.page,
    image: seo.image,
    noIndex: seo.noIndex,
    jsonLd: jsonLd([...nodes, ...(view ? offeredNodes(view, urls, provider) : [])]),
  };
}

/** One service's schema.org: the Service and its Offer, provided by the page's expert. */
export function serviceJsonLd(
  page: PublicPageBasics,
  service: { title: string; description: string | null; price: number },
  urls: PageUrls & { service: string },
) {
  const { nodes, provider } = providerNodes(page, urls.page);
  return jsonLd([
    ...nodes,
    serviceNode({ ...service, currency: page.currency, url: urls.service }, provider),
  ]);
}
