// The client's details on the booking form. The API validates them with the booking schema
// (src/domain/public-booking/booking-input.ts, contract 2 of issue 4) and answers the same
// messages; checking here first saves a round trip.

export const MESSAGE_MAX = 800;
export const FORM_MESSAGES = {
  required: 'Required',
  email: 'Invalid email address',
  messageTooLong: 'Too long, please limit the message to 800 characters',
} as const;

export type ClientFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
};
export type FieldErrors = Partial<Record<keyof ClientFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkClientFields(values: ClientFields, collectPhoneNumber: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = FORM_MESSAGES.required;
  if (!values.lastName.trim()) errors.lastName = FORM_MESSAGES.required;
  if (!values.email.trim()) errors.email = FORM_MESSAGES.required;
  else if (!EMAIL.test(values.email.trim())) errors.email = FORM_MESSAGES.email;
  if (collectPhoneNumber && !values.phone.trim()) errors.phone = FORM_MESSAGES.required;
  if (values.message.length > MESSAGE_MAX) errors.message = FORM_MESSAGES.messageTooLong;
  return errors;
}

/** The API's `fields` ("client.email") mapped onto the form's fields. */
export function fieldErrorsFromApi(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^client\./, '') as keyof ClientFields;
    if (['firstName', 'lastName', 'email', 'phone', 'message'].includes(name)) errors[name] ??= message;
  }
  return errors;
}
