import { z } from 'zod';

// spec doc 2: the wallet provider's connection (§4), its form (§5: 'Please enter an email
// address', the business-account confirmation 'Required'), its calls paypalConnect(email),
// paypalVerify(token), paypalDisconnect() (§7) and its errors (§8).

export const PAYPAL_EMAIL_INVALID = 'Please enter an email address';
export const PAYPAL_RETURN_INVALID = 'Cannot verify your PayPal account connection. Invalid URL';
export const PAYPAL_NOT_CONFIGURED = 'PayPal payments are not set up on this Slotwise installation.';
export const PAYPAL_NOT_STARTED = 'Connect your PayPal account first.';

/** spec: the wallet email must match a basic address pattern. */
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const paypalConnectInput = z.object({
  email: z
    .string(PAYPAL_EMAIL_INVALID)
    .trim()
    .max(254, PAYPAL_EMAIL_INVALID)
    .regex(BASIC_EMAIL, PAYPAL_EMAIL_INVALID),
  // spec: the expert must tick that the account is a business account.
  businessAccount: z.literal(true, 'Required'),
});
export type PaypalConnectInput = z.infer<typeof paypalConnectInput>;

export const paypalVerifyInput = z.object({ token: z.string().max(300) });
export type PaypalVerifyInput = z.infer<typeof paypalVerifyInput>;

export const PAYPAL_STATES = ['not_connected', 'not_verified', 'verified'] as const;
export type PaypalState = (typeof PAYPAL_STATES)[number];

export const PAYPAL_STATE_LABELS: Record<PaypalState, string> = {
  not_connected: 'Not connected',
  not_verified: 'Not verified',
  verified: 'Verified',
};

/** What PayPal still needs before the account can take payments (from its integration status). */
export const PAYPAL_MISSING = {
  not_onboarded: 'Finish signing up with PayPal and grant Slotwise permission.',
  payments_receivable:
    'Your PayPal account cannot receive payments yet. Check your PayPal account for limitations.',
  primary_email_confirmed: 'Confirm your email address with PayPal.',
} as const;
export type PaypalMissing = keyof typeof PAYPAL_MISSING;

export const paypalAccountView = z.object({
  /** Whether this installation takes payments through PayPal. */
  enabled: z.boolean(),
  state: z.enum(PAYPAL_STATES),
  label: z.string(),
  email: z.string().nullable(),
  merchantId: z.string().nullable(),
  /** What is missing before verification, in the expert's words. */
  missing: z.array(z.string()),
});
export type PaypalAccountView = z.infer<typeof paypalAccountView>;
