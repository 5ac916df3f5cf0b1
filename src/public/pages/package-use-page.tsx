import { type ReactNode, useState } from 'react';
import type {
  BookablePackageSession,
  BookedPackageView,
  PackageBookingCreatedView,
} from '../../domain/public-booking/booked-package-view';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PackageBookingInput } from '../../domain/public-booking/package-purchase-input';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { durationLabel } from '../../domain/time/duration-label';
import { Avatar, ErrorBanner, Frame, Link, Notice, Skeleton } from '../components/frame';
import { SlotPicker } from '../components/slot-picker';
import { ApiError, api, useApi } from '../lib/api';
import { formatLongDate, formatRange, formatTime, initials } from '../lib/format';
import { creditsLeftLabel } from '../lib/package-labels';
import { useTitle } from '../lib/use-title';
import { PackageAccessForm } from './package-access-form';
import './package-pages.css';

type Service = BookedPackageView['services'][number];

/** /packages/use?packageId={id}&token={token}: the client books with the package's credits. */
export function PackageUsePage({
  bookedPackageId,
  token,
}: {
  bookedPackageId: string;
  token: string | null;
}) {
  if (!token) return <PackageAccessForm bookedPackageId={bookedPackageId} badLink={false} />;
  return <UsePackage bookedPackageId={bookedPackageId} token={token} />;
}

function UsePackage({ bookedPackageId, token }: { bookedPackageId: string; token: string }) {
  const base = `/api/public/booked-packages/${encodeURIComponent(bookedPackageId)}`;
  const query = `token=${encodeURIComponent(token)}`;
  const view = useApi<BookedPackageView>(`${base}?${query}`);
  const [zone, setZone] = useState(detectTimeZone);
  const [picking, setPicking] = useState<Service | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useTitle(view.state === 'ready' ? `${view.data.title} · Your package` : null);

  if (view.state === 'loading') return <Skeleton label="Loading your package" lines={2} />;
  if (view.state === 'error') {
    if (view.error.status === 404) return <PackageAccessForm bookedPackageId={bookedPackageId} badLink />;
    return <Notice title="Failed to load your package" text={view.error.message} onRetry={view.retry} />;
  }
  const p = view.data;

  async function book(input: PackageBookingInput, what: string) {
    setSending(true);
    setError(null);
    setDone(null);
    try {
      const created = await api<PackageBookingCreatedView>(`${base}/bookings?${query}`, {
        method: 'POST',
        body: input,
      });
      view.set(created.view);
      setPicking(null);
      setDone(`Booked: ${what}. A confirmation with a calendar invite is on its way to your inbox.`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }
  const bookSeat = (s: BookablePackageSession) =>
    book(
      { kind: 'session', sessionId: s.id, timeZone: zone },
      `${s.title}, ${formatRange(s.start, s.end, zone)}`,
    );
  const nothingToBook = p.services.length + p.series.length + p.groupSessions.length === 0;

  return (
    <Frame branding={p.page.branding} wide={picking !== null}>
      <header className="card use-head">
        <Avatar photoUrl={p.page.photoUrl} initials={initials(p.page.firstName, p.page.lastName)} size="sm" />
        <div className="use-head-text">
          <p className="manage-text">Hi {p.clientFirstName}, this is your package</p>
          <h1 className="manage-title">{p.title}</h1>
          <p className="manage-with">
            with <Link href={`/${p.page.slug}`}>{p.page.displayName}</Link>
          </p>
          {p.expired ? (
            <p className="use-expiry use-expired">Expired</p>
          ) : p.expiresAt ? (
            <p className="use-expiry">
              Use by {formatLongDate(p.expiresAt, zone)}, {formatTime(p.expiresAt, zone)}
              <span className="field-hint">All sessions must be booked for no later than that date</span>
            </p>
          ) : (
            <p className="use-expiry">Does not expire</p>
          )}
        </div>
      </header>

      {done ? (
        <p className="banner banner-info" role="status">
          {done}
        </p>
      ) : null}
      {picking === null ? <ErrorBanner message={error} /> : null}
      {p.expired ? (
        <p className="banner banner-error">This package has expired, so it can no longer book sessions.</p>
      ) : null}

      {picking ? (
        <ServiceTimePicker
          service={picking}
          slotsPath={`${base}/services/${encodeURIComponent(picking.serviceId ?? '')}/slots?${query}`}
          zone={zone}
          onZoneChange={setZone}
          sending={sending}
          error={error}
          onBook={(start) =>
            book(
              { kind: 'service', serviceId: picking.serviceId!, start, timeZone: zone },
              `${picking.title}, ${formatLongDate(start, zone)} at ${formatTime(start, zone)}`,
            )
          }
          onClose={() => {
            setPicking(null);
            setError(null);
          }}
        />
      ) : (
        <>
          {nothingToBook ? (
            <section className="card empty">
              <p>This package has no sessions to book.</p>
            </section>
          ) : null}
          <UseSection id="use-services" title="Sessions" show={p.services.length > 0}>
            {p.services.map((s) => (
              <UseItem
                key={s.title}
                title={s.title}
                meta={[s.duration ? durationLabel(s.duration) : null, creditsLeftLabel(s.available, s.count)]}
                action={
                  !p.expired && s.available > 0 && s.serviceId ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        setError(null);
                        setDone(null);
                        setPicking(s);
                      }}
                    >
                      Choose a time
                    </button>
                  ) : null
                }
              />
            ))}
          </UseSection>
          {p.series.map((series) => (
            <UseSection
              key={series.title}
              id={`use-series-${series.seriesId}`}
              title={`${series.title} · ${creditsLeftLabel(series.available, series.count)}`}
              show
            >
              {series.sessions.length === 0 ? (
                <li className="card item">
                  <span className="item-meta">No upcoming sessions scheduled</span>
                </li>
              ) : (
                series.sessions.map((s) => (
                  <SeatItem
                    key={s.id}
                    session={s}
                    zone={zone}
                    canBook={!p.expired && series.available > 0}
                    sending={sending}
                    onBook={() => bookSeat(s)}
                  />
                ))
              )}
            </UseSection>
          ))}
          <UseSection id="use-group" title="Group sessions included" show={p.groupSessions.length > 0}>
            {p.groupSessions.map((s) => (
              <SeatItem
                key={s.id}
                session={s}
                zone={zone}
                canBook={!p.expired}
                sending={sending}
                onBook={() => bookSeat(s)}
              />
            ))}
          </UseSection>
          <UseSection id="use-booked" title="Your sessions" show={p.bookings.length > 0}>
            {p.bookings.map((b) => (
              <UseItem
                key={b.sessionId}
                title={b.title}
                meta={[formatRange(b.start, b.end, zone)]}
                action={
                  <Link
                    href={`/booking/${encodeURIComponent(b.manageToken)}`}
                    className="button button-quiet"
                  >
                    Manage
                  </Link>
                }
              />
            ))}
          </UseSection>
        </>
      )}
    </Frame>
  );
}

function UseSection({
  id,
  title,
  show,
  children,
}: {
  id: string;
  title: string;
  show: boolean;
  children: ReactNode;
}) {
  if (!show) return null;
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ul className="list">{children}</ul>
    </section>
  );
}

function UseItem({ title, meta, action }: { title: string; meta: (string | null)[]; action: ReactNode }) {
  return (
    <li className="card item">
      <span className="item-main">
        <span className="item-title">{title}</span>
        <span className="item-meta">{meta.filter(Boolean).join(' · ')}</span>
      </span>
      {action}
    </li>
  );
}

function SeatItem(props: {
  session: BookablePackageSession;
  zone: string;
  canBook: boolean;
  sending: boolean;
  onBook: () => void;
}) {
  const { session: s } = props;
  const seats = s.seatsLeft === 1 ? '1 seat left' : `${s.seatsLeft} seats left`;
  return (
    <UseItem
      title={s.title}
      meta={[formatRange(s.start, s.end, props.zone), s.booked ? null : seats]}
      action={
        s.booked ? (
          <span className="badge">Booked</span>
        ) : s.seatsLeft === 0 ? (
          <span className="badge badge-full">Full</span>
        ) : props.canBook ? (
          <button
            type="button"
            className="button"
            disabled={props.sending}
            onClick={props.onBook}
            aria-label={`Book ${s.title}, ${formatRange(s.start, s.end, props.zone)}`}
          >
            Book
          </button>
        ) : null
      }
    />
  );
}

function ServiceTimePicker(props: {
  service: Service;
  slotsPath: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  sending: boolean;
  error: string | null;
  onBook: (start: string) => void;
  onClose: () => void;
}) {
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <section className="card change-card" aria-label={`Book ${props.service.title}`}>
      <div className="step-head">
        <h2 className="step-title">Choose a time for {props.service.title}</h2>
        <button type="button" className="button button-quiet" onClick={props.onClose}>
          Back
        </button>
      </div>
      <SlotPicker
        slotsPath={props.slotsPath}
        zone={props.zone}
        onZoneChange={props.onZoneChange}
        selected={slot}
        onPick={setSlot}
      />
      <ErrorBanner message={props.error} />
      {slot ? (
        <div className="change">
          <p className="booking-when">
            {formatLongDate(slot, props.zone)}, {formatTime(slot, props.zone)}
          </p>
          <button
            type="button"
            className="button"
            disabled={props.sending}
            onClick={() => props.onBook(slot)}
          >
            {props.sending ? 'Booking…' : 'Book this time'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
