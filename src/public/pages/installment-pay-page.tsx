import { useState } from 'react';
import type {
  InstallmentCheckoutView,
  InstallmentPayView,
} from '../../domain/booked-packages/installment-pay-view';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';
import { ErrorBanner, Frame, Unloaded } from '../components/frame';
import { formatLongDate, formatPrice } from '../lib/format';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';

const HEADINGS: Record<InstallmentPayView['state'], { title: string; text: string }> = {
  payable: {
    title: 'Payment due',
    text: "We couldn't charge your card for this installment. You can pay it here.",
  },
  paid: { title: 'This installment is paid', text: 'Thank you. There is nothing more to pay for it.' },
  cancelled: {
    title: 'This payment plan was cancelled',
    text: 'This installment can no longer be paid online. Please get in touch with the expert.',
  },
  not_due: {
    title: 'Not due yet',
    text: 'This installment will be charged to your card on its due date.',
  },
};

/** /packages/installments/{token}: a failed installment of a payment plan and its Pay button (ADR 035). */
export function InstallmentPayPage({ token }: { token: string }) {
  const path = `/public/installments/${encodeURIComponent(token)}`;
  const view = useApi<InstallmentPayView>(path);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useTitle(view.state === 'ready' ? `${view.data.packageTitle} · Your payment` : null);

  if (view.state !== 'ready') {
    return (
      <Unloaded view={view} loading="Loading your payment" failed="Failed to load your payment" lines={1} />
    );
  }
  const i = view.data;
  const heading = HEADINGS[i.state];
  // Shown in the client's own zone: a due day, not a time.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function pay() {
    setSending(true);
    setError(null);
    try {
      const { checkoutUrl } = await apiRequest<InstallmentCheckoutView>(`${path}/checkout`, {
        method: 'POST',
      });
      window.location.assign(checkoutUrl);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE);
      setSending(false);
      // A refusal (paid meanwhile, plan cancelled) changes what the page should say.
      if (e instanceof ApiError && e.status === 409) view.retry();
    }
  }

  return (
    <Frame>
      <section className={`card manage installment installment-${i.state}`}>
        <p className="manage-status">{heading.title}</p>
        <p className="manage-text">{heading.text}</p>
        <h1 className="manage-title">{i.packageTitle}</h1>
        <p className="manage-with">with {i.expertName}</p>
        <dl className="facts">
          <dt>Installment</dt>
          <dd>
            {i.position} of {i.count}
          </dd>
          <dt>{i.state === 'paid' ? 'Paid' : 'Amount due'}</dt>
          <dd>{formatPrice(i.amount, i.currency)}</dd>
          <dt>Due</dt>
          <dd>{formatLongDate(i.dueAt, zone)}</dd>
          {i.state === 'paid' && i.paidAt ? (
            <>
              <dt>Paid on</dt>
              <dd>{formatLongDate(i.paidAt, zone)}</dd>
            </>
          ) : null}
          {i.state === 'payable' && i.failureMessage ? (
            <>
              <dt>Why it failed</dt>
              <dd>{i.failureMessage}</dd>
            </>
          ) : null}
        </dl>
        <ErrorBanner message={error} />
        {i.state === 'payable' ? (
          <div className="manage-actions">
            <button type="button" className="button" onClick={pay} disabled={sending}>
              {sending ? 'Opening the checkout…' : `Pay ${formatPrice(i.amount, i.currency)}`}
            </button>
          </div>
        ) : null}
      </section>
    </Frame>
  );
}
