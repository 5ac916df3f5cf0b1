import type { DbOrTx } from '../../db/client';
import { newId } from '../../ids';
import * as bookingRepo from '../public-booking/booking-repository';
import { takeSeat } from '../public-booking/seat-repository';

export type PackageSeat = {
  session: { id: string; pageId: string; expertId: string; currency: string };
  client: { id: string; firstName: string; lastName: string; email: string; timeZone: string };
  bookedPackageId: string;
  now: Date;
};

/**
 * Takes a seat in a group session for a package booking and writes its booking (confirmed, paid
 * by the package: amount 0), inside the caller's transaction. Answers the booking id, or null
 * when no seat is left (or the session is no longer bookable).
 *
 * This is the only place package use books a seat: when the group-seat booking function lands
 * (the public group booking, ADR 016), this body becomes a call to it.
 */
export async function bookPackageSeat(tx: DbOrTx, seat: PackageSeat): Promise<string | null> {
  if (!(await takeSeat(tx, seat.session.id, seat.now))) return null;
  const bookingId = newId();
  await bookingRepo.insertBooking(tx, {
    id: bookingId,
    sessionId: seat.session.id,
    expertId: seat.session.expertId,
    pageId: seat.session.pageId,
    clientId: seat.client.id,
    clientFirstName: seat.client.firstName,
    clientLastName: seat.client.lastName,
    clientEmail: seat.client.email,
    clientTimezone: seat.client.timeZone,
    paymentAmount: 0,
    currency: seat.session.currency,
    bookedPackageId: seat.bookedPackageId,
  });
  return bookingId;
}
