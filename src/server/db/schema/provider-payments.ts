import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';
import { paymentProvider } from './payment-accounts';

// One row per payment a real provider takes (ADR 032): our payment id (what bookings, seats and
// booked packages carry as paymentId) and the provider's ids for it. Written when the checkout is
// created and moved on only by verified webhooks, so a replayed or late event finds where the
// payment already is (open → succeeded | declined | late; succeeded | late → refunded).
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: text('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    /** The expert who is paid. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The connected account the charge is made on (Stripe's Stripe-Account). */
    stripeAccountId: text('stripe_account_id'),
    /** PayPal (ADR 033): the expert's merchant id (the order's payee), the order and its capture. */
    paypalMerchantId: text('paypal_merchant_id'),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    applicationFeeAmount: money('application_fee_amount').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email'),
    status: text('status', { enum: ['open', 'succeeded', 'declined', 'late', 'refunded'] })
      .notNull()
      .default('open'),
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_payments_checkout_session_id_idx').on(t.checkoutSessionId),
    uniqueIndex('provider_payments_payment_intent_id_idx').on(t.paymentIntentId),
    uniqueIndex('provider_payments_paypal_order_id_idx').on(t.paypalOrderId),
    uniqueIndex('provider_payments_paypal_capture_id_idx').on(t.paypalCaptureId),
    index('provider_payments_user_id_idx').on(t.userId),
    // A Stripe payment without a connected account is the platform's own sale (call credits, ADR 043).
    check(
      'provider_payments_provider_ids_check',
      sql`case ${t.provider}
        when 'stripe' then true
        else ${t.paypalMerchantId} is not null and ${t.paypalOrderId} is not null end`,
    ),
    currencyCheck('provider_payments_currency_check', t.currency),
    check(
      'provider_payments_amounts_check',
      sql`${t.amount} > 0 and ${t.applicationFeeAmount} >= 0 and ${t.applicationFeeAmount} <= ${t.amount}`,
    ),
  ],
);

// Every webhook event applied, kept so that each is applied exactly once (ADR 032): inserted in
// the transaction of its effect; a second delivery of the same event meets the unique key.
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The connected account the event is about, when it is about one. */
    account: text('account'),
    /** The provider's `created`, in seconds: how out-of-order events are told apart. */
    created: bigint('created', { mode: 'number' }).notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_id_idx').on(t.provider, t.eventId)],
);
