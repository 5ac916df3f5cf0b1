import { z } from 'zod';
import { FEATURE_KEYS } from '../plans/features';
import { SUBSCRIPTION_STATUSES } from './subscription-rules';

// What the billing API answers (issue 20), for the screens and the OpenAPI document.

export const cardView = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const invoiceView = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.string(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});

export const billingOverview = z.object({
  /** Who bills: Stripe, the offline stand-in of a local install, or nobody (no paid plans on sale). */
  provider: z.enum(['stripe', 'offline', 'none']),
  /** Where cards are typed: our form (offline) or the provider's page (Stripe Checkout). */
  cardEntry: z.enum(['embedded', 'hosted']).nullable(),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['subscription', 'commission', 'lifetime']),
    description: z.string(),
    /** spec: commission shown as a percentage. */
    applicationFeePercentage: z.number(),
    monthlyCallsParticipantSeconds: z.number().int(),
    features: z.array(z.enum(FEATURE_KEYS)),
  }),
  /** The catalogue price the expert pays (null on the commission and lifetime plans). */
  priceId: z.string().nullable(),
  subscription: z
    .object({
      planId: z.string(),
      priceId: z.string().nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      paymentStatus: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      unitAmount: z.number().int().nullable(),
      currency: z.string().nullable(),
      interval: z.enum(['month', 'year']).nullable(),
    })
    .nullable(),
  actions: z.object({
    cancel: z.enum(['immediately', 'at_period_end']).nullable(),
    reactivate: z.boolean(),
    upgrade: z.boolean(),
    downgrade: z.boolean(),
    updatePaymentMethod: z.boolean(),
    /** spec: status incomplete requires a payment-method update. */
    needsPaymentMethod: z.boolean(),
    subscribe: z.boolean(),
    redeemLifetimeCode: z.boolean(),
  }),
  nextInvoice: z.object({ date: z.string(), amountDue: z.number().int(), currency: z.string() }).nullable(),
  card: cardView.nullable(),
  invoices: z.array(invoiceView),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const paymentResult = z.object({
  outcome: z.enum(['redirect', 'paid', 'declined', 'requires_action']),
  /** Stripe Checkout, for 'redirect'. */
  url: z.string().nullable(),
  /** The failed-charge message for 'declined'. */
  message: z.string().nullable(),
  /** For 'requires_action': the invoice the bank must confirm the payment of. */
  invoiceId: z.string().nullable(),
  clientSecret: z.string().nullable(),
  confirmUrl: z.string().nullable(),
  card: cardView.nullable(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const createdCardView = z.object({ paymentMethodId: z.string(), card: cardView });

export const invoicePreview = z.object({
  amountDue: z.number().int(),
  currency: z.string(),
  /** spec: the amount due today in dollars rounded to cents. */
  display: z.string(),
  planName: z.string(),
  interval: z.enum(['month', 'year']),
});
export type InvoicePreview = z.infer<typeof invoicePreview>;

export const subscriptionChange = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChange>;
