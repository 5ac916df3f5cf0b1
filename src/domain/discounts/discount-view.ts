import { z } from 'zod';
import { DISCOUNT_PRODUCT_TYPES, DISCOUNT_VALUE_TYPES } from './discount-input';

/** spec §3: the value of a code (percentOff, or amountOff in minor units plus currency). */
export const discountValueView = z.object({
  valueType: z.enum(DISCOUNT_VALUE_TYPES),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  currency: z.string().nullable(),
});
export type DiscountValueView = z.infer<typeof discountValueView>;

/** A product a code is restricted to, with its title (a session's start too). */
export const discountProductView = z.object({
  type: z.enum(DISCOUNT_PRODUCT_TYPES),
  id: z.string(),
  title: z.string(),
  start: z.string().nullable(),
});
export type DiscountProductView = z.infer<typeof discountProductView>;

/** A discount code as the API returns it. */
export const discountView = discountValueView.extend({
  id: z.string(),
  code: z.string(),
  active: z.boolean(),
  timesRedeemed: z.number(),
  /** null: unlimited. */
  maxRedemptions: z.number().nullable(),
  /** spec §4: shown as 'used up' when maxRedemptions is set and timesRedeemed has reached it. */
  usedUp: z.boolean(),
  client: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** null: every product. */
  products: z.array(discountProductView).nullable(),
  createdAt: z.string(),
});
export type DiscountView = z.infer<typeof discountView>;

/** spec §3: a booking or booked package carrying the code. Amounts in minor units of `currency`. */
export const discountUsageView = z.object({
  kind: z.enum(['booking', 'package']),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  /** What was taken off, in minor units of `currency` (the booking's or purchase's currency). */
  discountAmountOff: z.number(),
  currency: z.string(),
  /** The code's value when it was used (a snapshot). */
  discount: discountValueView,
});
export type DiscountUsageView = z.infer<typeof discountUsageView>;

/** GET /api/discounts/{id}: the code and its usage, newest first. */
export const discountDetailView = z.object({
  discount: discountView,
  usage: z.array(discountUsageView),
});
export type DiscountDetailView = z.infer<typeof discountDetailView>;

/** What a code can be restricted to: the page's services, packages and series, upcoming group sessions. */
export const discountProductOptionsView = z.object({
  services: z.array(z.object({ id: z.string(), title: z.string() })),
  packages: z.array(z.object({ id: z.string(), title: z.string() })),
  series: z.array(z.object({ id: z.string(), title: z.string() })),
  sessions: z.array(z.object({ id: z.string(), title: z.string(), start: z.string() })),
});
export type DiscountProductOptionsView = z.infer<typeof discountProductOptionsView>;

/** spec §4: a code with a limit that has been reached is used up. */
export function isUsedUp(code: { timesRedeemed: number; maxRedemptions: number | null }): boolean {
  return code.maxRedemptions !== null && code.timesRedeemed >= code.maxRedemptions;
}
