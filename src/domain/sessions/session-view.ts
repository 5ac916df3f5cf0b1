import { z } from 'zod';
import { LOCATION_CHOICE_TYPES } from '../locations/location-choice';

// What the dashboard's sessions API answers (doc 1, §2 and §3). Instants are ISO strings; the
// web shows them in the expert's zone. Money is minor units of `currency`.

export const SESSION_LISTS = ['upcoming', 'past', 'cancelled'] as const;
export type SessionList = (typeof SESSION_LISTS)[number];

const groupSize = z.object({ current: z.number().int(), max: z.number().int() });

/** A row of the upcoming, past or cancelled list. */
export const sessionListItemView = z.object({
  id: z.string(),
  type: z.enum(['personal', 'group']),
  status: z.enum(['confirmed', 'cancelled']),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  /** The client of a personal session; null for a group session ('Group session'). */
  clientName: z.string().nullable(),
  /** Seats of a group session; null for a personal one. */
  groupSize: groupSize.nullable(),
  /** spec §4: the Rescheduled badge shows whenever rescheduledStart is set. */
  rescheduled: z.boolean(),
});
export type SessionListItemView = z.infer<typeof sessionListItemView>;

/** One page of a list: `hasNext` is known by fetching one row more than the page shows. */
export const sessionPageView = z.object({
  items: z.array(sessionListItemView),
  page: z.number().int(),
  hasNext: z.boolean(),
});
export type SessionPageView = z.infer<typeof sessionPageView>;

export const sessionDetailView = sessionListItemView.extend({
  totalPaymentAmount: z.number().int(),
  currency: z.string(),
  /** Where it takes place, as resolved when it was booked or last changed. */
  location: z.object({
    type: z.enum(LOCATION_CHOICE_TYPES),
    id: z.string().nullable(),
    name: z.string().nullable(),
    details: z.string().nullable(),
    joinUrl: z.string().nullable(),
  }),
  /** spec §4: the start and end before the last reschedule, with who, when and why. */
  rescheduling: z
    .object({
      previousStart: z.string(),
      previousEnd: z.string(),
      at: z.string().nullable(),
      by: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  cancellation: z
    .object({ at: z.string(), by: z.string().nullable(), message: z.string().nullable() })
    .nullable(),
  /** Confirmed places not given up: the cancel form asks for a message only when above 0. */
  bookingsCount: z.number().int(),
});
export type SessionDetailView = z.infer<typeof sessionDetailView>;

/** A row of the session's Bookings table (a confirmed place, not given up). */
export const sessionBookingView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string().nullable(),
  paymentAmount: z.number().int(),
  currency: z.string(),
  discountCode: z.string().nullable(),
  discountAmountOff: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SessionBookingView = z.infer<typeof sessionBookingView>;

/** POST …/cancel: a group session without bookings is deleted instead of cancelled. */
export const cancelSessionResultView = z.object({
  outcome: z.enum(['cancelled', 'deleted']),
  session: sessionDetailView.nullable(),
});
export type CancelSessionResultView = z.infer<typeof cancelSessionResultView>;

/** GET …/overlaps: the expert's other confirmed sessions a new time would overlap. */
export const sessionOverlapsView = z.object({ overlaps: z.array(sessionListItemView) });
export type SessionOverlapsView = z.infer<typeof sessionOverlapsView>;
