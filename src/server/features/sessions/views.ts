import type {
  SessionBookingView,
  SessionDetailView,
  SessionListItemView,
} from '../../../domain/sessions/session-view';
import type { BookingRow, SessionDetailRow, SessionListRow } from './repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toListItemView(row: SessionListRow): SessionListItemView {
  const personal = row.type === 'personal';
  const clientName = `${row.clientFirstName ?? ''} ${row.clientLastName ?? ''}`.trim();
  return {
    id: row.id,
    type: row.type,
    // Only confirmed and cancelled sessions are ever read here (repository).
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    title: row.title,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    clientName: personal ? clientName || null : null,
    groupSize: personal ? null : { current: row.groupSizeCurrent, max: row.groupSizeMax ?? 0 },
    rescheduled: row.rescheduledStart !== null,
  };
}

export function toDetailView(row: SessionDetailRow): SessionDetailView {
  return {
    ...toListItemView(row),
    totalPaymentAmount: row.totalPaymentAmount,
    currency: row.currency,
    location: {
      type: row.locationType,
      id: row.locationId,
      name: row.locationName,
      details: row.locationDetails,
      joinUrl: row.locationJoinUrl,
    },
    rescheduling:
      row.rescheduledStart && row.rescheduledEnd
        ? {
            previousStart: row.rescheduledStart.toISOString(),
            previousEnd: row.rescheduledEnd.toISOString(),
            at: iso(row.rescheduledAt),
            by: row.rescheduledBy,
            message: row.reschedulingMessage,
          }
        : null,
    cancellation:
      row.status === 'cancelled' && row.cancelledAt
        ? { at: row.cancelledAt.toISOString(), by: row.cancelledBy, message: row.cancellationMessage }
        : null,
    bookingsCount: row.bookingsCount,
  };
}

export function toBookingView(row: BookingRow): SessionBookingView {
  return {
    id: row.id,
    firstName: row.clientFirstName,
    lastName: row.clientLastName,
    email: row.clientEmail,
    phoneNumber: row.clientPhoneNumber,
    message: row.clientMessage,
    paymentAmount: row.paymentAmount,
    currency: row.currency,
    discountCode: row.discountCode,
    discountAmountOff: row.discountAmountOff,
    createdAt: row.createdAt.toISOString(),
  };
}
