import type { ParsedBookingInput } from '../../../domain/public-booking/booking-input';
import { SLOT_TAKEN } from '../../../domain/public-booking/booking-input';
import { addEmail, clientSearchFields, normalizeEmail } from '../../../domain/public-booking/client-fields';
import { MINUTE_MS } from '../../../domain/time/instant';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { newId } from '../../ids';
import type { PaymentProviders } from '../../integrations/payments/providers';
import { enqueueJob } from '../../jobs/queue';
import { RELEASE_HOLD_JOB } from '../../jobs/release-hold';
import { acceptPolicies } from '../booking-page/policies';
import { clientCallUrl } from '../calls/call-link';
import {
  type AppliedDiscount,
  type DiscountTarget,
  discountSnapshot,
  quoteDiscount,
  redeemDiscount,
} from '../discounts/redemption';
import { serviceTarget } from '../discounts/redemption-targets';
import { resolveLocationSnapshot } from '../group-sessions/location-snapshot';
import { announceEvent, clientEventData } from '../integrations/announce';
import { openCheckout, requirePayments } from '../payments/open-checkout';
import { requirePageOwnerEnabled } from '../team/page-owner';
import { announceBookingChange } from './booking-change';
import * as repo from './booking-repository';
import { signBookingToken } from './booking-token';
import { isStartOffered, type PublicService } from './slots-service';

// spec (issue 4): a paid booking holds its slot for a few minutes while the client pays.
export const BOOKING_HOLD_MINUTES = 15;
export const PAYMENT_EXPIRED = 'This booking has expired. Please choose another time.';

export type BookingDeps = Pick<AppDeps, 'config' | 'secrets' | 'outbox' | 'clock'> & {
  db: Db;
  payments: PaymentProviders;
};

/** What the manage link and the emails need (the dashboard's sessions area sends them too). */
type LinkDeps = Pick<BookingDeps, 'config' | 'secrets' | 'outbox'>;

export const manageUrl = (deps: LinkDeps, bookingId: string) =>
  `${deps.config.publicUrl}/booking/${signBookingToken(deps.secrets.linkSigningKey, bookingId)}`;

export function emailContext(deps: LinkDeps, bookingId: string, now: number) {
  return {
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    manageUrl: manageUrl(deps, bookingId),
    // Issue 17: a built-in video session's place is the call room, by this booking's join link.
    callUrl: (sessionId: string, end: Date) => clientCallUrl(deps, sessionId, bookingId, end),
    now,
  };
}

type ClientDetails = Pick<ParsedBookingInput['client'], 'firstName' | 'lastName' | 'email'>;

/**
 * Creates or finds the page's client by normalised email and records this activity:
 * `sessionStart` is the booked session's start (null for a purchase, which books no session).
 */
export async function upsertClient(
  tx: DbOrTx,
  pageId: string,
  client: ClientDetails,
  sessionStart: Date | null,
  now: Date,
): Promise<string> {
  const emailNormalized = normalizeEmail(client.email);
  await repo.lockClientEmail(tx, pageId, emailNormalized);
  const existing = await repo.findClientByEmail(tx, pageId, emailNormalized);
  if (existing) {
    await repo.touchClient(tx, existing.id, { lastActiveAt: now, sessionStart });
    return existing.id;
  }
  const id = newId();
  await repo.insertClient(
    tx,
    {
      id,
      pageId,
      firstName: client.firstName,
      lastName: client.lastName,
      primaryEmail: client.email,
      ...addEmail([], client.email),
      ...clientSearchFields(client.firstName, client.lastName, client.email),
      lastActiveAt: now,
      lastSessionAt: sessionStart,
    },
    emailNormalized,
  );
  await announceEvent(
    tx,
    { pageId },
    'client.created',
    () => clientEventData({ id, ...client, createdAt: now }, 'booking'),
    now,
    `client.created:${id}`,
  );
  return id;
}

export type PersonalBooking = {
  bookingId: string;
  start: number;
  client: ParsedBookingInput['client'];
  /** The session's price as booked (the service's price). */
  price: number;
  currency: string;
  /** What this booking pays (0 when a package pays for it). */
  paymentAmount: number;
  paymentId: string | null;
  /** A paid booking's hold: the session stays pending until then (ADR 014). */
  holdExpiresAt: Date | null;
  bookedPackageId?: string | null;
  /** A discount code quoted for paymentAmount: counted and stored with the booking (issue 14). */
  discount?: { quoted: AppliedDiscount; target: DiscountTarget } | null;
  /** The version of the page's policies the client accepted (issue 19). */
  policiesVersion?: string | null;
};

/**
 * Inserts the personal session and its booking, with the client, inside the caller's
 * transaction. The caller holds lockExpertSchedule and has checked the start is offered.
 */
export async function insertPersonalBooking(
  tx: DbOrTx,
  found: PublicService,
  booking: PersonalBooking,
  now: number,
): Promise<{ sessionId: string }> {
  const { service, userId } = found;
  const { client, start } = booking;
  const location = await resolveLocationSnapshot(tx, userId, {
    locationType: service.locationType ?? null,
    locationId: service.locationId ?? null,
  });
  const sessionStart = new Date(start);
  const clientId = await upsertClient(tx, service.pageId, client, sessionStart, new Date(now));
  const applied = booking.discount
    ? await redeemDiscount(tx, booking.discount.quoted, booking.discount.target, clientId)
    : null;
  const sessionId = newId();
  await repo.insertSession(tx, {
    id: sessionId,
    type: 'personal',
    status: booking.holdExpiresAt ? 'pending' : 'confirmed',
    holdExpiresAt: booking.holdExpiresAt,
    pageId: service.pageId,
    expertId: userId,
    serviceId: service.id,
    title: service.title,
    start: sessionStart,
    end: new Date(start + service.duration * MINUTE_MS),
    price: booking.price,
    currency: booking.currency,
    collectPhoneNumber: service.collectPhoneNumber,
    ...location,
    clientId,
    clientFirstName: client.firstName,
    clientLastName: client.lastName,
    clientTimezone: client.timeZone,
  });
  await repo.insertBooking(tx, {
    id: booking.bookingId,
    sessionId,
    expertId: userId,
    pageId: service.pageId,
    clientId,
    clientFirstName: client.firstName,
    clientLastName: client.lastName,
    clientEmail: client.email,
    clientPhoneNumber: client.phone,
    clientMessage: client.message,
    clientTimezone: client.timeZone,
    paymentAmount: booking.paymentAmount,
    currency: booking.currency,
    paymentId: booking.paymentId,
    bookedPackageId: booking.bookedPackageId ?? null,
    policiesVersion: booking.policiesVersion ?? null,
    ...discountSnapshot(applied),
  });
  return { sessionId };
}

/**
 * Books a personal service (contract 2), in one transaction serialised per expert: the slot is
 * checked again under the lock, so of many concurrent requests for one slot exactly one wins.
 * A free service is confirmed at once; a paid one is held while the client pays.
 */
export async function createBooking(
  deps: BookingDeps,
  found: PublicService,
  input: ParsedBookingInput,
  now: number,
) {
  const { service, userId } = found;
  const start = input.start;
  await requirePageOwnerEnabled(deps.db, service.pageId);
  // A cheap check first: most late requests need no lock.
  if (!(await isStartOffered(deps.db, found, start, now))) throw conflict(SLOT_TAKEN);
  const owner = await repo.findPageOwner(deps.db, service.pageId);
  if (!owner) throw conflict(SLOT_TAKEN);
  // issue 19: the page's policies ticked at checkout, before any checkout opens.
  const policiesVersion = await acceptPolicies(deps.db, service.pageId, input.acceptedPolicies);
  // A paid service can't be booked while the expert takes no payments (ADR 034), even with a code
  // that covers its whole price: the booking page shows it closed, and the API agrees.
  if (service.price > 0) await requirePayments(deps, userId);
  // issue 14: the code is checked before the checkout opens, which charges the discounted price;
  // a 100% code leaves nothing to pay and confirms at once.
  const target = input.discountCode ? await serviceTarget(deps.db, found) : null;
  const quoted =
    input.discountCode && target
      ? await quoteDiscount(deps.db, input.discountCode, target, { email: input.client.email })
      : null;
  const amount = quoted ? quoted.amountToPay : service.price;
  const paid = amount > 0;
  const checkout = paid
    ? await openCheckout(deps, userId, {
        amount,
        currency: owner.currency,
        description: `${service.title} with ${owner.displayName}`,
        returnUrl: `${deps.config.publicUrl}/booking`,
        customerEmail: input.client.email,
      })
    : null;

  const bookingId = newId();
  await deps.db.transaction(async (tx) => {
    await repo.lockExpertSchedule(tx, userId);
    if (!(await isStartOffered(tx, found, start, now))) throw conflict(SLOT_TAKEN);
    const holdExpiresAt = paid ? new Date(now + BOOKING_HOLD_MINUTES * MINUTE_MS) : null;
    const { sessionId } = await insertPersonalBooking(
      tx,
      found,
      {
        bookingId,
        start,
        client: input.client,
        price: service.price,
        currency: owner.currency,
        paymentAmount: amount,
        paymentId: checkout?.paymentId ?? null,
        holdExpiresAt,
        discount: quoted && target ? { quoted, target } : null,
        policiesVersion,
      },
      now,
    );
    if (holdExpiresAt) {
      await enqueueJob(tx, RELEASE_HOLD_JOB, { sessionId }, { runAt: holdExpiresAt });
    } else {
      const details = await repo.findBookingDetails(tx, bookingId);
      await announceBookingChange(tx, 'confirmed', details!, emailContext(deps, bookingId, now));
    }
  });
  return {
    token: signBookingToken(deps.secrets.linkSigningKey, bookingId),
    status: paid ? ('awaiting_payment' as const) : ('confirmed' as const),
    checkoutUrl: checkout?.checkoutUrl ?? null,
  };
}
