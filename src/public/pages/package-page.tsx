import { type ReactNode, useState } from 'react';
import { detectTimeZone } from '../../domain/public-booking/booking-calendar';
import type { PublicPackagePageView } from '../../domain/public-booking/package-page-view';
import type {
  PackagePurchaseCreatedView,
  PaymentOption,
} from '../../domain/public-booking/package-purchase-input';
import { durationLabel } from '../../domain/time/duration-label';
import { RichTextBlocks } from '../../web/components/rich-text/rich-text-blocks';
import { apiRequest } from '../../web/lib/api-client';
import { BookingLayout } from '../components/booking-layout';
import { DetailsForm, EMPTY_FIELDS } from '../components/details-form';
import { Unloaded } from '../components/frame';
import { PaidClosed } from '../components/payments-notice';
import type { ClientFields } from '../lib/booking-form';
import { formatPrice, formatRange } from '../lib/format';
import { expiryLine, paymentPlanLine, sessionsLabel } from '../lib/package-labels';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';
import './package-pages.css';
import { pageHref } from '../lib/router';

const clientZone = detectTimeZone();

/** /packages/{id}: what a package includes, its price terms, and buying it. */
export function PackagePage({ id }: { id: string }) {
  const view = useApi<PublicPackagePageView>(`/public/packages/${encodeURIComponent(id)}`);
  useTitle(view.state === 'ready' ? `${view.data.package.title} · ${view.data.page.displayName}` : null);
  if (view.state !== 'ready') {
    return (
      <Unloaded view={view} loading="Loading the package" failed="Failed to load the package" lines={1} />
    );
  }
  const { page, package: pkg } = view.data;
  const nothing = pkg.services.length + pkg.series.length + pkg.groupSessions.length === 0;

  return (
    <BookingLayout
      page={page}
      title={pkg.title}
      summary={
        <>
          <p className="package-price">{formatPrice(pkg.price, pkg.currency)}</p>
          {pkg.paymentPlan ? (
            <p className="booking-fact">{paymentPlanLine(pkg.paymentPlan, pkg.currency)}</p>
          ) : null}
          {pkg.expiryDays ? <p className="booking-fact">{expiryLine(pkg.expiryDays)}</p> : null}
        </>
      }
    >
      {pkg.description ? (
        <div className="rich-text">
          <RichTextBlocks value={pkg.description} />
        </div>
      ) : null}
      <section aria-labelledby="included-title" className="included">
        <h2 id="included-title" className="step-title">
          What is included
        </h2>
        {nothing ? <p className="booking-fact">No sessions are included yet.</p> : null}
        <ul className="included-list">
          {pkg.services.map((s) => (
            <li key={s.id}>
              <span className="included-count">{s.count} ×</span>
              <span>
                <span className="included-title">{s.title}</span>
                <span className="included-meta">{durationLabel(s.duration)} each</span>
              </span>
            </li>
          ))}
          {pkg.series.map((s) => (
            <li key={s.id}>
              <span className="included-count">{s.count} ×</span>
              <span>
                <span className="included-title">{s.title}</span>
                <span className="included-meta">
                  {sessionsLabel(s.count)} of the series, {durationLabel(s.duration)} each
                </span>
              </span>
            </li>
          ))}
          {pkg.groupSessions.map((g) => (
            <li key={g.id}>
              <span className="included-count">1 ×</span>
              <span>
                <span className="included-title">{g.title}</span>
                <span className="included-meta">{formatRange(g.start, g.end, clientZone)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {/* ADR 034: a paid package shows its price but can't be bought while payments are off. */}
      {pkg.price > 0 && !view.data.acceptsPayments ? (
        <PaidClosed back={{ href: pageHref(page.slug), label: `See what ${page.firstName} offers` }} />
      ) : (
        <PurchaseForm view={view.data} />
      )}
    </BookingLayout>
  );
}

function PurchaseForm({ view }: { view: PublicPackagePageView }) {
  const pkg = view.package;
  const [values, setValues] = useState<ClientFields>(EMPTY_FIELDS);
  const [option, setOption] = useState<PaymentOption>('full');

  return (
    <div className="package-buy">
      <DetailsForm
        title="Buy this package"
        page={view.page}
        send={async (client, extra) => {
          const created = await apiRequest<PackagePurchaseCreatedView>(
            `/public/packages/${encodeURIComponent(pkg.id)}/purchases`,
            { method: 'POST', body: { client, paymentOption: option, ...extra } },
          );
          return { checkoutUrl: created.checkoutUrl, next: created.usePath };
        }}
        zone={clientZone}
        values={values}
        onValues={setValues}
        collectPhoneNumber={false}
        messagePlaceholder={`Anything you would like ${view.page.firstName} to know`}
        paid={pkg.price > 0}
        // A code applies when paying in full (issue 14): not offered for the monthly plan.
        discount={
          option === 'full'
            ? {
                slug: view.page.slug,
                item: { kind: 'package', id: pkg.id, paymentOption: 'full' },
                price: pkg.price,
                currency: pkg.currency,
              }
            : null
        }
        labels={{ confirm: 'Get this package', sending: 'Sending…' }}
      >
        {pkg.paymentPlan ? (
          <fieldset className="pay-options">
            <legend className="label">Payment</legend>
            <PayOption value="full" chosen={option} onChoose={setOption} label="Pay in full">
              {formatPrice(pkg.price, pkg.currency)}
            </PayOption>
            <PayOption value="monthly" chosen={option} onChoose={setOption} label="Pay monthly">
              {pkg.paymentPlan.count} × {formatPrice(pkg.paymentPlan.amount, pkg.currency)}
            </PayOption>
          </fieldset>
        ) : null}
      </DetailsForm>
    </div>
  );
}

function PayOption(props: {
  value: PaymentOption;
  chosen: PaymentOption;
  onChoose: (value: PaymentOption) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <label className="pay-option">
      <input
        type="radio"
        name="paymentOption"
        value={props.value}
        checked={props.chosen === props.value}
        onChange={() => props.onChoose(props.value)}
      />
      <span>
        {props.label} <span className="pay-amount">{props.children}</span>
      </span>
    </label>
  );
}
