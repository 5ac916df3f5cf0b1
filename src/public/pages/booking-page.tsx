import type { PublicPageView } from '../../domain/public-booking/public-page-view';
import { durationLabel } from '../../domain/time/duration-label';
import { Avatar, Frame, Link, NotFoundNotice, Notice, Skeleton } from '../components/frame';
import { useApi } from '../lib/api';
import { formatPrice, formatRange, initials } from '../lib/format';
import { useTitle } from '../lib/use-title';

const clientZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /{slug}: who the expert is and everything a client can book. */
export function BookingPage({ slug }: { slug: string }) {
  const page = useApi<PublicPageView>(`/api/public/pages/${encodeURIComponent(slug)}`);
  useTitle(page.state === 'ready' ? page.data.displayName : null);
  if (page.state === 'loading') return <Skeleton label="Loading the booking page" />;
  if (page.state === 'error') {
    if (page.error.status === 404) return <NotFoundNotice />;
    return <Notice title="Failed to load the booking page" text={page.error.message} onRetry={page.retry} />;
  }
  const p = page.data;
  const money = (amount: number) => formatPrice(amount, p.currency);
  const nothing = p.services.length + p.groupSessions.length + p.series.length + p.packages.length === 0;

  return (
    <Frame branding={p.branding}>
      <header className="card profile">
        <Avatar photoUrl={p.photoUrl} initials={initials(p.firstName, p.lastName)} />
        <h1 className="profile-name">{p.displayName}</h1>
        {p.headline ? <p className="profile-headline">{p.headline}</p> : null}
        {p.description ? <p className="profile-description">{p.description}</p> : null}
      </header>

      {nothing ? (
        <section className="card empty">
          <h2>Nothing to book yet</h2>
          <p>{p.displayName} has not published any sessions. Please check back soon.</p>
        </section>
      ) : null}

      {p.services.length > 0 ? (
        <section className="section" aria-labelledby="services-title">
          <h2 id="services-title" className="section-title">
            Sessions
          </h2>
          <ul className="list">
            {p.services.map((s) => (
              <li key={s.id}>
                <Link href={`/${p.slug}/${s.id}`} className="card item item-link">
                  <span className="item-main">
                    <span className="item-title">{s.title}</span>
                    <span className="item-meta">
                      {durationLabel(s.duration)} · {money(s.price)}
                    </span>
                    {s.description ? <span className="item-description">{s.description}</span> : null}
                  </span>
                  <span className="item-action" aria-hidden="true">
                    Book
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.groupSessions.length > 0 ? (
        <section className="section" aria-labelledby="group-title">
          <h2 id="group-title" className="section-title">
            Group sessions
          </h2>
          <ul className="list">
            {p.groupSessions.map((g) => (
              <li key={g.id} className="card item">
                <span className="item-main">
                  <span className="item-title">{g.title}</span>
                  <span className="item-meta">{formatRange(g.start, g.end, clientZone)}</span>
                  <span className="item-meta">{money(g.price)}</span>
                </span>
                <span className={g.seatsLeft > 0 ? 'badge' : 'badge badge-full'}>
                  {g.seatsLeft > 0 ? `${g.seatsLeft} ${g.seatsLeft === 1 ? 'seat' : 'seats'} left` : 'Full'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.series.length > 0 ? (
        <section className="section" aria-labelledby="series-title">
          <h2 id="series-title" className="section-title">
            Series
          </h2>
          <ul className="list">
            {p.series.map((s) => (
              <li key={s.id}>
                <a href={`/series/${s.id}`} className="card item item-link">
                  <span className="item-main">
                    <span className="item-title">{s.title}</span>
                    <span className="item-meta">
                      {durationLabel(s.duration)} · {money(s.price)}
                    </span>
                    <span className="item-meta">
                      {s.upcomingCount === 0
                        ? 'No upcoming sessions scheduled'
                        : `${s.upcomingCount} upcoming ${s.upcomingCount === 1 ? 'session' : 'sessions'}`}
                    </span>
                  </span>
                  <span className="item-action" aria-hidden="true">
                    View
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.packages.length > 0 ? (
        <section className="section" aria-labelledby="packages-title">
          <h2 id="packages-title" className="section-title">
            Packages
          </h2>
          <ul className="list">
            {p.packages.map((k) => (
              <li key={k.id}>
                <a href={`/packages/${k.id}`} className="card item item-link">
                  <span className="item-main">
                    <span className="item-title">{k.title}</span>
                    <span className="item-meta">
                      {money(k.price)}
                      {k.paymentPlan
                        ? ` or ${k.paymentPlan.count} × ${money(k.paymentPlan.amount)} monthly`
                        : ''}
                    </span>
                    {k.expiryDays ? <span className="item-meta">Valid for {k.expiryDays} days</span> : null}
                  </span>
                  <span className="item-action" aria-hidden="true">
                    View
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Frame>
  );
}
