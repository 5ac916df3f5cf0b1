import { escapeHtml } from '../../http/html';
import { scriptJson } from './structured-data';

// The <head> the server writes into the public entry's HTML (page-html.ts): title, description,
// robots, canonical address, Open Graph and Twitter cards, and schema.org JSON-LD (issue 19).

export type HeadTags = {
  title: string;
  description?: string;
  /** The page's absolute address: canonical link, og:url. */
  url?: string;
  /** An absolute image address: og:image and the Twitter card's. */
  image?: string | null;
  noIndex?: boolean;
  /** schema.org JSON-LD, written as one script element. */
  jsonLd?: unknown;
  /**
   * The API answer the page's script asks for first (issue 19, Lighthouse): preloaded with the
   * HTML so it arrives while the script downloads instead of after it (a path under /api).
   */
  preload?: string;
};

export function renderHead(tags: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  // crossorigin="anonymous" is the credentials mode of the script's fetch (same-origin): the
  // browser hands the preloaded answer to it instead of asking twice.
  if (tags.preload)
    lines.push(
      `<link rel="preload" href="${escapeHtml(tags.preload)}" as="fetch" crossorigin="anonymous" />`,
    );
  if (tags.description) lines.push(meta('name', 'description', tags.description));
  if (tags.noIndex) lines.push(meta('name', 'robots', 'noindex'));
  if (tags.url) lines.push(`<link rel="canonical" href="${escapeHtml(tags.url)}" />`);
  lines.push(meta('property', 'og:type', 'website'), meta('property', 'og:title', tags.title));
  if (tags.description) lines.push(meta('property', 'og:description', tags.description));
  if (tags.url) lines.push(meta('property', 'og:url', tags.url));
  if (tags.image) lines.push(meta('property', 'og:image', tags.image));
  // A large card when there is an image to show, else the small one.
  lines.push(
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
  );
  if (tags.description) lines.push(meta('name', 'twitter:description', tags.description));
  if (tags.image) lines.push(meta('name', 'twitter:image', tags.image));
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}
