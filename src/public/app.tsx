import { NotFoundNotice } from './components/frame';
import { matchRoute, usePathname } from './lib/router';
import { BookingPage } from './pages/booking-page';
import { GroupSessionPage } from './pages/group-session-page';
import { ManageBookingPage } from './pages/manage-booking-page';
import { SeriesPage } from './pages/series-page';
import { ServicePage } from './pages/service-page';

export function App() {
  const route = matchRoute(usePathname());
  switch (route.name) {
    case 'page':
      return <BookingPage key={route.slug} slug={route.slug} />;
    case 'service':
      return <ServicePage key={route.serviceId} slug={route.slug} serviceId={route.serviceId} />;
    case 'booking':
      return <ManageBookingPage key={route.token} token={route.token} />;
    case 'group-session':
      return <GroupSessionPage key={route.sessionId} sessionId={route.sessionId} />;
    case 'series':
      return <SeriesPage key={route.seriesId} seriesId={route.seriesId} />;
    default:
      return <NotFoundNotice />;
  }
}
