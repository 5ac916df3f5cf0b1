import { useState } from 'react';
import { MESSAGE_MAX } from '../../domain/public-booking/booking-input';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError } from '../lib/api';
import { type ClientFields, type FieldErrors, fieldErrorsFromApi } from '../lib/booking-form';
import { TextAreaField, TextField } from './field';

// The client's details on the public forms (booking a service, buying a package): the same
// fields, checks (lib/booking-form.ts, the API's schema) and error display everywhere.

export const EMPTY_CLIENT_FIELDS: ClientFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

type FieldBinding = {
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
};
export type BindField = (name: keyof ClientFields) => FieldBinding;

/**
 * The form's field errors and a `bind(name)` for each input. The values live with the caller, so
 * they survive the form being unmounted (going back to change the time).
 */
export function useClientDetails(setValues: (update: (v: ClientFields) => ClientFields) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const bind =
    (values: ClientFields): BindField =>
    (name) => ({
      value: values[name],
      error: errors[name],
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
      },
    });
  /** An API refusal: its field messages on the fields it names, or else its message above the button. */
  const showApiError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      const mapped = fieldErrorsFromApi(error.fields);
      setErrors(mapped);
      if (Object.keys(mapped).length > 0) return;
    }
    setFormError(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
  };
  return { errors, setErrors, formError, setFormError, bind, showApiError };
}

/** The trimmed details as the API takes them (bookingClientInput). */
export function clientPayload(values: ClientFields, timeZone: string, collectPhoneNumber = false) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: collectPhoneNumber ? values.phone.trim() : null,
    message: values.message.trim() || null,
    timeZone,
  };
}

export function ClientDetailsFields({
  values,
  bind,
  collectPhoneNumber,
  messagePlaceholder,
}: {
  values: ClientFields;
  bind: BindField;
  collectPhoneNumber: boolean;
  messagePlaceholder: string;
}) {
  return (
    <>
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" maxLength={100} {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={100} {...bind('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...bind('email')} />
      {collectPhoneNumber ? (
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...bind('phone')} />
      ) : null}
      <TextAreaField
        label="Message"
        optional
        rows={4}
        hint={`${values.message.length}/${MESSAGE_MAX}`}
        placeholder={messagePlaceholder}
        {...bind('message')}
      />
    </>
  );
}
