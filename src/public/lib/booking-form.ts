// The client's details on the booking form, checked with the very schema the API uses
// (src/domain/public-booking/booking-input.ts, contract 2 of issue 4), so the form and the server
// give the same messages; checking here first saves a round trip.
import { bookingClientInput } from '../../domain/public-booking/booking-input';

export type ClientFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
};
export type FieldErrors = Partial<Record<keyof ClientFields, string>>;

const FIELDS: readonly (keyof ClientFields)[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

export function checkClientFields(values: ClientFields, collectPhoneNumber: boolean): FieldErrors {
  const errors: FieldErrors = {};
  // The zone is chosen elsewhere on the page; UTC stands in for it here.
  const result = bookingClientInput.safeParse({ ...values, timeZone: 'UTC' });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof ClientFields;
      if (FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  if (collectPhoneNumber && !values.phone.trim()) errors.phone ??= 'Required';
  return errors;
}

/** The API's `fields` ("client.email") mapped onto the form's fields. */
export function fieldErrorsFromApi(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^client\./, '') as keyof ClientFields;
    if (FIELDS.includes(name)) errors[name] ??= message;
  }
  return errors;
}
