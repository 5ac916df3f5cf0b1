import { z } from 'zod';
import { acceptedPoliciesField } from '../booking-page/policies-input';
import { discountCodeField } from '../discounts/redemption-input';
import { groupSessionView } from '../group-sessions/group-session-view';
import { bookingClientInput } from './booking-input';
import { acceptsPayments, publicGroupSession, publicPageBasics } from './public-page-view';

// Issue 4: a client books a seat in a group session (standalone or of a series) from its own page
// /sessions/{id}; /series/{id} lists a series' upcoming sessions. ADR 016.

export const SESSION_FULL = 'This session is full.';
export const SESSION_PAST = 'This session has already taken place.';
export const SESSION_CANCELLED = 'This session was cancelled.';
export const ALREADY_BOOKED = 'You have already booked a place in this session.';
export const SEAT_NOT_RESCHEDULABLE =
  'A place in a group session cannot be rescheduled. Please cancel it and book another session.';

/** POST /api/public/group-sessions/{id}/bookings and the seat form: the client's details only. */
export const seatBookingInput = z.object({
  client: bookingClientInput,
  /** Issue 14: an optional discount code; blank is none. */
  discountCode: discountCodeField,
  /** Issue 19: the version of the page's policies the client ticked; required when it has any. */
  acceptedPolicies: acceptedPoliciesField,
});
export type SeatBookingInput = z.input<typeof seatBookingInput>;
export type SeatClient = z.output<typeof bookingClientInput>;

/** What a client can do with a session: book it, or read why not. */
export const groupSessionState = z.enum(['open', 'full', 'past', 'cancelled']);
export type GroupSessionState = z.infer<typeof groupSessionState>;

/** The first reason that applies: a cancelled session, then one that has started, then a full one. */
export function seatState(
  session: { status: string; start: number; seatsLeft: number },
  now: number,
): GroupSessionState {
  if (session.status === 'cancelled') return 'cancelled';
  if (session.start <= now) return 'past';
  return session.seatsLeft > 0 ? 'open' : 'full';
}

/** The 409 message when a seat cannot be taken, and what the page says instead of the form. */
export function seatRefusal(state: Exclude<GroupSessionState, 'open'>): string {
  return { full: SESSION_FULL, past: SESSION_PAST, cancelled: SESSION_CANCELLED }[state];
}

/** A group session as its public page shows it: the dashboard's fields a client may see, and more. */
export const publicGroupSessionDetail = groupSessionView
  .pick({
    id: true,
    title: true,
    description: true,
    start: true,
    end: true,
    price: true,
    currency: true,
    collectPhoneNumber: true,
  })
  .extend({
    seatsLeft: z.number().int(),
    groupSizeMax: z.number().int(),
    series: z.object({ id: z.string(), title: z.string() }).nullable(),
    location: groupSessionView.shape.location.pick({ type: true, name: true }),
    state: groupSessionState,
  });
export type PublicGroupSessionDetail = z.infer<typeof publicGroupSessionDetail>;

/** GET /api/public/group-sessions/{id}: hidden ones too (link only), past and cancelled with their state. */
export const publicGroupSessionPageView = z.object({
  page: publicPageBasics,
  session: publicGroupSessionDetail,
  acceptsPayments,
});
export type PublicGroupSessionPageView = z.infer<typeof publicGroupSessionPageView>;

/** GET /api/public/series/{id}: the series and its upcoming confirmed sessions, soonest first. */
export const publicSeriesPageView = z.object({
  page: publicPageBasics,
  series: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    /** Minutes. */
    duration: z.number().int(),
    price: z.number().int(),
  }),
  sessions: z.array(publicGroupSession),
  acceptsPayments,
});
export type PublicSeriesPageView = z.infer<typeof publicSeriesPageView>;
