import { z } from 'zod';
import { findPlanPrice } from '../plans/catalogue';
import { INVALID_PLAN_OR_PRICE } from './messages';

// The billing forms' inputs, one schema each for the screen and the API (issue 20).

/** A paid plan and one of its prices (spec: planId, priceId). */
export const planPriceInput = z
  .object({ planId: z.string().max(100), priceId: z.string().max(100) })
  .refine((v) => findPlanPrice(v.planId, v.priceId) !== undefined, { message: INVALID_PLAN_OR_PRICE });
export type PlanPriceInput = z.infer<typeof planPriceInput>;

/** Subscribing: a plan and price; with a card made by the embedded form, or through hosted checkout. */
export const subscribeInput = z
  .object({
    planId: z.string().max(100),
    priceId: z.string().max(100),
    paymentMethodId: z.string().min(1).max(255).optional(),
  })
  .refine((v) => findPlanPrice(v.planId, v.priceId) !== undefined, { message: INVALID_PLAN_OR_PRICE });
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const CARD_NUMBER_MESSAGE = 'Please enter a card number';
export const CARD_EXPIRY_MESSAGE = 'Please enter the expiry as MM/YY';
export const CARD_CVC_MESSAGE = 'Please enter the 3 or 4 digits on the back';

/** The embedded card form of the offline adapter (a local install never sees a real card). */
export const cardInput = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_NUMBER_MESSAGE)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, CARD_EXPIRY_MESSAGE),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, CARD_CVC_MESSAGE),
});
export type CardInput = z.input<typeof cardInput>;

/**
 * Setting the card on file: a payment method made by the embedded form, or the provider's page
 * (Stripe Checkout in mode setup) the browser came back from.
 */
export const paymentMethodInput = z.union([
  z.object({ paymentMethodId: z.string().min(1).max(255) }),
  z.object({ setupSessionId: z.string().min(1).max(255) }),
]);
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

/** The bank's answer in the confirming step (3-D Secure). */
export const confirmInput = z.object({ approve: z.boolean() });

export const LIFETIME_CODE_REQUIRED = 'Please enter your code';
export const lifetimeCodeInput = z.object({
  code: z.string().trim().min(1, LIFETIME_CODE_REQUIRED).max(100, LIFETIME_CODE_REQUIRED),
});
