import { z } from 'zod';
import { acceptedPoliciesField } from '../booking-page/policies-input';
import { discountCodeField } from '../discounts/redemption-input';
import { text } from '../shared/strings';
import { bookingClientInput, startField, timeZoneField } from './booking-input';

// Issue 4 (packages): buying a package (POST /api/public/packages/{id}/purchases) and booking
// with one (POST /api/public/booked-packages/{id}/bookings). One schema for the form and the API.

export const PAYMENT_OPTIONS = ['full', 'monthly'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const CHOOSE_PAYMENT_OPTION = 'Please choose how to pay';
export const NO_PAYMENT_PLAN = 'This package cannot be paid monthly';

export const packagePurchaseInput = z.object({
  /** The buyer: the same fields as a booking's client (the phone is not asked for). */
  client: bookingClientInput,
  /** 'monthly' only for a package with a payment plan. */
  paymentOption: z.enum(PAYMENT_OPTIONS, { error: () => CHOOSE_PAYMENT_OPTION }).default('full'),
  /** Issue 14: an optional discount code (paying in full only); blank is none. */
  discountCode: discountCodeField,
  /** Issue 19: the version of the page's policies the buyer ticked; required when it has any. */
  acceptedPolicies: acceptedPoliciesField,
});
export type PackagePurchaseInput = z.input<typeof packagePurchaseInput>;
export type ParsedPackagePurchaseInput = z.output<typeof packagePurchaseInput>;

export const packagePurchaseCreatedView = z.object({
  bookedPackageId: z.string(),
  status: z.enum(['confirmed', 'awaiting_payment']),
  /** The sandbox (or provider) checkout for the full price or the first instalment. */
  checkoutUrl: z.string().nullable(),
  /** The signed use link's path (/packages/use?packageId=…&token=…). */
  usePath: z.string(),
});
export type PackagePurchaseCreatedView = z.infer<typeof packagePurchaseCreatedView>;

export const PACKAGE_EXPIRED = 'This package has expired.';
export const NO_CREDITS_LEFT = 'No sessions of this kind are left in your package.';
export const AFTER_PACKAGE_EXPIRY = 'Please choose a time before your package expires.';
/** The one answer of the access-link form, whatever the email (so it tells nobody who bought). */
export const ACCESS_LINK_SENT = 'If this email bought the package, we have sent you a link.';

const id = text('Required').min(1, 'Required').max(100, 'Not found');
/** Asked when the service or session collects it (checked by the server, like a booking's). */
const phone = bookingClientInput.shape.phone;

/** A session booked with a package: a service's time (a credit), or a seat in a group session. */
export const packageBookingInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('service'),
      serviceId: id,
      start: startField,
      timeZone: timeZoneField,
      phone,
    }),
    // A session of an included series (a series credit) or an included group session (no credit).
    z.object({ kind: z.literal('session'), sessionId: id, timeZone: timeZoneField, phone }),
  ],
  { error: () => 'Please choose a session' },
);
export type PackageBookingInput = z.input<typeof packageBookingInput>;
export type ParsedPackageBookingInput = z.output<typeof packageBookingInput>;

export const accessLinkSentView = z.object({ message: z.string() });
