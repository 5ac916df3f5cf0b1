// Contract 3 of issue 4: GET /api/public/bookings/{token}. A type-only import: no zod in the
// page's JavaScript for it.
export type { BookingView } from '../../domain/public-booking/booking-view';
