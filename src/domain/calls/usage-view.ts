import { z } from 'zod';

// What the Calls tab's API answers (issue 17; spec doc 2 §3 'Calls usage by month', 'Calls
// credits balance', 'Pricing plan'). All in participant seconds; the screen shows minutes.

export const usageMonthView = z.object({
  /** spec: the id is year-month, 'YYYY-MM' (UTC months, ADR 043). */
  id: z.string(),
  participantSeconds: z.number().int(),
  remaining: z.object({ participantSeconds: z.number().int() }),
});

export const callsUsageView = z.object({
  plan: z.object({ name: z.string(), monthlyCallsParticipantSeconds: z.number().int() }),
  /** The past 6 months, newest (the current one) first; a month without calls has 0. */
  months: z.array(usageMonthView),
  credits: z.object({ participantSeconds: z.number().int() }),
  offer: z.object({
    priceId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    participantSeconds: z.number().int(),
  }),
  /** Whether this installation can take the 5 USD payment (sandbox or Stripe). */
  canBuy: z.boolean(),
});
export type CallsUsageView = z.infer<typeof callsUsageView>;

export const creditCheckoutView = z.object({ url: z.string() });
export type CreditCheckoutView = z.infer<typeof creditCheckoutView>;
