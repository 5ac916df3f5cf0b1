import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PublicPageView } from '../../domain/public-booking/public-page-view';
import { PAID_ITEM_UNAVAILABLE } from '../../domain/shared/messages';
import { PAGE_UNAVAILABLE_CODE } from '../../domain/team/team-rules';
import { durationLabel } from '../../domain/time/duration-label';
import { RichTextBlocks } from '../../web/components/rich-text/rich-text-blocks';
import { CardSection, ItemCard, SeatsBadge } from '../components/card-list';
import { Avatar, Frame, Notice, Unloaded } from '../components/frame';
import { PaymentsNotice } from '../components/payments-notice';
import { formatPrice, formatRange, initials } from '../lib/format';
import { expiryLine, paymentPlanLine } from '../lib/package-labels';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';
import './booking-page.css';
import { pageHref } from '../lib/router';

const clientZone = detectTimeZone();
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /{slug}: who the expert is and everything a client can book. */
export function BookingPage({ slug }: { slug: string }) {
  const page = useApi<PublicPageView>(`/public/pages/${encodeURIComponent(slug)}`);
  useTitle(page.state === 'ready' ? page.data.displayName : null);
  if (page.state === 'error' && page.error.code === PAGE_UNAVAILABLE_CODE) {
    // A disabled team member's page (issue 18): closed for now, which trying again won't change.
    return <Notice title="Not taking bookings" text={page.error.message} />;
  }
  if (page.state !== 'ready') {
    return (
      <Unloaded view={page} loading="Loading the booking page" failed="Failed to load the booking page" />
    );
  }
  const p = page.data;
  const money = (amount: number) => formatPrice(amount, p.currency);
  const nothing = p.services.length + p.groupSessions.length + p.series.length + p.packages.length === 0;
  // ADR 034: paid things stay listed with their prices; their pages say why they can't be booked.
  const closed = (price: number) => price > 0 && !p.acceptsPayments;
  const somethingClosed = [...p.services, ...p.groupSessions, ...p.series, ...p.packages].some((item) =>
    closed(item.price),
  );
  const closedLine = <span className="item-meta item-closed">{PAID_ITEM_UNAVAILABLE}</span>;

  return (
    <Frame page={p}>
      <header className={p.cover ? 'card profile profile-with-cover' : 'card profile'}>
        {p.cover ? (
          <img
            className="profile-cover"
            src={p.cover.url}
            srcSet={`${p.cover.smallUrl} ${p.cover.width / 2}w, ${p.cover.url} ${p.cover.width}w`}
            sizes="(min-width: 720px) 680px, 100vw"
            width={p.cover.width}
            height={p.cover.height}
            alt={p.cover.alt}
            fetchPriority="high"
          />
        ) : null}
        <Avatar photoUrl={p.photoUrl} initials={initials(p.firstName, p.lastName)} />
        <h1 className="profile-name">{p.displayName}</h1>
        {p.headline ? <p className="profile-headline">{p.headline}</p> : null}
        {p.description ? (
          <div className="profile-about" data-testid="page-description">
            <RichTextBlocks value={p.description} />
          </div>
        ) : null}
      </header>

      {somethingClosed ? <PaymentsNotice /> : null}

      {nothing ? (
        <section className="card empty">
          <h2>Nothing to book yet</h2>
          <p>{p.displayName} has not published any sessions. Please check back soon.</p>
        </section>
      ) : null}

      <CardSection id="services" title="Sessions" items={p.services}>
        {(s) => (
          <ItemCard
            key={s.id}
            title={s.title}
            link={{
              href: pageHref(p.slug, `/${s.id}`),
              action: closed(s.price) ? 'View' : 'Book',
              inApp: true,
            }}
          >
            <span className="item-meta">
              {durationLabel(s.duration)} · {money(s.price)}
            </span>
            {closed(s.price) ? closedLine : null}
            {s.description ? <span className="item-description">{s.description}</span> : null}
          </ItemCard>
        )}
      </CardSection>

      <CardSection id="group" title="Group sessions" items={p.groupSessions}>
        {(g) => (
          <ItemCard
            key={g.id}
            title={g.title}
            badge={<SeatsBadge seatsLeft={g.seatsLeft} />}
            link={{
              href: `/sessions/${g.id}`,
              action: g.seatsLeft > 0 && !closed(g.price) ? 'Book' : 'View',
              inApp: true,
            }}
          >
            <span className="item-meta">{formatRange(g.start, g.end, clientZone)}</span>
            <span className="item-meta">{money(g.price)}</span>
            {closed(g.price) ? closedLine : null}
          </ItemCard>
        )}
      </CardSection>

      <CardSection id="series" title="Series" items={p.series}>
        {(s) => (
          <ItemCard
            key={s.id}
            title={s.title}
            link={{ href: `/series/${s.id}`, action: 'View', inApp: true }}
          >
            <span className="item-meta">
              {durationLabel(s.duration)} · {money(s.price)}
            </span>
            <span className="item-meta">
              {s.upcomingCount === 0
                ? 'No upcoming sessions scheduled'
                : counted(s.upcomingCount, 'upcoming session', 'upcoming sessions')}
            </span>
            {closed(s.price) ? closedLine : null}
          </ItemCard>
        )}
      </CardSection>

      <CardSection id="packages" title="Packages" items={p.packages}>
        {(k) => (
          <ItemCard
            key={k.id}
            title={k.title}
            link={{ href: `/packages/${k.id}`, action: 'View', inApp: true }}
          >
            <span className="item-meta">
              {money(k.price)}
              {k.paymentPlan ? ` ${paymentPlanLine(k.paymentPlan, p.currency)}` : ''}
            </span>
            {k.expiryDays ? <span className="item-meta">{expiryLine(k.expiryDays)}</span> : null}
            {closed(k.price) ? closedLine : null}
          </ItemCard>
        )}
      </CardSection>
    </Frame>
  );
}
