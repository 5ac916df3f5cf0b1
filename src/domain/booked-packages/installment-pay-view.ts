import { z } from 'zod';

// The pay page of a failed installment (/packages/installments/{token}, issue 14, ADR 035): what
// the client owes and whether it can be paid now. Our words: the spec has none for this page.

export const INSTALLMENT_PAY_MESSAGES = {
  alreadyPaid: 'This installment is already paid.',
  planCancelled: 'This payment plan was cancelled, so this installment can no longer be paid online.',
  notDue: 'This installment is not due yet. It will be charged to your card on its due date.',
} as const;

export const installmentPayView = z.object({
  packageTitle: z.string(),
  expertName: z.string(),
  /** 1-based, of `count`. */
  position: z.number().int(),
  count: z.number().int(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  dueAt: z.string(),
  /** `payable`: failed and open to pay now; the others say why not. */
  state: z.enum(['payable', 'paid', 'cancelled', 'not_due']),
  paidAt: z.string().nullable(),
  /** Why the card charge failed, as the provider said it. */
  failureMessage: z.string().nullable(),
});
export type InstallmentPayView = z.infer<typeof installmentPayView>;

export const installmentCheckoutView = z.object({ checkoutUrl: z.string() });
export type InstallmentCheckoutView = z.infer<typeof installmentCheckoutView>;
