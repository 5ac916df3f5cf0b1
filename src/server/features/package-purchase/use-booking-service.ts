import type { PackageBookingCreatedView } from '../../../domain/public-booking/booked-package-view';
import { SLOT_TAKEN } from '../../../domain/public-booking/booking-input';
import { ALREADY_BOOKED, seatRefusal, seatState } from '../../../domain/public-booking/group-seat';
import {
  AFTER_PACKAGE_EXPIRY,
  NO_CREDITS_LEFT,
  PACKAGE_EXPIRED,
  type ParsedPackageBookingInput,
} from '../../../domain/public-booking/package-purchase-input';
import { isPackageExpired } from '../../../domain/public-booking/package-rules';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { announceBookingChange } from '../public-booking/booking-change';
import * as bookingRepo from '../public-booking/booking-repository';
import { type BookingDeps, emailContext, insertPersonalBooking } from '../public-booking/booking-service';
import { signBookingToken } from '../public-booking/booking-token';
import { bookSeatInTx } from '../public-booking/seat-booking-service';
import { findPublicGroupSession } from '../public-booking/seat-page-repository';
import { findPublicService } from '../public-booking/slots-repository';
import { isStartOffered } from '../public-booking/slots-service';
import { requirePageOwnerEnabled } from '../team/page-owner';
import { listCredits } from './purchase-repository';
import * as repo from './use-repository';
import { requireUsablePackage, toBookedPackageView } from './use-service';

type ServiceInput = Extract<ParsedPackageBookingInput, { kind: 'service' }>;
type SessionInput = Extract<ParsedPackageBookingInput, { kind: 'session' }>;

/**
 * The package's client as a booking's client: the snapshot taken at purchase, with the phone
 * given now (buying a package does not ask for one).
 */
const clientOf = (booked: repo.BookedPackageRow['booked'], input: ParsedPackageBookingInput) => ({
  firstName: booked.clientFirstName,
  lastName: booked.clientLastName,
  email: booked.clientEmail,
  phone: input.phone,
  message: null,
  timeZone: input.timeZone,
});

// spec: the phone number is required when the service or session collects it, also when a
// package pays for it.
function requirePhone(collectPhoneNumber: boolean, input: ParsedPackageBookingInput) {
  if (collectPhoneNumber && !input.phone) throw badRequest('Required', { phone: 'Required' });
}

/**
 * Books a session with a package (issue 4): a service's time with one of its credits, a seat in
 * an included series' session with a series credit, or a seat in an included group session (no
 * credit). Nothing is paid; the booking names the package and a booked_package_sessions row the
 * credit. The credit is taken by one conditional UPDATE in the booking's transaction, so
 * concurrent redemptions never take more than there are.
 */
export async function bookWithPackage(
  deps: BookingDeps,
  id: string,
  token: string,
  input: ParsedPackageBookingInput,
  now: number,
): Promise<PackageBookingCreatedView> {
  const found = await requireUsablePackage(deps, id, token);
  await requirePageOwnerEnabled(deps.db, found.page.id);
  const expiresAt = found.booked.expiresAt?.getTime() ?? null;
  if (isPackageExpired(expiresAt, now)) throw conflict(PACKAGE_EXPIRED);
  let bookingId: string;
  try {
    bookingId =
      input.kind === 'service'
        ? await bookService(deps, found, input, now)
        : await bookSeat(deps, found, input, now);
  } catch (error) {
    // A concurrent double submit for the same seat: the unique indexes keep one.
    if (isUniqueViolation(error)) throw conflict(ALREADY_BOOKED);
    throw error;
  }
  const view = await toBookedPackageView(deps, (await repo.findBookedPackage(deps.db, id))!, now);
  return { token: signBookingToken(deps.secrets.linkSigningKey, bookingId), view };
}

const beforeExpiry = (found: repo.BookedPackageRow, start: number) => {
  const expiresAt = found.booked.expiresAt?.getTime();
  // spec: all sessions must be booked for no later than that date.
  if (expiresAt !== undefined && start >= expiresAt) throw conflict(AFTER_PACKAGE_EXPIRY);
};

async function bookService(
  deps: BookingDeps,
  found: repo.BookedPackageRow,
  input: ServiceInput,
  now: number,
): Promise<string> {
  const { booked, page } = found;
  const credit = (await listCredits(deps.db, booked.id)).services.find(
    (c) => c.serviceId === input.serviceId,
  );
  const service = credit ? await findPublicService(deps.db, page.slug, input.serviceId) : undefined;
  if (!credit || !service) throw notFound();
  requirePhone(service.service.collectPhoneNumber, input);
  beforeExpiry(found, input.start);
  if (credit.available <= 0) throw conflict(NO_CREDITS_LEFT);
  if (!(await isStartOffered(deps.db, service, input.start, now))) throw conflict(SLOT_TAKEN);

  const bookingId = newId();
  await deps.db.transaction(async (tx) => {
    await bookingRepo.lockExpertSchedule(tx, service.userId);
    if (!(await isStartOffered(tx, service, input.start, now))) throw conflict(SLOT_TAKEN);
    if (!(await repo.takeServiceCredit(tx, credit.id))) throw conflict(NO_CREDITS_LEFT);
    const { sessionId } = await insertPersonalBooking(
      tx,
      service,
      {
        bookingId,
        start: input.start,
        client: clientOf(booked, input),
        price: service.service.price,
        currency: page.currency,
        paymentAmount: 0,
        paymentId: null,
        holdExpiresAt: null,
        bookedPackageId: booked.id,
      },
      now,
    );
    await repo.insertBookedPackageSession(tx, {
      bookedPackageId: booked.id,
      sessionId,
      serviceCreditId: credit.id,
    });
    const details = await bookingRepo.findBookingDetails(tx, bookingId);
    await announceBookingChange(tx, 'confirmed', details!, emailContext(deps, bookingId, now));
  });
  return bookingId;
}

async function bookSeat(
  deps: BookingDeps,
  found: repo.BookedPackageRow,
  input: SessionInput,
  now: number,
): Promise<string> {
  const { booked, page } = found;
  const group = await findPublicGroupSession(deps.db, input.sessionId);
  if (!group || group.page.id !== page.id) throw notFound();
  const { session } = group;
  // An included group session is booked with no credit; a series' session with its credit.
  const included = booked.packageId
    ? await repo.isIncludedGroupSession(deps.db, booked.packageId, session.id)
    : false;
  const credit = included
    ? null
    : (await listCredits(deps.db, booked.id)).series.find(
        (c) => c.seriesId !== null && c.seriesId === session.seriesId,
      );
  if (!included && !credit) throw notFound();
  requirePhone(session.collectPhoneNumber, input);
  beforeExpiry(found, session.start.getTime());
  const state = seatState(
    { status: session.status, start: session.start.getTime(), seatsLeft: session.groupSizeRemaining ?? 0 },
    now,
  );
  if (state !== 'open') throw conflict(seatRefusal(state));
  if (credit && credit.available <= 0) throw conflict(NO_CREDITS_LEFT);

  return deps.db.transaction(async (tx) => {
    // The seat first (it locks the session row), then the credit: the seat's cancel takes them in
    // the same order when it gives the credit back (ADR 016).
    const seat = await bookSeatInTx(
      tx,
      deps,
      {
        sessionId: session.id,
        client: clientOf(booked, input),
        payment: null,
        bookedPackageId: booked.id,
      },
      now,
    );
    if (credit && !(await repo.takeSeriesCredit(tx, credit.id))) throw conflict(NO_CREDITS_LEFT);
    await repo.insertBookedPackageSession(tx, {
      bookedPackageId: booked.id,
      sessionId: session.id,
      seriesCreditId: credit?.id ?? null,
    });
    return seat.bookingId;
  });
}
