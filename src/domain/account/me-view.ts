import { z } from 'zod';
import { bookingPageView } from '../booking-page/booking-page-view';

/** GET /api/me: the signed-in expert, their booking page and their plan. */
export const meView = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    timezone: z.string(),
    /** The profile photo's 200 px variant, or null. */
    photoUrl: z.string().nullable(),
    experimentalFeaturesEnabled: z.record(z.string(), z.boolean()),
    /** spec (§6): the user owns a team (ADR 046). */
    teamOwner: z.boolean(),
  }),
  /** Set while a team owner is signed in as this user ('Log in as'; ADR 046). */
  impersonation: z.object({ ownerName: z.string(), ownerEmail: z.string() }).nullable(),
  bookingPage: bookingPageView.nullable(),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['commission', 'subscription', 'lifetime']),
    applicationFeePercentage: z.number(),
    features: z.record(z.string(), z.boolean()),
  }),
});
export type MeView = z.infer<typeof meView>;
