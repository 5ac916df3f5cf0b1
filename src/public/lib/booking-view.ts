// Contract 3 of issue 4: GET /api/public/bookings/{token}. The BOOKING engineer owns the zod view
// (src/domain/public-booking/booking-view.ts); this is its shape until that file is merged, when
// this type should become an import of it.
export type BookingView = {
  token: string;
  status: 'awaiting_payment' | 'confirmed' | 'cancelled' | 'expired';
  /** id: the service, for the reschedule calendar's slots. */
  service: { id: string; title: string; duration: number };
  expert: { displayName: string; slug: string };
  start: string;
  end: string;
  /** The client's zone. */
  timeZone: string;
  price: number;
  currency: string;
  location: { type: string; name: string | null; details: string | null; joinUrl: string | null };
  canCancel: boolean;
  canReschedule: boolean;
  cancelDeadline: string | null;
  rescheduleDeadline: string | null;
  calendar: { icsUrl: string; googleUrl: string; outlookUrl: string };
};
