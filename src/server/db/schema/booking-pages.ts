import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, currencyCheck, instant, type RichTextDocument, updatedAt } from './columns';

// One booking page per expert (spec: pages/{id}); its services, series, packages, clients,
// discount codes and workflows are tables of their own that reference it.
export const bookingPages = pgTable(
  'booking_pages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Stored lower case so the uniqueness check ('This URL is already taken') ignores case.
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    photo: text('photo'),
    // Issue 19: the key of the cover's 1600 px JPEG (the 800 px one beside it) and the words that
    // describe it to someone who cannot see it (none: the cover is decoration, alt="").
    cover: text('cover'),
    coverAlt: text('cover_alt'),
    headline: text('headline'),
    // A rich-text document, the same kind as a package's description (ADR 013, ADR 049).
    description: jsonb('description').$type<RichTextDocument>(),
    // Issue 19: the call room's background (customCallBackgrounds), the key of its 1920 px JPEG.
    callBackground: text('call_background'),
    // spec: branding {accentColor, backgroundColor} or null; both null means no custom branding.
    accentColor: text('accent_color'),
    backgroundColor: text('background_color'),
    noIndex: boolean('no_index').notNull().default(false),
    // The SEO tab (issue 19): what search results and link previews show; null takes the page's
    // own (display name, headline, photo).
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoImage: text('seo_image'),
    termsPolicy: jsonb('terms_policy').$type<RichTextDocument>(),
    privacyPolicy: jsonb('privacy_policy').$type<RichTextDocument>(),
    currency: text('currency').notNull().default('USD'),
    workflowsActiveCount: integer('workflows_active_count').notNull().default(0),
    workflowsCount: integer('workflows_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_pages_user_id_idx').on(t.userId),
    uniqueIndex('booking_pages_slug_idx').on(t.slug),
    // Target of composite foreign keys (page_id, user_id) that keep a row's page and owner consistent.
    unique('booking_pages_id_user_id_idx').on(t.id, t.userId),
    check('booking_pages_slug_check', sql`${t.slug} = lower(${t.slug}) and ${t.slug} <> ''`),
    check('booking_pages_accent_color_check', sql`${t.accentColor} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
    check(
      'booking_pages_background_color_check',
      sql`${t.backgroundColor} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`,
    ),
    currencyCheck('booking_pages_currency_check', t.currency),
    check(
      'booking_pages_workflows_counts_check',
      sql`${t.workflowsActiveCount} >= 0 and ${t.workflowsActiveCount} <= ${t.workflowsCount}`,
    ),
  ],
);

// Addresses a page has left (issue 19): /{old} answers 301 to the page's address now, until a
// page takes the old address for itself (the live page wins; its row is then removed).
export const bookingPageSlugRedirects = pgTable(
  'booking_page_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_page_slug_redirects_page_id_idx').on(t.pageId)],
);

// spec: customDomains are ordered and the first is primary; up to 10 (1 primary plus 9 additional).
// position is not unique so a reorder can rewrite positions row by row inside one transaction.
export const customDomains = pgTable(
  'custom_domains',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    domain: text('domain').notNull(),
    // ASCII (IDNA) form, what arrives in the Host header.
    punycode: text('punycode').notNull(),
    // Set when the DNS answer first pointed the domain at us (spec §7); only verified domains are
    // served (issue 19, ADR 054).
    verifiedAt: instant('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('custom_domains_page_id_position_idx').on(t.pageId, t.position),
    uniqueIndex('custom_domains_domain_idx').on(t.domain),
    uniqueIndex('custom_domains_punycode_idx').on(t.punycode),
    check('custom_domains_position_check', sql`${t.position} between 0 and 9`),
    check(
      'custom_domains_lower_case_check',
      sql`${t.domain} = lower(${t.domain}) and ${t.punycode} = lower(${t.punycode})`,
    ),
  ],
);
