import { CURRENCIES, isCurrencyCode } from '../../../domain/money/currencies';
import { toMajor } from '../../../domain/money/money';
import type { PublicPageBasics } from '../../../domain/public-booking/public-page-view';

// schema.org for the public pages' <head> (issue 19): who the expert is (a Person, and an
// Organization when the page goes by a business name) and what they sell (a Service with its
// Offer), as JSON-LD. Addresses are absolute and given by the caller, so the same data serves a
// page at /{slug} on this host and at / on the expert's own domain.

type Thing = Record<string, unknown>;

/** "120.00" for 12000 cents, "5000" for ¥5000: the price as schema.org's Offer wants it. */
export function offerPrice(amount: number, currency: string): string {
  if (!isCurrencyCode(currency)) return String(amount);
  return toMajor(amount, currency).toFixed(CURRENCIES[currency].decimals);
}

/** The expert, and their business when the page's name is not their own; `provider` sells. */
export function providerNodes(
  page: Pick<PublicPageBasics, 'firstName' | 'lastName' | 'displayName'>,
  pageUrl: string,
  extra: { description?: string | null; image?: string | null } = {},
): { nodes: Thing[]; provider: Thing } {
  const personName = `${page.firstName} ${page.lastName}`.trim();
  const person: Thing = {
    '@type': 'Person',
    '@id': `${pageUrl}#person`,
    name: personName,
    givenName: page.firstName,
    familyName: page.lastName,
    url: pageUrl,
    ...(extra.image ? { image: extra.image } : {}),
  };
  if (page.displayName.trim().toLowerCase() === personName.toLowerCase()) {
    if (extra.description) person.description = extra.description;
    return { nodes: [person], provider: { '@id': person['@id'] } };
  }
  const organization: Thing = {
    '@type': 'Organization',
    '@id': `${pageUrl}#organization`,
    name: page.displayName,
    url: pageUrl,
    founder: { '@id': person['@id'] },
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.image ? { logo: extra.image } : {}),
  };
  return { nodes: [organization, person], provider: { '@id': organization['@id'] } };
}

/** One thing on sale: a Service provided by the expert, with its Offer at its price. */
export function serviceNode(
  item: { title: string; description?: string | null; price: number; currency: string; url: string },
  provider: Thing,
): Thing {
  return {
    '@type': 'Service',
    '@id': `${item.url}#service`,
    name: item.title,
    ...(item.description ? { description: item.description } : {}),
    url: item.url,
    provider,
    offers: {
      '@type': 'Offer',
      price: offerPrice(item.price, item.currency),
      priceCurrency: item.currency,
      url: item.url,
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The document: one graph under schema.org's context. */
export function jsonLd(nodes: Thing[]): Thing {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so no text
 * (a title with "</script>") can end the element, and the line separators JSON allows but old
 * parsers do not.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
