import { TabbedArea } from '../../components/tabbed-area';

// spec (doc 2, §2 Booking page): the tabs are Page, Branding, Domain and Policies. Page and
// Branding are built so far (issue 19); a tab joins here with its screen.
const BOOKING_TABS = [
  { label: 'Page', path: '/dashboard/booking' },
  { label: 'Branding', path: '/dashboard/booking/branding' },
] as const;

export function BookingLayout() {
  return (
    <TabbedArea
      title="Booking page"
      description="Where clients see what you offer, book and pay."
      tabs={BOOKING_TABS}
      label="Booking page"
    />
  );
}
