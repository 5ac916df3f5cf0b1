import { z } from 'zod';

/** The booking page as the API returns it (GET/POST /api/booking-page, and inside /api/me). */
export const bookingPageView = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  currency: z.string(),
});
export type BookingPageView = z.infer<typeof bookingPageView>;
