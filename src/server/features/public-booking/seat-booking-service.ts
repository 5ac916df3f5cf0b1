import {
  ALREADY_BOOKED,
  type SeatClient,
  seatRefusal,
  seatState,
} from '../../../domain/public-booking/group-seat';
import { MINUTE_MS } from '../../../domain/time/instant';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { enqueueJob } from '../../jobs/queue';
import { RELEASE_HOLD_JOB } from '../../jobs/release-hold';
import { acceptPolicies } from '../booking-page/policies';
import {
  type AppliedDiscount,
  discountSnapshot,
  quoteDiscount,
  redeemDiscount,
} from '../discounts/redemption';
import { seatTarget } from '../discounts/redemption-targets';
import { openCheckout, requirePayments } from '../payments/open-checkout';
import { requirePageOwnerEnabled } from '../team/page-owner';
import { announceBookingChange } from './booking-change';
import * as bookingRepo from './booking-repository';
import { BOOKING_HOLD_MINUTES, type BookingDeps, emailContext, upsertClient } from './booking-service';
import { signBookingToken } from './booking-token';
import { findPublicGroupSession } from './seat-page-repository';
import { takeSeat } from './seat-repository';

// Booking a seat in a group session (issue 4, ADR 016). The seat is taken by one conditional
// UPDATE of the session row (takeSeat), which also holds that row until the transaction ends, so
// everything after it (client, booking row) happens for one booker of the session at a time.

const ONE_PLACE_PER_CLIENT = 'bookings_session_id_client_id_idx';

export type SeatBooking = {
  sessionId: string;
  client: SeatClient;
  /** A checkout to wait for: the seat is held (pending) until it is paid. null: confirmed now. */
  payment: { amount: number; currency: string; paymentId: string } | null;
  /** The booked package whose credit pays for the seat, if any. */
  bookedPackageId?: string | null;
  /** A discount code quoted for the payment's amount: counted and stored with it (issue 14). */
  discount?: AppliedDiscount | null;
  /** The version of the page's policies the client accepted (issue 19). */
  policiesVersion?: string | null;
};

export type SeatBooked = { bookingId: string; token: string; status: 'confirmed' | 'pending' };

type FoundSession = NonNullable<Awaited<ReturnType<typeof findPublicGroupSession>>>;

async function findSession(db: DbOrTx, sessionId: string): Promise<FoundSession> {
  const found = await findPublicGroupSession(db, sessionId);
  if (!found || (found.session.status !== 'confirmed' && found.session.status !== 'cancelled')) {
    throw notFound();
  }
  return found;
}

function stateOf(found: FoundSession, now: number) {
  const { session } = found;
  return seatState(
    { status: session.status, start: session.start.getTime(), seatsLeft: session.groupSizeRemaining ?? 0 },
    now,
  );
}

// spec: the phone number is required when the session collects it.
function requirePhone(found: FoundSession, client: SeatClient) {
  if (found.session.collectPhoneNumber && !client.phone) {
    throw badRequest('Required', { 'client.phone': 'Required' });
  }
}

/**
 * Takes a seat and writes the booking inside the caller's transaction: client upsert by
 * normalised email, the booking row (pending with a release job when a payment is awaited,
 * otherwise confirmed with the emails queued). 404 for an unknown session, 400 for a missing
 * phone, 409 when the session is full, started or cancelled, or the client
 * already has a place. On a 409 the caller's transaction must roll back (PostgreSQL has aborted it).
 */
export async function bookSeatInTx(
  tx: DbOrTx,
  deps: BookingDeps,
  booking: SeatBooking,
  now: number,
): Promise<SeatBooked> {
  const found = await findSession(tx, booking.sessionId);
  requirePhone(found, booking.client);
  const at = new Date(now);
  if (!(await takeSeat(tx, booking.sessionId, at))) {
    // takeSeat refused: the row, read again, says why (it may have changed since the first read).
    const state = stateOf(await findSession(tx, booking.sessionId), now);
    throw conflict(seatRefusal(state === 'open' ? 'full' : state));
  }
  const { session, page } = found;
  const clientId = await upsertClient(tx, page.id, booking.client, session.start, at);
  const applied = booking.discount
    ? await redeemDiscount(tx, booking.discount, seatTarget(found), clientId)
    : null;
  const bookingId = newId();
  const holdExpiresAt = booking.payment ? new Date(now + BOOKING_HOLD_MINUTES * MINUTE_MS) : null;
  try {
    await bookingRepo.insertBooking(tx, {
      id: bookingId,
      sessionId: session.id,
      status: holdExpiresAt ? 'pending' : 'confirmed',
      holdExpiresAt,
      expertId: session.expertId,
      pageId: page.id,
      clientId,
      clientFirstName: booking.client.firstName,
      clientLastName: booking.client.lastName,
      clientEmail: booking.client.email,
      clientPhoneNumber: booking.client.phone,
      clientMessage: booking.client.message,
      clientTimezone: booking.client.timeZone,
      paymentAmount: booking.payment?.amount ?? 0,
      currency: booking.payment?.currency ?? session.currency,
      paymentId: booking.payment?.paymentId ?? null,
      bookedPackageId: booking.bookedPackageId ?? null,
      policiesVersion: booking.policiesVersion ?? null,
      ...discountSnapshot(applied),
    });
  } catch (error) {
    // One live place per client and session (a pending hold counts); the seat taken above goes
    // back with the rollback.
    if (isUniqueViolation(error, ONE_PLACE_PER_CLIENT)) throw conflict(ALREADY_BOOKED);
    throw error;
  }
  if (holdExpiresAt) {
    await enqueueJob(tx, RELEASE_HOLD_JOB, { bookingId }, { runAt: holdExpiresAt });
  } else {
    const details = await bookingRepo.findBookingDetails(tx, bookingId);
    await announceBookingChange(tx, 'confirmed', details!, emailContext(deps, bookingId, now));
  }
  return {
    bookingId,
    token: signBookingToken(deps.secrets.linkSigningKey, bookingId),
    status: holdExpiresAt ? 'pending' : 'confirmed',
  };
}

/**
 * A client books a seat from the session's page: free seats are confirmed at once; a paid one is
 * held for BOOKING_HOLD_MINUTES while the client pays in the checkout.
 */
export async function bookSeat(
  deps: BookingDeps,
  sessionId: string,
  client: SeatClient,
  now: number,
  discountCode: string | null = null,
  acceptedPolicies: string | null = null,
) {
  // Cheap checks first: no checkout is opened for a session that cannot be booked.
  const found = await findSession(deps.db, sessionId);
  requirePhone(found, client);
  const state = stateOf(found, now);
  if (state !== 'open') throw conflict(seatRefusal(state));
  const { session, page } = found;
  await requirePageOwnerEnabled(deps.db, page.id);
  // issue 19: the page's policies ticked at checkout, before any checkout opens.
  const policiesVersion = await acceptPolicies(deps.db, page.id, acceptedPolicies);
  // A paid seat can't be booked while the expert takes no payments (ADR 034), whatever the code.
  if ((session.price ?? 0) > 0) await requirePayments(deps, page.userId);
  // issue 14: a code is checked before the checkout opens, which charges the discounted price.
  const quoted = discountCode
    ? await quoteDiscount(deps.db, discountCode, seatTarget(found), { email: client.email })
    : null;
  const price = quoted ? quoted.amountToPay : (session.price ?? 0);
  const checkout =
    price > 0
      ? await openCheckout(deps, page.userId, {
          amount: price,
          currency: session.currency,
          description: `${session.title} with ${page.displayName}`,
          returnUrl: `${deps.config.publicUrl}/booking`,
          customerEmail: client.email,
        })
      : null;
  const booked = await deps.db.transaction((tx) =>
    bookSeatInTx(
      tx,
      deps,
      {
        sessionId,
        client,
        payment: checkout
          ? { amount: price, currency: session.currency, paymentId: checkout.paymentId }
          : null,
        discount: quoted,
        policiesVersion,
      },
      now,
    ),
  );
  return {
    token: booked.token,
    status: booked.status === 'pending' ? ('awaiting_payment' as const) : ('confirmed' as const),
    checkoutUrl: checkout?.checkoutUrl ?? null,
  };
}
