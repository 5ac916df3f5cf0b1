import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar/ical';
import { calendarLocation } from '../../../domain/locations/meeting-place';
import { SLOT_TAKEN } from '../../../domain/public-booking/booking-input';
import type { BookingStatus, BookingView } from '../../../domain/public-booking/booking-view';
import { SEAT_NOT_RESCHEDULABLE } from '../../../domain/public-booking/group-seat';
import {
  BOOKING_NOT_ACTIVE,
  cancelWindow,
  cannotCancelMessage,
  cannotRescheduleMessage,
  rescheduleWindow,
  SAME_TIME,
} from '../../../domain/public-booking/manage-policy';
import { MINUTE_MS } from '../../../domain/time/instant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { clientCallUrl } from '../calls/call-link';
import { giveBackBookingRedemption } from '../discounts/redemption-repository';
import { packageUsePath } from '../package-purchase/use-link';
import { returnPackageCredits } from '../package-purchase/use-repository';
import { findCancellationPolicy } from '../scheduling/cancellation-policy-repository';
import { announceBookingChange } from './booking-change';
import { bookingIcal, sessionPlace } from './booking-emails';
import * as repo from './booking-repository';
import { type BookingDeps, emailContext, manageUrl } from './booking-service';
import { signBookingToken, verifyBookingToken } from './booking-token';
import { cancelSeatInTx, seatStatus } from './seat-manage';
import { findPublicService } from './slots-repository';
import { isStartOffered } from './slots-service';

function statusOf(details: repo.BookingDetails, now: number): BookingStatus {
  const { session } = details;
  // A group seat has its own state on its booking (ADR 016).
  if (session.type === 'group') return seatStatus(details, now);
  if (session.status === 'pending') {
    return (session.holdExpiresAt?.getTime() ?? 0) > now ? 'awaiting_payment' : 'expired';
  }
  return session.status;
}

async function load(
  deps: BookingDeps,
  token: string,
  lock = false,
  db: Parameters<typeof repo.findBookingDetails>[0] = deps.db,
) {
  const id = verifyBookingToken(deps.secrets.linkSigningKey, token);
  const details = id ? await repo.findBookingDetails(db, id, lock) : undefined;
  if (!details) throw notFound();
  return details;
}

async function toView(deps: BookingDeps, details: repo.BookingDetails, now: number): Promise<BookingView> {
  const { session, booking } = details;
  const status = statusOf(details, now);
  const group = session.type === 'group';
  const policy = await findCancellationPolicy(deps.db, session.expertId);
  const start = session.start.getTime();
  const cancel = cancelWindow(policy, start, now);
  const reschedule = rescheduleWindow(policy, start, now);
  const token = signBookingToken(deps.secrets.linkSigningKey, booking.id);
  const callUrl = clientCallUrl(deps, session.id, booking.id, session.end);
  const event = {
    start,
    end: session.end.getTime(),
    summary: `${session.title} with ${details.displayName}`,
    description: `Manage your booking: ${manageUrl(deps, booking.id)}`,
    location: calendarLocation(sessionPlace(session, callUrl), details.displayName),
  };
  const active = status === 'confirmed';
  return {
    token,
    status,
    service: {
      id: group ? null : session.serviceId,
      title: details.serviceTitle ?? session.title,
      duration: (session.end.getTime() - start) / MINUTE_MS,
    },
    expert: { displayName: details.displayName, slug: details.slug },
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    timeZone: booking.clientTimezone ?? 'UTC',
    price: booking.paymentAmount,
    currency: booking.currency,
    bookedPackage:
      booking.bookedPackageId && details.packageTitle
        ? { title: details.packageTitle, usePath: packageUsePath(deps, booking.bookedPackageId) }
        : null,
    location: {
      type: session.locationType,
      name: session.locationName,
      details: session.locationDetails,
      // Issue 17: a built-in video session is joined in its call room by this booking's link.
      joinUrl: session.locationType === 'daily' ? callUrl : session.locationJoinUrl,
    },
    canCancel: active && cancel.allowed,
    // spec (issue 4): a place in a group session is cancelled, never moved.
    canReschedule: active && !group && reschedule.allowed && session.serviceId !== null,
    cancelDeadline: active && cancel.deadline !== null ? new Date(cancel.deadline).toISOString() : null,
    rescheduleDeadline:
      active && !group && reschedule.deadline !== null ? new Date(reschedule.deadline).toISOString() : null,
    groupSessionId: group ? session.id : null,
    calendar: {
      icsUrl: `${deps.config.publicUrl}/api/public/bookings/${token}/invite.ics`,
      googleUrl: googleCalendarUrl(event),
      outlookUrl: outlookCalendarUrl(event),
    },
  };
}

export async function getBooking(deps: BookingDeps, token: string, now: number) {
  return toView(deps, await load(deps, token), now);
}

export async function getBookingInvite(deps: BookingDeps, token: string, now: number) {
  const details = await load(deps, token);
  const status = statusOf(details, now);
  if (status === 'awaiting_payment' || status === 'expired') throw notFound();
  const method = status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const { callUrl } = emailContext(deps, details.booking.id, now);
  return bookingIcal(
    method,
    details,
    deps.config.publicUrl,
    manageUrl(deps, details.booking.id),
    now,
    callUrl,
  );
}

/** Cancels within the policy (contract 4): the client's and the expert's emails carry CANCEL. */
export async function cancelBooking(deps: BookingDeps, token: string, message: string | null, now: number) {
  const bookingId = await deps.db.transaction(async (tx) => {
    const first = await load(deps, token, false, tx);
    if (first.session.type === 'group') {
      await cancelSeatInTx(tx, deps, first.booking.id, message, now);
      return first.booking.id;
    }
    const details = await load(deps, token, true, tx);
    const { session } = details;
    if (statusOf(details, now) !== 'confirmed') throw conflict(BOOKING_NOT_ACTIVE);
    const policy = await findCancellationPolicy(tx, session.expertId);
    if (!cancelWindow(policy, session.start.getTime(), now).allowed) {
      throw conflict(cannotCancelMessage(details.displayName));
    }
    const at = new Date(now);
    await repo.updateSession(tx, session.id, {
      status: 'cancelled',
      cancelledAt: at,
      cancelledBy: 'client',
      cancellationMessage: message,
      // Calendars apply a CANCEL only if it is at least as new as what they hold; a higher
      // SEQUENCE makes it unambiguous (RFC 5546 §2.1.4).
      iCalSequence: session.iCalSequence + 1,
    });
    // A session booked with a package gives its credit back (ADR 016).
    if (details.booking.bookedPackageId) {
      await returnPackageCredits(tx, session.id, details.booking.bookedPackageId);
    }
    // A code the booking carried is not used any more (ADR 035); the payment is not refunded:
    // the spec's policy says when a client may cancel, not what they get back.
    if (details.booking.discountCodeId) await giveBackBookingRedemption(tx, details.booking.id);
    const updated = await repo.findBookingDetails(tx, details.booking.id);
    await announceBookingChange(
      tx,
      'cancelled',
      updated!,
      emailContext(deps, details.booking.id, now),
      message,
    );
    return details.booking.id;
  });
  return toView(deps, (await repo.findBookingDetails(deps.db, bookingId))!, now);
}

/**
 * Moves the session within the policy (contract 4): the new start must be offered now, checked
 * under the expert's lock like a booking, leaving the session itself out of the check.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  token: string,
  input: { start: number; message: string | null },
  now: number,
) {
  const bookingId = await deps.db.transaction(async (tx) => {
    const first = await load(deps, token, false, tx);
    if (first.session.type === 'group') throw conflict(SEAT_NOT_RESCHEDULABLE);
    await repo.lockExpertSchedule(tx, first.session.expertId);
    const details = await load(deps, token, true, tx);
    const { session } = details;
    if (statusOf(details, now) !== 'confirmed') throw conflict(BOOKING_NOT_ACTIVE);
    const policy = await findCancellationPolicy(tx, session.expertId);
    if (!rescheduleWindow(policy, session.start.getTime(), now).allowed || !session.serviceId) {
      throw conflict(cannotRescheduleMessage(details.displayName));
    }
    if (input.start === session.start.getTime()) throw badRequest(SAME_TIME, { start: SAME_TIME });
    const found = await findPublicService(tx, details.slug, session.serviceId);
    if (!found || !(await isStartOffered(tx, found, input.start, now, session.id)))
      throw conflict(SLOT_TAKEN);
    const at = new Date(now);
    const duration = session.end.getTime() - session.start.getTime();
    await repo.updateSession(tx, session.id, {
      start: new Date(input.start),
      end: new Date(input.start + duration),
      rescheduledStart: session.start,
      rescheduledEnd: session.end,
      rescheduledAt: at,
      rescheduledBy: 'client',
      reschedulingMessage: input.message,
      iCalSequence: session.iCalSequence + 1,
    });
    const updated = await repo.findBookingDetails(tx, details.booking.id);
    await announceBookingChange(
      tx,
      'rescheduled',
      updated!,
      emailContext(deps, details.booking.id, now),
      input.message,
    );
    return details.booking.id;
  });
  return toView(deps, (await repo.findBookingDetails(deps.db, bookingId))!, now);
}
