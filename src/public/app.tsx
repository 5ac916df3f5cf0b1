import { NotFoundNotice } from './components/frame';
import { matchRoute, useLocation } from './lib/router';
import { BookingPage } from './pages/booking-page';
import { GroupSessionPage } from './pages/group-session-page';
import { InstallmentPayPage } from './pages/installment-pay-page';
import { ManageBookingPage } from './pages/manage-booking-page';
import { PackagePage } from './pages/package-page';
import { PackageUsePage } from './pages/package-use-page';
import { PolicyPage } from './pages/policy-page';
import { SeriesPage } from './pages/series-page';
import { ServicePage } from './pages/service-page';

export function App() {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname, search);
  switch (route.name) {
    case 'page':
      return <BookingPage key={route.slug} slug={route.slug} />;
    case 'service':
      return <ServicePage key={route.serviceId} slug={route.slug} serviceId={route.serviceId} />;
    case 'booking':
      return <ManageBookingPage key={route.token} token={route.token} />;
    case 'package':
      return <PackagePage key={route.id} id={route.id} />;
    case 'package-use':
      return route.bookedPackageId ? (
        <PackageUsePage
          key={`${route.bookedPackageId}:${route.token}`}
          bookedPackageId={route.bookedPackageId}
          token={route.token}
        />
      ) : (
        <NotFoundNotice />
      );
    case 'installment-pay':
      return <InstallmentPayPage key={route.token} token={route.token} />;
    case 'group-session':
      return <GroupSessionPage key={route.sessionId} sessionId={route.sessionId} />;
    case 'series':
      return <SeriesPage key={route.seriesId} seriesId={route.seriesId} />;
    case 'policy':
      return <PolicyPage key={`${route.slug}/${route.kind}`} slug={route.slug} kind={route.kind} />;
    default:
      return <NotFoundNotice />;
  }
}
