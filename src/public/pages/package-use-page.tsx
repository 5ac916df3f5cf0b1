import { useState } from 'react';
import type {
  BookablePackageSession,
  BookedPackageView,
  PackageBookingCreatedView,
} from '../../domain/public-booking/booked-package-view';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PackageBookingInput } from '../../domain/public-booking/package-purchase-input';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { durationLabel } from '../../domain/time/duration-label';
import { ApiError, apiRequest } from '../../web/lib/api-client';
import { CardSection, ItemCard, SeatsBadge } from '../components/card-list';
import { TextField } from '../components/field';
import { Avatar, ErrorBanner, Frame, Link, Unloaded } from '../components/frame';
import { SlotPicker } from '../components/slot-picker';
import { formatLongDate, formatRange, formatTime, initials } from '../lib/format';
import { creditsLeftLabel } from '../lib/package-labels';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';
import { PackageAccessForm } from './package-access-form';
import './package-pages.css';
import { pageHref } from '../lib/router';

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
  const base = `/public/booked-packages/${encodeURIComponent(bookedPackageId)}`;
  const query = `token=${encodeURIComponent(token)}`;
  const view = useApi<BookedPackageView>(`${base}?${query}`);
  const [zone, setZone] = useState(detectTimeZone);
  const [picking, setPicking] = useState<Service | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  useTitle(view.state === 'ready' ? `${view.data.title} · Your package` : null);

  if (view.state !== 'ready') {
    return (
      <Unloaded
        view={view}
        loading="Loading your package"
        failed="Failed to load your package"
        lines={2}
        // A wrong or outdated token: the email brings a new link.
        notFound={<PackageAccessForm bookedPackageId={bookedPackageId} badLink />}
      />
    );
  }
  const p = view.data;

  async function book(input: PackageBookingInput, what: string, collectPhoneNumber: boolean) {
    setError(null);
    setDone(null);
    // spec: the phone number is required when the session collects it (the server checks too).
    const phoneNumber = collectPhoneNumber ? phone.trim() : '';
    setPhoneError(collectPhoneNumber && !phoneNumber ? 'Required' : null);
    if (collectPhoneNumber && !phoneNumber) return;
    setSending(true);
    try {
      const created = await apiRequest<PackageBookingCreatedView>(`${base}/bookings?${query}`, {
        method: 'POST',
        body: { ...input, phone: phoneNumber || null },
      });
      view.set(created.view);
      setPicking(null);
      setDone(`Booked: ${what}. A confirmation with a calendar invite is on its way to your inbox.`);
    } catch (e) {
      const phoneRefused = e instanceof ApiError ? e.fields?.phone : undefined;
      if (phoneRefused) setPhoneError(phoneRefused);
      else setError(e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }
  const bookSeat = (s: BookablePackageSession) =>
    book(
      { kind: 'session', sessionId: s.id, timeZone: zone },
      `${s.title}, ${formatRange(s.start, s.end, zone)}`,
      s.collectPhoneNumber,
    );
  const nothingToBook = p.services.length + p.series.length + p.groupSessions.length === 0;
  const asksPhone =
    !p.expired &&
    [...p.services, ...p.series.flatMap((series) => series.sessions), ...p.groupSessions].some(
      (item) => item.collectPhoneNumber,
    );
  const phoneField = asksPhone ? (
    <section className="card change-card" aria-label="Your phone number">
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        hint="Some sessions ask for it when you book"
        value={phone}
        error={phoneError ?? undefined}
        onChange={(e) => {
          setPhone(e.currentTarget.value);
          setPhoneError(null);
        }}
      />
    </section>
  ) : null;

  return (
    <Frame page={p.page} wide={picking !== null}>
      <header className="card use-head">
        <Avatar photoUrl={p.page.photoUrl} initials={initials(p.page.firstName, p.page.lastName)} size="sm" />
        <div className="use-head-text">
          <p className="manage-text">Hi {p.clientFirstName}, this is your package</p>
          <h1 className="manage-title">{p.title}</h1>
          <p className="manage-with">
            with <Link href={pageHref(p.page.slug)}>{p.page.displayName}</Link>
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

      {phoneField}
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
              picking.collectPhoneNumber,
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
          <CardSection id="use-services" title="Sessions" items={p.services}>
            {(s) => (
              <ItemCard
                key={s.title}
                title={s.title}
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
              >
                <span className="item-meta">
                  {[s.duration ? durationLabel(s.duration) : null, creditsLeftLabel(s.available, s.count)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </ItemCard>
            )}
          </CardSection>
          {p.series.map((series) => (
            <CardSection
              key={series.title}
              id={`use-series-${series.seriesId}`}
              title={`${series.title} · ${creditsLeftLabel(series.available, series.count)}`}
              items={series.sessions}
              empty="No upcoming sessions scheduled"
            >
              {(s) => (
                <SeatItem
                  key={s.id}
                  session={s}
                  zone={zone}
                  canBook={!p.expired && series.available > 0}
                  sending={sending}
                  onBook={() => bookSeat(s)}
                />
              )}
            </CardSection>
          ))}
          <CardSection id="use-group" title="Group sessions included" items={p.groupSessions}>
            {(s) => (
              <SeatItem
                key={s.id}
                session={s}
                zone={zone}
                canBook={!p.expired}
                sending={sending}
                onBook={() => bookSeat(s)}
              />
            )}
          </CardSection>
          <CardSection id="use-booked" title="Your sessions" items={p.bookings}>
            {(b) => (
              <ItemCard
                key={b.sessionId}
                title={b.title}
                action={
                  <Link
                    href={`/booking/${encodeURIComponent(b.manageToken)}`}
                    className="button button-quiet"
                  >
                    Manage
                  </Link>
                }
              >
                <span className="item-meta">{formatRange(b.start, b.end, zone)}</span>
              </ItemCard>
            )}
          </CardSection>
        </>
      )}
    </Frame>
  );
}

/** A seat the package can book: when, seats left (or Booked), and Book while it can. */
function SeatItem(props: {
  session: BookablePackageSession;
  zone: string;
  canBook: boolean;
  sending: boolean;
  onBook: () => void;
}) {
  const { session: s } = props;
  const when = formatRange(s.start, s.end, props.zone);
  return (
    <ItemCard
      title={s.title}
      badge={s.booked ? <span className="badge">Booked</span> : <SeatsBadge seatsLeft={s.seatsLeft} />}
      action={
        !s.booked && s.seatsLeft > 0 && props.canBook ? (
          <button
            type="button"
            className="button"
            disabled={props.sending}
            onClick={props.onBook}
            aria-label={`Book ${s.title}, ${when}`}
          >
            Book
          </button>
        ) : null
      }
    >
      <span className="item-meta">{when}</span>
    </ItemCard>
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
