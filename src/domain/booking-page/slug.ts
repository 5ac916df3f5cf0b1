import { text } from '../shared/strings';

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const SLUG_TAKEN_MESSAGE = 'This URL is already taken';
export const SLUG_FORMAT_MESSAGE =
  'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter or digit';

// Every top-level path the product itself uses or may use, so a booking page at /{slug} can
// never shadow one of ours (spec: slugs never collide with the product's own routes).
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'booking',
  'bookings',
  'calendar',
  'calls',
  'checkout',
  'contact',
  'dashboard',
  'dashboard-partner',
  'dev',
  'docs',
  'email-change',
  'embed',
  'faq',
  'favicon.ico',
  'features',
  'help',
  'home',
  'index',
  'legal',
  'login',
  'logout',
  'manage',
  'oauth',
  'oauth-callback',
  'packages',
  'partners',
  'pricing',
  'privacy',
  'privacy-policy',
  'public',
  'r',
  'recordings',
  'register',
  'reset-password',
  'robots.txt',
  's',
  'series',
  'session',
  'sessions',
  'settings',
  'signin',
  'sign-in',
  'signup',
  'sign-up',
  'sitemap.xml',
  'slotwise',
  'static',
  'status',
  'support',
  'terms',
  'verify-email',
  'www',
]);

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const slugField = text('Required')
  .trim()
  .toLowerCase()
  .min(1, 'Required')
  .refine((s) => s.length >= SLUG_MIN && s.length <= SLUG_MAX && SLUG_PATTERN.test(s) && !s.includes('--'), {
    message: SLUG_FORMAT_MESSAGE,
  })
  .refine((s) => !RESERVED_SLUGS.has(s), { message: SLUG_TAKEN_MESSAGE });

/** A readable slug suggestion from the expert's names: "Ada Lovelace" → "ada-lovelace". */
export function suggestSlug(...parts: string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  if (slug.length >= SLUG_MIN) return slug;
  return slug ? `${slug}-page` : 'my-page';
}
