import { useState } from 'react';
import { GROUP_MESSAGES } from '../../domain/group-sessions/group-session-fields';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PublicSeriesPageView } from '../../domain/public-booking/group-seat';
import { durationLabel } from '../../domain/time/duration-label';
import { CardSection, ItemCard, SeatsBadge } from '../components/card-list';
import { Avatar, Frame, Link, Unloaded } from '../components/frame';
import { PaymentsNotice } from '../components/payments-notice';
import { TimeZonePicker } from '../components/time-zone-picker';
import { formatPrice, formatRange, initials } from '../lib/format';
import { pageHref } from '../lib/router';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';

/** /series/{id}: a series and its upcoming sessions, each with its seats left and its own page. */
export function SeriesPage({ seriesId }: { seriesId: string }) {
  const view = useApi<PublicSeriesPageView>(`/public/series/${encodeURIComponent(seriesId)}`);
  const [zone, setZone] = useState(detectTimeZone);
  useTitle(view.state === 'ready' ? `${view.data.series.title} · ${view.data.page.displayName}` : null);

  if (view.state !== 'ready') {
    return <Unloaded view={view} loading="Loading the series" failed="Failed to load the series" />;
  }
  const { page, series, sessions } = view.data;
  // ADR 034: paid dates stay listed; their pages say why they can't be booked.
  const closed = (price: number) => price > 0 && !view.data.acceptsPayments;

  return (
    <Frame page={page}>
      <Link href={pageHref(page.slug)} className="back">
        ← {page.displayName}
      </Link>
      <header className="card series-head">
        <Avatar photoUrl={page.photoUrl} initials={initials(page.firstName, page.lastName)} size="sm" />
        <p className="booking-expert">{page.displayName}</p>
        <h1 className="booking-title">{series.title}</h1>
        <p className="booking-fact">
          {durationLabel(series.duration)} · {formatPrice(series.price, page.currency)}
          {series.price > 0 ? ' per session' : ''}
        </p>
        {series.description ? <p className="booking-description">{series.description}</p> : null}
        <div className="series-zone">
          <TimeZonePicker value={zone} onChange={setZone} />
        </div>
      </header>

      {closed(series.price) || sessions.some((s) => closed(s.price)) ? <PaymentsNotice /> : null}

      {sessions.length === 0 ? (
        <section className="card empty">
          <h2>{GROUP_MESSAGES.noUpcoming}</h2>
          <p>Please check back soon.</p>
        </section>
      ) : null}
      <CardSection id="dates" title="Upcoming sessions" items={sessions}>
        {(s) => (
          <ItemCard
            key={s.id}
            title={formatRange(s.start, s.end, zone)}
            badge={<SeatsBadge seatsLeft={s.seatsLeft} />}
            link={{
              href: `/sessions/${s.id}`,
              action: s.seatsLeft > 0 && !closed(s.price) ? 'Book' : 'View',
              inApp: true,
            }}
          >
            <span className="item-meta">{formatPrice(s.price, page.currency)}</span>
          </ItemCard>
        )}
      </CardSection>
    </Frame>
  );
}
