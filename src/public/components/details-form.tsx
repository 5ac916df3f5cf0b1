import { type ReactNode, useState } from 'react';
import {
  type BookingCreatedView,
  type BookingInput,
  MESSAGE_MAX,
} from '../../domain/public-booking/booking-input';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, api } from '../lib/api';
import {
  type ClientFields,
  checkClientFields,
  type FieldErrors,
  fieldErrorsFromApi,
} from '../lib/booking-form';
import { navigate } from '../lib/router';
import { TextAreaField, TextField } from './field';
import { ErrorBanner } from './frame';

export const EMPTY_FIELDS: ClientFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * The client's details, checked with the API's own schema, then sent: a free booking opens its
 * confirmation (the manage page), a paid one the checkout. A 409 (the time or the seat is gone)
 * goes to onConflict; field errors from the API show on their fields.
 */
export function DetailsForm(props: {
  bookingsPath: string;
  /** The request body around the client's details (a service booking adds its service and start). */
  body: (client: BookingInput['client']) => unknown;
  zone: string;
  /** Kept by the parent, so what the client typed survives leaving the form and coming back. */
  values: ClientFields;
  onValues: (update: (v: ClientFields) => ClientFields) => void;
  collectPhoneNumber: boolean;
  paid: boolean;
  onConflict: (message: string) => void;
  /** Beside the title, e.g. a "Change time" button. */
  aside?: ReactNode;
}) {
  const { values, onValues: setValues } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
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
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const created = await api<BookingCreatedView>(props.bookingsPath, {
        method: 'POST',
        body: props.body({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: props.collectPhoneNumber ? values.phone.trim() : null,
          message: values.message.trim() || null,
          timeZone: props.zone,
        }),
      });
      if (created.checkoutUrl) window.location.assign(created.checkoutUrl);
      else navigate(`/booking/${encodeURIComponent(created.token)}`);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 409) return props.onConflict(error.message);
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const mapped = fieldErrorsFromApi(error.fields);
        setErrors(mapped);
        if (Object.keys(mapped).length > 0) return;
      }
      setFormError(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    }
  }

  return (
    <form className="details" onSubmit={submit} noValidate>
      <div className="step-head">
        <h2 className="step-title">Your details</h2>
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
        placeholder="Anything you would like to share before the session"
        {...bind('message')}
      />
      <ErrorBanner message={formError} />
      <button type="submit" className="button button-block" disabled={sending}>
        {sending ? 'Booking…' : props.paid ? 'Continue to payment' : 'Confirm booking'}
      </button>
    </form>
  );
}
