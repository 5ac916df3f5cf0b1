import { useState } from 'react';
import { meetingPlace, meetingPlaceLine } from '../../domain/locations/meeting-place';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type {
  GroupSessionState,
  PublicGroupSessionDetail,
  PublicGroupSessionPageView,
} from '../../domain/public-booking/group-seat';
import { durationLabel } from '../../domain/time/duration-label';
import { apiRequest } from '../../web/lib/api-client';
import { BookingLayout } from '../components/booking-layout';
import { SeatsBadge } from '../components/card-list';
import { DetailsForm, EMPTY_FIELDS, postBooking } from '../components/details-form';
import { ErrorBanner, Link, Unloaded } from '../components/frame';
import { PaidClosed } from '../components/payments-notice';
import { TimeZonePicker } from '../components/time-zone-picker';
import type { ClientFields } from '../lib/booking-form';
import { formatLongDate, formatPrice, formatTime } from '../lib/format';
import { pageHref } from '../lib/router';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';

// What the page says instead of the form when a seat cannot be booked.
const CLOSED: Record<Exclude<GroupSessionState, 'open'>, { title: string; text: string }> = {
  full: { title: 'This session is full', text: 'Every seat has been booked.' },
  past: { title: 'This session has already taken place', text: 'It can no longer be booked.' },
  cancelled: { title: 'This session was cancelled', text: 'It can no longer be booked.' },
};

/**
 * The place before booking (ADR 030): a custom location's name, who sends a Zoom link, or for
 * built-in video the call room, whose link comes with the booking (issue 17, ADR 040).
 */
const where = (location: PublicGroupSessionDetail['location'], expertName: string) =>
  location.type === 'daily'
    ? 'Online — your link to join comes with your booking'
    : meetingPlaceLine(meetingPlace({ ...location, details: null, joinUrl: null }), 'client', expertName);

/** /sessions/{id}: one group session, its seats left and the form to book one. */
export function GroupSessionPage({ sessionId }: { sessionId: string }) {
  const path = `/public/group-sessions/${encodeURIComponent(sessionId)}`;
  const view = useApi<PublicGroupSessionPageView>(path);
  const [zone, setZone] = useState(detectTimeZone);
  const [values, setValues] = useState<ClientFields>(EMPTY_FIELDS);
  const [conflict, setConflict] = useState<string | null>(null);
  useTitle(view.state === 'ready' ? `${view.data.session.title} · ${view.data.page.displayName}` : null);

  if (view.state !== 'ready') {
    return (
      <Unloaded view={view} loading="Loading the session" failed="Failed to load the session" lines={1} />
    );
  }
  const { page, session } = view.data;
  const minutes = (Date.parse(session.end) - Date.parse(session.start)) / 60_000;
  const closed = session.state === 'open' ? null : CLOSED[session.state];
  // ADR 034: an open paid session shows its price but can't be booked while payments are off.
  const unpaid = !closed && session.price > 0 && !view.data.acceptsPayments;
  const back = session.series
    ? { href: `/series/${session.series.id}`, label: 'See other dates' }
    : { href: pageHref(page.slug), label: `See what ${page.firstName} offers` };

  return (
    <BookingLayout
      page={page}
      title={session.title}
      summary={
        <>
          {session.series ? (
            <Link href={`/series/${session.series.id}`} className="booking-series">
              Part of {session.series.title}
            </Link>
          ) : null}
          <p className="booking-when">
            {formatLongDate(session.start, zone)}
            <br />
            {formatTime(session.start, zone)} – {formatTime(session.end, zone)}
          </p>
          <TimeZonePicker value={zone} onChange={setZone} />
          <p className="booking-fact">{durationLabel(minutes)}</p>
          <p className="booking-fact">{formatPrice(session.price, session.currency)}</p>
          <p className="booking-fact">{where(session.location, page.displayName)}</p>
          {session.state === 'open' || session.state === 'full' ? (
            <p className="booking-seats">
              <SeatsBadge seatsLeft={session.seatsLeft} />
            </p>
          ) : null}
          {session.description ? <p className="booking-description">{session.description}</p> : null}
        </>
      }
    >
      <ErrorBanner message={conflict} />
      {closed ? (
        <div className="closed" role="status">
          {/* After a refused booking the banner above says why. */}
          {conflict ? null : <h2 className="step-title">{closed.title}</h2>}
          <p>{closed.text}</p>
          <Link href={back.href} className="button">
            {back.label}
          </Link>
        </div>
      ) : unpaid ? (
        <PaidClosed back={back} />
      ) : (
        <DetailsForm
          send={(client, extra) => postBooking(`${path}/bookings`, { client, ...extra })}
          page={page}
          zone={zone}
          values={values}
          onValues={setValues}
          collectPhoneNumber={session.collectPhoneNumber}
          paid={session.price > 0}
          discount={{
            slug: page.slug,
            item: { kind: 'session', id: session.id },
            price: session.price,
            currency: session.currency,
          }}
          onConflict={(message) => {
            setConflict(message);
            // The seats shown are stale: read them again (a full session then drops its form).
            apiRequest<PublicGroupSessionPageView>(path).then(view.set, () => {});
          }}
        />
      )}
    </BookingLayout>
  );
}
