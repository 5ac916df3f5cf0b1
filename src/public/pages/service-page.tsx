import { useState } from 'react';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PublicServicePageView } from '../../domain/public-booking/public-page-view';
import { durationLabel } from '../../domain/time/duration-label';
import { BookingLayout } from '../components/booking-layout';
import { DetailsForm, EMPTY_FIELDS, postBooking } from '../components/details-form';
import { ErrorBanner, Unloaded } from '../components/frame';
import { PaidClosed } from '../components/payments-notice';
import { SlotPicker } from '../components/slot-picker';
import type { ClientFields } from '../lib/booking-form';
import { formatLongDate, formatPrice, formatTime } from '../lib/format';
import { pageHref } from '../lib/router';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';

/** /{slug}/{serviceId}: pick a day and a time, then give your details. */
export function ServicePage({ slug, serviceId }: { slug: string; serviceId: string }) {
  const base = `/public/pages/${encodeURIComponent(slug)}`;
  const view = useApi<PublicServicePageView>(`${base}/services/${encodeURIComponent(serviceId)}`);
  const [zone, setZone] = useState(detectTimeZone);
  const [slot, setSlot] = useState<string | null>(null);
  const [step, setStep] = useState<'time' | 'details'>('time');
  const [taken, setTaken] = useState<string | null>(null);
  // The time another client took first: the calendar reopens on its day, not on this month.
  const [takenAt, setTakenAt] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  // Kept here so going back to change the time keeps what the client typed.
  const [values, setValues] = useState<ClientFields>(EMPTY_FIELDS);
  useTitle(view.state === 'ready' ? `${view.data.service.title} · ${view.data.page.displayName}` : null);

  if (view.state !== 'ready') {
    return (
      <Unloaded view={view} loading="Loading the service" failed="Failed to load the service" lines={1} />
    );
  }
  const { page, service } = view.data;
  // ADR 034: a paid service shows its price but can't be booked while payments are off.
  const closed = service.price > 0 && !view.data.acceptsPayments;

  return (
    <BookingLayout
      page={page}
      title={service.title}
      summary={
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
      {closed ? (
        <PaidClosed back={{ href: pageHref(page.slug), label: `See what ${page.firstName} offers` }} />
      ) : step === 'time' ? (
        <>
          <h2 className="step-title">Choose a time</h2>
          <ErrorBanner message={taken} />
          <SlotPicker
            slotsPath={`${base}/services/${encodeURIComponent(service.id)}/slots`}
            zone={zone}
            onZoneChange={setZone}
            selected={slot}
            openAt={takenAt}
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
          send={(client, extra) =>
            postBooking(`${base}/bookings`, { serviceId: service.id, start: slot, client, ...extra })
          }
          page={page}
          zone={zone}
          values={values}
          onValues={setValues}
          collectPhoneNumber={service.collectPhoneNumber}
          paid={service.price > 0}
          discount={{
            slug: page.slug,
            item: { kind: 'service', id: service.id },
            price: service.price,
            currency: page.currency,
          }}
          aside={
            <button type="button" className="button button-quiet" onClick={() => setStep('time')}>
              Change time
            </button>
          }
          onConflict={(message) => {
            setTaken(message);
            setTakenAt(slot);
            setSlot(null);
            setRefresh((n) => n + 1);
            setStep('time');
          }}
        />
      )}
    </BookingLayout>
  );
}
