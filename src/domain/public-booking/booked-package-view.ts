import { z } from 'zod';
import { publicGroupSession, publicPageBasics } from './public-page-view';

// GET /api/public/booked-packages/{id}?token=…: what the client's use page shows of a package
// they bought: credits left, what they can still book with it, and what they have booked.

/** A group session as the booking page lists it, and whether this package holds a place in it. */
const seat = publicGroupSession
  .pick({ id: true, title: true, start: true, end: true, seatsLeft: true })
  .extend({ booked: z.boolean(), collectPhoneNumber: z.boolean() });
export type BookablePackageSession = z.infer<typeof seat>;

export const bookedPackageView = z.object({
  id: z.string(),
  page: publicPageBasics,
  title: z.string(),
  clientFirstName: z.string(),
  /** null: never expires. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  services: z.array(
    z.object({
      /** null once the expert deleted the service: the credit stays but cannot be used. */
      serviceId: z.string().nullable(),
      title: z.string(),
      duration: z.number().int().nullable(),
      /** Booking it asks for the client's phone number. */
      collectPhoneNumber: z.boolean(),
      count: z.number().int(),
      available: z.number().int(),
    }),
  ),
  series: z.array(
    z.object({
      seriesId: z.string().nullable(),
      title: z.string(),
      count: z.number().int(),
      available: z.number().int(),
      /** Its upcoming sessions before the expiry. */
      sessions: z.array(seat),
    }),
  ),
  /** Included group sessions still to come (before the expiry), booked with no credit. */
  groupSessions: z.array(seat),
  /** Sessions booked with this package, soonest first, each with its manage link's token. */
  bookings: z.array(
    z.object({
      sessionId: z.string(),
      title: z.string(),
      start: z.string(),
      end: z.string(),
      manageToken: z.string(),
    }),
  ),
});
export type BookedPackageView = z.infer<typeof bookedPackageView>;

export const packageBookingCreatedView = z.object({
  /** The new booking's manage link token. */
  token: z.string(),
  view: bookedPackageView,
});
export type PackageBookingCreatedView = z.infer<typeof packageBookingCreatedView>;
