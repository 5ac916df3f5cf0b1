import { type ReactNode, useId, useState } from 'react';
import { POLICIES_MESSAGES } from '../../domain/booking-page/policies-input';
import {
  type BookingCreatedView,
  type BookingInput,
  MESSAGE_MAX,
} from '../../domain/public-booking/booking-input';
import type { PublicPageBasics } from '../../domain/public-booking/public-page-view';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';
import {
  type ClientFields,
  checkClientFields,
  type FieldErrors,
  fieldErrorsFromApi,
} from '../lib/booking-form';
import { navigate } from '../lib/router';
import {
  DiscountField,
  type DiscountOffer,
  type DiscountState,
  discountCodeOf,
  NO_DISCOUNT,
} from './discount-field';
import { TextAreaField, TextField } from './field';
import { ErrorBanner, policyPath } from './frame';

// The client's details on every public form (booking a service, a seat in a group session,
// buying a package): the same fields, the same checks (lib/booking-form.ts, the API's schema) and
// the same handling of the API's answer.

export const EMPTY_FIELDS: ClientFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Where a sent form leads: the checkout when there is something to pay, else `next` in this entry. */
export type DetailsSent = { checkoutUrl: string | null; next: string };

/** POSTs a booking (a service's time or a seat): a free one leads to its manage page. */
export async function postBooking(path: string, body: Record<string, unknown>): Promise<DetailsSent> {
  const created = await apiRequest<BookingCreatedView>(path, { method: 'POST', body });
  return { checkoutUrl: created.checkoutUrl, next: `/booking/${encodeURIComponent(created.token)}` };
}

/**
 * The client's details, checked with the API's own schema, then sent with `send`: a paid result
 * opens the checkout, a free one the next screen. A 409 (the time or the seat is gone) goes to
 * onConflict when given; field errors from the API show on their fields, anything else above the
 * button.
 */
export function DetailsForm(props: {
  /** The form's heading and accessible name; 'Your details' unless told. */
  title?: string;
  /** Beside the title, e.g. a "Change time" button. */
  aside?: ReactNode;
  /**
   * Sends the details the API's way (bookingClientInput) with whatever the page adds, and the
   * discount code when the form offers one (issue 14).
   */
  send: (
    client: BookingInput['client'],
    extra: { discountCode: string | null; acceptedPolicies: string | null },
  ) => Promise<DetailsSent>;
  /** The page sold through: when it has policies, the client ticks that they accept them (issue 19). */
  page: Pick<PublicPageBasics, 'slug' | 'policies'>;
  zone: string;
  /** Kept by the parent, so what the client typed survives leaving the form and coming back. */
  values: ClientFields;
  onValues: (update: (v: ClientFields) => ClientFields) => void;
  collectPhoneNumber: boolean;
  messagePlaceholder?: string;
  paid: boolean;
  /** A paid item offers a discount code field (issue 14). */
  discount?: DiscountOffer | null;
  /** The button's words when nothing is paid, and while sending. */
  labels?: { confirm: string; sending: string };
  onConflict?: (message: string) => void;
  /** Fields of the page's own after the client's, e.g. the payment choice. */
  children?: ReactNode;
}) {
  const { values, onValues: setValues } = props;
  const titleId = useId();
  const labels = props.labels ?? { confirm: 'Confirm booking', sending: 'Booking…' };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [discount, setDiscount] = useState<DiscountState>(NO_DISCOUNT);
  const policies = props.page.policies;
  const [accepted, setAccepted] = useState(false);
  const [policiesError, setPoliciesError] = useState<string | null>(null);
  const offer = props.paid ? (props.discount ?? null) : null;
  // A code that leaves nothing to pay books without a checkout.
  const paid = props.paid && !(offer && discount.applied?.amountToPay === 0);
  const bind = (name: keyof ClientFields) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = checkClientFields(values, props.collectPhoneNumber);
    setErrors(found);
    setFormError(null);
    // issue 19: the page's policies must be accepted before booking or buying.
    const refusePolicies = policies !== null && !accepted;
    setPoliciesError(refusePolicies ? POLICIES_MESSAGES.notAccepted : null);
    if (Object.keys(found).length > 0 || refusePolicies) return;
    setSending(true);
    try {
      const sent = await props.send(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: props.collectPhoneNumber ? values.phone.trim() : null,
          message: values.message.trim() || null,
          timeZone: props.zone,
        },
        {
          discountCode: offer ? discountCodeOf(discount) : null,
          acceptedPolicies: policies && accepted ? policies.version : null,
        },
      );
      if (sent.checkoutUrl) window.location.assign(sent.checkoutUrl);
      else navigate(sent.next);
    } catch (error) {
      setSending(false);
      // The code was refused (or changed) at booking: say so under its field.
      const codeError = error instanceof ApiError ? error.fields?.discountCode : undefined;
      if (offer && codeError) {
        setDiscount((d) => ({ ...d, applied: null, error: codeError }));
        return;
      }
      // A conflict about the time or the seat goes back to choosing; one about payments (the
      // expert cannot take them, ADR 023) stays here above the button, where the client can read it.
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.code !== 'payments_unavailable' &&
        props.onConflict
      ) {
        return props.onConflict(error.message);
      }
      // The policies changed since the page was opened (or the tick was refused): say so at the box.
      const policiesRefusal = error instanceof ApiError ? error.fields?.acceptedPolicies : undefined;
      if (policiesRefusal) {
        setAccepted(false);
        setPoliciesError(policiesRefusal);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const mapped = fieldErrorsFromApi(error.fields);
        setErrors(mapped);
        if (Object.keys(mapped).length > 0) return;
      }
      setFormError(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    }
  }

  return (
    <form className="details" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <div className="step-head">
        <h2 id={titleId} className="step-title">
          {props.title ?? 'Your details'}
        </h2>
        {props.aside}
      </div>
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" maxLength={100} {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={100} {...bind('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...bind('email')} />
      {props.collectPhoneNumber ? (
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...bind('phone')} />
      ) : null}
      <TextAreaField
        label="Message"
        optional
        rows={4}
        hint={`${values.message.length}/${MESSAGE_MAX}`}
        placeholder={props.messagePlaceholder ?? 'Anything you would like to share before the session'}
        {...bind('message')}
      />
      {props.children}
      {offer ? (
        <DiscountField offer={offer} email={values.email} state={discount} onState={setDiscount} />
      ) : null}
      {policies ? (
        <PoliciesCheckbox
          slug={props.page.slug}
          policies={policies}
          checked={accepted}
          error={policiesError}
          onChange={(checked) => {
            setAccepted(checked);
            if (checked) setPoliciesError(null);
          }}
        />
      ) : null}
      <ErrorBanner message={formError} />
      <button type="submit" className="button button-block" disabled={sending}>
        {sending ? labels.sending : paid ? 'Continue to payment' : labels.confirm}
      </button>
    </form>
  );
}

/**
 * The checkout's required tick-box (issue 19): "I accept the Terms and the Privacy policy", each
 * opening in a new tab so what the client typed stays here.
 */
function PoliciesCheckbox(props: {
  slug: string;
  policies: NonNullable<PublicPageBasics['policies']>;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const link = (kind: 'terms' | 'privacy', words: string) => (
    <a href={policyPath(props.slug, kind)} target="_blank" rel="noopener">
      {words}
    </a>
  );
  const { terms, privacy } = props.policies;
  return (
    <div className="field">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          className="check-input"
          checked={props.checked}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          required
        />
        <label htmlFor={id} className="check-label">
          I accept the {terms ? link('terms', 'terms') : null}
          {terms && privacy ? ' and the ' : null}
          {privacy ? link('privacy', 'privacy policy') : null}
        </label>
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
