import { TabbedArea } from '../../components/tabbed-area';

// spec (doc 2, §2 Booking page): the tabs are Page, Branding, Domain and Policies; SEO settings
// are at the relative path seo, reached by a tab of their own (issue 19). A tab joins here with
// its screen.
const BOOKING_TABS = [
  { label: 'Page', path: '/dashboard/booking' },
  { label: 'Branding', path: '/dashboard/booking/branding' },
  { label: 'Domain', path: '/dashboard/booking/domain' },
  { label: 'Policies', path: '/dashboard/booking/policies' },
  { label: 'SEO', path: '/dashboard/booking/seo' },
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
