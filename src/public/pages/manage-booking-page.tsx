import { useState } from 'react';
import { expertSendsLinkNote, meetingPlace } from '../../domain/locations/meeting-place';
import { MESSAGE_MAX, MESSAGE_TOO_LONG } from '../../domain/public-booking/booking-input';
import type { BookingView } from '../../domain/public-booking/booking-view';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';
import { TextAreaField } from '../components/field';
import { ErrorBanner, Frame, Link, Unloaded } from '../components/frame';
import { SlotPicker } from '../components/slot-picker';
import { formatLongDate, formatPrice, formatTime, zoneCity } from '../lib/format';
import { pageHref } from '../lib/router';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';

const HEADINGS: Record<BookingView['status'], { title: string; text: string }> = {
  confirmed: {
    title: 'You are booked',
    text: 'A confirmation with a calendar invite is on its way to your inbox.',
  },
  awaiting_payment: {
    title: 'Waiting for your payment',
    text: 'Your time is held while the payment completes.',
  },
  cancelled: { title: 'This booking is cancelled', text: 'The time has been released.' },
  expired: {
    title: 'This booking has expired',
    text: 'The payment was not completed in time, so the time was released.',
  },
};

// A place in a group session: the seat, not a time, is held or released.
const SEAT_TEXTS: Partial<Record<BookingView['status'], { text: string }>> = {
  awaiting_payment: { text: 'Your seat is held while the payment completes.' },
  cancelled: { text: 'Your place has been released.' },
  expired: { text: 'The payment was not completed in time, so the seat was released.' },
};

/** /booking/{token}: the confirmation, add-to-calendar, and cancelling or rescheduling within the policy. */
export function ManageBookingPage({ token }: { token: string }) {
  const path = `/public/bookings/${encodeURIComponent(token)}`;
  const booking = useApi<BookingView>(path);
  const [mode, setMode] = useState<'view' | 'cancel' | 'reschedule'>('view');
  useTitle(booking.state === 'ready' ? `${booking.data.service.title} · Your booking` : null);

  if (booking.state !== 'ready') {
    return (
      <Unloaded
        view={booking}
        loading="Loading your booking"
        failed="Failed to load your booking"
        lines={1}
      />
    );
  }
  const b = booking.data;
  const heading = b.groupSessionId ? { ...HEADINGS[b.status], ...SEAT_TEXTS[b.status] } : HEADINGS[b.status];
  const active = b.status === 'confirmed' || b.status === 'awaiting_payment';
  const done = (next: BookingView) => {
    booking.set(next);
    setMode('view');
  };

  return (
    <Frame wide={mode === 'reschedule'}>
      <section className={`card manage manage-${b.status}`}>
        <p className="manage-status">{heading.title}</p>
        <p className="manage-text">{heading.text}</p>
        <h1 className="manage-title">{b.service.title}</h1>
        <p className="manage-with">
          with <Link href={pageHref(b.expert.slug)}>{b.expert.displayName}</Link>
        </p>
        <dl className="facts">
          <dt>When</dt>
          <dd>
            {formatLongDate(b.start, b.timeZone)}
            <br />
            {formatTime(b.start, b.timeZone)} – {formatTime(b.end, b.timeZone)} ({zoneCity(b.timeZone)} time)
          </dd>
          <dt>Where</dt>
          <dd>
            <Where location={b.location} expertName={b.expert.displayName} />
          </dd>
          <dt>Price</dt>
          <dd>
            {b.bookedPackage ? (
              <>
                Included in your package
                <Link className="facts-sub" href={b.bookedPackage.usePath}>
                  {b.bookedPackage.title}
                </Link>
              </>
            ) : (
              formatPrice(b.price, b.currency)
            )}
          </dd>
        </dl>

        {b.status === 'confirmed' ? (
          <div className="calendar-links">
            <span className="calendar-links-title">Add to calendar</span>
            <a className="chip" href={b.calendar.icsUrl} download>
              Apple / .ics
            </a>
            <a className="chip" href={b.calendar.googleUrl} target="_blank" rel="noreferrer">
              Google
            </a>
            <a className="chip" href={b.calendar.outlookUrl} target="_blank" rel="noreferrer">
              Outlook
            </a>
          </div>
        ) : null}

        {active && mode === 'view' ? (
          <div className="manage-actions">
            {b.canReschedule ? (
              <button type="button" className="button button-quiet" onClick={() => setMode('reschedule')}>
                Reschedule
              </button>
            ) : null}
            {b.canCancel ? (
              <button type="button" className="button button-danger-quiet" onClick={() => setMode('cancel')}>
                Cancel booking
              </button>
            ) : null}
            {!b.canCancel && !b.canReschedule ? (
              <p className="field-hint">
                This booking can no longer be changed online. Please contact {b.expert.displayName}.
              </p>
            ) : null}
          </div>
        ) : null}

        {b.groupSessionId && !active ? (
          <Link href={`/sessions/${b.groupSessionId}`} className="manage-again">
            See the session
          </Link>
        ) : null}

        {mode === 'cancel' ? <CancelForm path={path} onDone={done} onClose={() => setMode('view')} /> : null}
      </section>
      {mode === 'reschedule' ? (
        <RescheduleForm booking={b} path={path} onDone={done} onClose={() => setMode('view')} />
      ) : null}
    </Frame>
  );
}

/** The real place only (ADR 030): an address, a link to open, or who sends the link. */
function Where({ location, expertName }: { location: BookingView['location']; expertName: string }) {
  const place = meetingPlace(location);
  if (place.kind === 'link') {
    return (
      <>
        {place.label}
        <a className="facts-sub facts-link" href={place.url} target="_blank" rel="noreferrer">
          {place.url}
        </a>
      </>
    );
  }
  if (place.kind === 'expert-sends-link') {
    return (
      <>
        {place.label}
        <span className="facts-sub">{expertSendsLinkNote('client', expertName)}.</span>
      </>
    );
  }
  // In person: the name, its address beneath.
  return location.name && location.details ? (
    <>
      {location.name}
      <span className="facts-sub">{location.details}</span>
    </>
  ) : (
    place.text
  );
}

function useChange(path: string, action: 'cancel' | 'reschedule', onDone: (b: BookingView) => void) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (body: Record<string, unknown>) => {
    setSending(true);
    setError(null);
    try {
      onDone(await apiRequest<BookingView>(`${path}/${action}`, { method: 'POST', body }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE);
      setSending(false);
    }
  };
  return { error, sending, send };
}

/** The optional note to the expert; over MESSAGE_MAX characters it says so and is not sent. */
function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextAreaField
      label="Message"
      optional
      rows={3}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={value.length > MESSAGE_MAX ? MESSAGE_TOO_LONG : undefined}
      hint={`${value.length}/${MESSAGE_MAX}`}
    />
  );
}

function CancelForm({
  path,
  onDone,
  onClose,
}: {
  path: string;
  onDone: (b: BookingView) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const tooLong = message.length > MESSAGE_MAX;
  const change = useChange(path, 'cancel', onDone);
  return (
    <form
      className="change"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong) change.send({ message: message.trim() || null });
      }}
    >
      <h2 className="step-title">Cancel this booking?</h2>
      <MessageField value={message} onChange={setMessage} />
      <ErrorBanner message={change.error} />
      <div className="manage-actions">
        <button type="submit" className="button button-danger" disabled={change.sending}>
          Cancel booking
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Keep booking
        </button>
      </div>
    </form>
  );
}

function RescheduleForm(props: {
  booking: BookingView;
  path: string;
  onDone: (b: BookingView) => void;
  onClose: () => void;
}) {
  const { booking } = props;
  const [zone, setZone] = useState(booking.timeZone);
  const [slot, setSlot] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const tooLong = message.length > MESSAGE_MAX;
  const change = useChange(props.path, 'reschedule', props.onDone);
  // canReschedule is false once the service is gone, so the id is there whenever this shows.
  const slotsPath = `/public/pages/${encodeURIComponent(booking.expert.slug)}/services/${encodeURIComponent(booking.service.id ?? '')}/slots`;
  return (
    <section className="card change-card" aria-label="Reschedule">
      <div className="step-head">
        <h2 className="step-title">Choose a new time</h2>
        <button type="button" className="button button-quiet" onClick={props.onClose}>
          Keep current time
        </button>
      </div>
      <SlotPicker slotsPath={slotsPath} zone={zone} onZoneChange={setZone} selected={slot} onPick={setSlot} />
      {slot ? (
        <form
          className="change"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooLong) change.send({ start: slot, message: message.trim() || null });
          }}
        >
          <p className="booking-when">
            New time: {formatLongDate(slot, zone)}, {formatTime(slot, zone)}
          </p>
          <MessageField value={message} onChange={setMessage} />
          <ErrorBanner message={change.error} />
          <button type="submit" className="button" disabled={change.sending}>
            Reschedule
          </button>
        </form>
      ) : null}
    </section>
  );
}
