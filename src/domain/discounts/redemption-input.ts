import { z } from 'zod';
import { isDiscountCodeFormat } from './discount-input';
import { DISCOUNT_UNKNOWN } from './discount-messages';

// The code a client types at checkout (issue 14), shared by the public forms and the API: blank
// is no code. A code has the form the expert's form gives it (spec doc 2 §5), so anything else
// cannot be one and reads like an unknown code.

export const discountCodeField = z
  .string({ error: () => DISCOUNT_UNKNOWN })
  .max(100, DISCOUNT_UNKNOWN)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || isDiscountCodeFormat(v), DISCOUNT_UNKNOWN);

const itemId = z.string().min(1).max(100);

/** What a code is applied to: a personal service, a group session's seat, or a package. */
export const discountPreviewInput = z.object({
  code: discountCodeField.refine((v) => v !== null, DISCOUNT_UNKNOWN),
  /** The client's email: needed for a code given to one client. */
  email: z.string().max(320).nullish(),
  item: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('service'), id: itemId }),
    z.object({ kind: z.literal('session'), id: itemId }),
    z.object({
      kind: z.literal('package'),
      id: itemId,
      paymentOption: z.enum(['full', 'monthly']).optional(),
    }),
  ]),
});
export type DiscountPreviewInput = z.input<typeof discountPreviewInput>;

export const discountPreviewView = z.object({
  code: z.string(),
  /** Minor units of currency. */
  price: z.number().int(),
  amountOff: z.number().int(),
  amountToPay: z.number().int(),
  currency: z.string(),
});
export type DiscountPreviewView = z.infer<typeof discountPreviewView>;
