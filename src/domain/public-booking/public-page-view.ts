import { z } from 'zod';
import { coverImageView } from '../booking-page/booking-page-view';
import { plainText, richTextDocument } from '../rich-text/rich-text';

// Contract 1 of issue 4 (public booking): what a client sees of an expert's booking page, read
// without signing in through GET /api/public/pages/{slug}. Prices are minor units of `currency`.

export const publicBranding = z.object({
  accentColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
});

/**
 * Issue 19: which policies the page has (each shown on its own page, linked from the footer) and
 * their version, which the checkout's tick-box sends back as `acceptedPolicies`.
 */
export const publicPolicies = z.object({ version: z.string(), terms: z.boolean(), privacy: z.boolean() });
export type PublicPolicies = z.infer<typeof publicPolicies>;

/** The page's own fields, shared by the page view and the one-service view. */
export const publicPageBasics = z.object({
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  /** Rich text (issue 19, ADR 013's document); null: none. */
  description: richTextDocument.nullable(),
  photoUrl: z.string().nullable(),
  /** The cover across the top of the page (issue 19), at its two sizes; null: none. */
  cover: coverImageView.nullable(),
  /** null when the expert has not chosen any colour. */
  branding: publicBranding.nullable(),
  noIndex: z.boolean(),
  currency: z.string(),
  /** null when the page has neither a terms nor a privacy policy. */
  policies: publicPolicies.nullable(),
});
export type PublicPageBasics = z.infer<typeof publicPageBasics>;

export const publicService = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  price: z.number().int(),
  collectPhoneNumber: z.boolean(),
});
export type PublicService = z.infer<typeof publicService>;

export const publicGroupSession = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  price: z.number().int(),
  seatsLeft: z.number().int(),
  groupSizeMax: z.number().int(),
});
export type PublicGroupSession = z.infer<typeof publicGroupSession>;

export const publicSeries = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.number().int(),
  price: z.number().int(),
  upcomingCount: z.number().int(),
});
export type PublicSeries = z.infer<typeof publicSeries>;

export const publicPackage = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int(),
  paymentPlan: z
    .object({ type: z.literal('monthly'), count: z.number().int(), amount: z.number().int() })
    .nullable(),
  expiryDays: z.number().int().nullable(),
});
export type PublicPackage = z.infer<typeof publicPackage>;

/**
 * Issue 14, ADR 034: whether the expert's paid things can be booked or bought now (their payment
 * gateway, the same rule the checkout applies). When false, paid ones stay listed with their
 * prices but cannot be booked; free ones can.
 */
export const acceptsPayments = z.boolean();

export const publicPageView = publicPageBasics.extend({
  acceptsPayments,
  /** Listed services (not hidden), in the expert's order. */
  services: z.array(publicService),
  /** Upcoming standalone group sessions (not hidden), soonest first. */
  groupSessions: z.array(publicGroupSession),
  series: z.array(publicSeries),
  packages: z.array(publicPackage),
});
export type PublicPageView = z.infer<typeof publicPageView>;

/** GET /api/public/pages/{slug}/services/{serviceId}: one service, hidden ones too (link only). */
export const publicServicePageView = z.object({
  page: publicPageBasics,
  service: publicService,
  acceptsPayments,
});
export type PublicServicePageView = z.infer<typeof publicServicePageView>;

/** The <head> a page gets on the server: a short description for search results and link previews. */
export function pageSummary(
  page: Pick<PublicPageBasics, 'headline' | 'description' | 'displayName'>,
): string {
  return (
    summaryOf(page.headline ?? (page.description ? plainText(page.description) : null)) ??
    `Book a session with ${page.displayName}.`
  );
}

/** Text on one line, at most 160 characters (search results cut longer ones); null when blank. */
export function summaryOf(text: string | null | undefined): string | null {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length > 160 ? `${line.slice(0, 159).trimEnd()}…` : line;
}

/** GET /api/public/pages/{slug}/policies (issue 19): the page's terms and privacy policy. */
export const publicPoliciesView = z.object({
  page: publicPageBasics,
  terms: richTextDocument.nullable(),
  privacy: richTextDocument.nullable(),
});
export type PublicPoliciesView = z.infer<typeof publicPoliciesView>;
