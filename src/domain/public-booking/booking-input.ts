import { z } from 'zod';
import { emailField } from '../auth/auth-inputs';
import { acceptedPoliciesField } from '../booking-page/policies-input';
import { discountCodeField } from '../discounts/redemption-input';
import { text } from '../shared/strings';
import { isValidTimeZone } from '../time/time-zones';

// Issue 4 / contract 2: the client form of a personal booking, shared by the public form and
// POST /api/public/pages/{slug}/bookings.
export const CLIENT_NAME_MAX = 40;
export const MESSAGE_MAX = 800;
export const PHONE_MAX = 40;
export const MESSAGE_TOO_LONG = 'Too long, please limit the message to 800 characters';
export const SLOT_TAKEN = 'This time is no longer available. Please choose another time.';
export const INVALID_TIME_ZONE = 'Please choose a valid time zone';
export const INVALID_START = 'Please choose a time';

const nameField = text('Required')
  .trim()
  .min(1, 'Required')
  .max(CLIENT_NAME_MAX, 'Too long, please limit the name to 40 characters');

/** An optional message: blank is null. */
export const messageField = z
  .string({ error: () => MESSAGE_TOO_LONG })
  .max(MESSAGE_MAX, MESSAGE_TOO_LONG)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** A start instant as an ISO date-time, parsed to epoch milliseconds. */
export const startField = z
  .string({ error: () => INVALID_START })
  .max(40, INVALID_START)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), INVALID_START)
  .transform((v) => Date.parse(v));

/** The client's IANA zone, for the times in their emails. */
export const timeZoneField = z
  .string({ error: () => INVALID_TIME_ZONE })
  .max(64, INVALID_TIME_ZONE)
  .refine(isValidTimeZone, INVALID_TIME_ZONE);

export const bookingClientInput = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  // Required only when the service collects it: checked by bookingInputFor / the server.
  phone: z
    .string({ error: () => 'Required' })
    .trim()
    .max(PHONE_MAX, 'Too long, please limit the phone number to 40 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  message: messageField,
  timeZone: timeZoneField,
});

export const bookingInput = z.object({
  serviceId: text('Required').min(1, 'Required').max(100, 'Not found'),
  start: startField,
  client: bookingClientInput,
  /** Issue 14: an optional discount code; blank is none. */
  discountCode: discountCodeField,
  /** Issue 19: the version of the page's policies the client ticked; required when it has any. */
  acceptedPolicies: acceptedPoliciesField,
});
export type BookingInput = z.input<typeof bookingInput>;
export type ParsedBookingInput = z.output<typeof bookingInput>;

/** The same schema with the phone required, for a service that collects it. */
export function bookingInputFor(service: { collectPhoneNumber: boolean }) {
  if (!service.collectPhoneNumber) return bookingInput;
  return bookingInput.superRefine((v, ctx) => {
    if (!v.client.phone) ctx.addIssue({ code: 'custom', path: ['client', 'phone'], message: 'Required' });
  });
}

export const cancelBookingInput = z.object({ message: messageField });
export const rescheduleBookingInput = z.object({ start: startField, message: messageField });
export type CancelBookingInput = z.input<typeof cancelBookingInput>;
export type RescheduleBookingInput = z.input<typeof rescheduleBookingInput>;

export const bookingCreatedView = z.object({
  token: z.string(),
  status: z.enum(['confirmed', 'awaiting_payment']),
  checkoutUrl: z.string().nullable(),
});
export type BookingCreatedView = z.infer<typeof bookingCreatedView>;
