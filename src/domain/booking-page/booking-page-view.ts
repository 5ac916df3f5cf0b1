import { z } from 'zod';

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
});
export type BookingPageView = z.infer<typeof bookingPageView>;

// spec (doc 2, §2 Scheduling): personal services need a booking page first. The API answers 409
// with this message for any service, series or package call made before the page exists.
export const BOOKING_PAGE_REQUIRED = 'Please create a booking page before setting up your personal sessions.';
