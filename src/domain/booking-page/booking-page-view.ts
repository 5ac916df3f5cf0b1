import { z } from 'zod';
import { richTextDocument } from '../rich-text/rich-text';

/** A stored page image where it is served, at its large and small sizes (domain/booking-page/page-images). */
export const pageImageView = z.object({
  url: z.string(),
  smallUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** The cover, with the words that describe it ('' when it is decoration). */
export const coverImageView = pageImageView.extend({ alt: z.string() });

/** The booking page as the API returns it (GET/POST /api/booking-page, and inside /api/me). */
export const bookingPageView = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  /** The Branding tab's colours; both null: no custom branding. */
  accentColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  currency: z.string(),
  /** The cover across the top of the public page (issue 19), at its two sizes; null: none. */
  cover: coverImageView.nullable(),
  /** What the Page tab's form edits besides the cover: its alt text ('' for none). */
  coverAlt: z.string(),
  /** The Branding tab's call room background (issue 19, customCallBackgrounds); null: none. */
  callBackground: pageImageView.nullable(),
  /** The description (rich text, ADR 013's document); null: none. */
  description: richTextDocument.nullable(),
});
export type BookingPageView = z.infer<typeof bookingPageView>;

// spec (doc 2, §2 Scheduling): personal services need a booking page first. The API answers 409
// with this message for any service, series or package call made before the page exists.
export const BOOKING_PAGE_REQUIRED = 'Please create a booking page before setting up your personal sessions.';
