import { useState } from 'react';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { BookingCreatedView } from '../../domain/public-booking/booking-input';
import type { PublicServicePageView } from '../../domain/public-booking/public-page-view';
import { durationLabel } from '../../domain/time/duration-label';
import { BookingCard } from '../components/booking-card';
import {
  ClientDetailsFields,
  clientPayload,
  EMPTY_CLIENT_FIELDS,
  useClientDetails,
} from '../components/client-details';
import { ErrorBanner, NotFoundNotice, Notice, Skeleton } from '../components/frame';
import { SlotPicker } from '../components/slot-picker';
import { ApiError, api, useApi } from '../lib/api';
import { type ClientFields, checkClientFields } from '../lib/booking-form';
import { formatLongDate, formatPrice, formatTime } from '../lib/format';
import { navigate } from '../lib/router';
import { useTitle } from '../lib/use-title';

/** /{slug}/{serviceId}: pick a day and a time, then give your details. */
export function ServicePage({ slug, serviceId }: { slug: string; serviceId: string }) {
  const base = `/api/public/pages/${encodeURIComponent(slug)}`;
  const view = useApi<PublicServicePageView>(`${base}/services/${encodeURIComponent(serviceId)}`);
  const [zone, setZone] = useState(detectTimeZone);
  const [slot, setSlot] = useState<string | null>(null);
  const [step, setStep] = useState<'time' | 'details'>('time');
  const [taken, setTaken] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  // Kept here so going back to change the time keeps what the client typed.
  const [values, setValues] = useState<ClientFields>(EMPTY_CLIENT_FIELDS);
  useTitle(view.state === 'ready' ? `${view.data.service.title} · ${view.data.page.displayName}` : null);

  if (view.state === 'loading') return <Skeleton label="Loading the service" lines={1} />;
  if (view.state === 'error') {
    if (view.error.status === 404) return <NotFoundNotice />;
    return <Notice title="Failed to load the service" text={view.error.message} onRetry={view.retry} />;
  }
  const { page, service } = view.data;

  return (
    <BookingCard
      page={page}
      title={service.title}
      facts={
        <>
          <p className="booking-fact">{durationLabel(service.duration)}</p>
          <p className="booking-fact">{formatPrice(service.price, page.currency)}</p>
          {slot && step === 'details' ? (
            <p className="booking-when">
              {formatLongDate(slot, zone)}
              <br />
              {formatTime(slot, zone)} –{' '}
              {formatTime(new Date(Date.parse(slot) + service.duration * 60_000).toISOString(), zone)}
            </p>
          ) : null}
          {service.description ? <p className="booking-description">{service.description}</p> : null}
        </>
      }
    >
      {step === 'time' ? (
        <>
          <h2 className="step-title">Choose a time</h2>
          <ErrorBanner message={taken} />
          <SlotPicker
            slotsPath={`${base}/services/${encodeURIComponent(service.id)}/slots`}
            zone={zone}
            onZoneChange={setZone}
            selected={slot}
            refreshKey={refresh}
            onPick={(s) => {
              setSlot(s);
              setTaken(null);
              setStep('details');
            }}
          />
        </>
      ) : (
        <DetailsForm
          bookingsPath={`${base}/bookings`}
          serviceId={service.id}
          start={slot!}
          zone={zone}
          values={values}
          onValues={setValues}
          collectPhoneNumber={service.collectPhoneNumber}
          paid={service.price > 0}
          onBack={() => setStep('time')}
          onTaken={(message) => {
            setTaken(message);
            setSlot(null);
            setRefresh((n) => n + 1);
            setStep('time');
          }}
        />
      )}
    </BookingCard>
  );
}

function DetailsForm(props: {
  bookingsPath: string;
  serviceId: string;
  start: string;
  zone: string;
  values: ClientFields;
  onValues: (update: (v: ClientFields) => ClientFields) => void;
  collectPhoneNumber: boolean;
  paid: boolean;
  onBack: () => void;
  onTaken: (message: string) => void;
}) {
  const { values } = props;
  const form = useClientDetails(props.onValues);
  const [sending, setSending] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = checkClientFields(values, props.collectPhoneNumber);
    form.setErrors(found);
    form.setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const created = await api<BookingCreatedView>(props.bookingsPath, {
        method: 'POST',
        body: {
          serviceId: props.serviceId,
          start: props.start,
          client: clientPayload(values, props.zone, props.collectPhoneNumber),
        },
      });
      if (created.checkoutUrl) window.location.assign(created.checkoutUrl);
      else navigate(`/booking/${encodeURIComponent(created.token)}`);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 409) return props.onTaken(error.message);
      form.showApiError(error);
    }
  }

  return (
    <form className="details" onSubmit={submit} noValidate>
      <div className="step-head">
        <h2 className="step-title">Your details</h2>
        <button type="button" className="button button-quiet" onClick={props.onBack}>
          Change time
        </button>
      </div>
      <ClientDetailsFields
        values={values}
        bind={form.bind(values)}
        collectPhoneNumber={props.collectPhoneNumber}
        messagePlaceholder="Anything you would like to share before the session"
      />
      <ErrorBanner message={form.formError} />
      <button type="submit" className="button button-block" disabled={sending}>
        {sending ? 'Booking…' : props.paid ? 'Continue to payment' : 'Confirm booking'}
      </button>
    </form>
  );
}
