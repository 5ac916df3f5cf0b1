import type { ReactNode } from 'react';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { type MeBookingPage, useMe } from '../../account/api/get-me';

/** Renders the screen with the expert's booking page, or the spec's sentence when there is none. */
export function RequireBookingPage({ children }: { children: (page: MeBookingPage) => ReactNode }) {
  // The dashboard shell renders only once /api/me has loaded.
  const page = useMe().data?.bookingPage;
  return page ? children(page) : <BookingPageRequired title="Personal sessions" />;
}
