import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';

// Pricing plans themselves are a code catalogue (src/domain/plans); users.pricingPlanId holds the
// current plan. These tables keep what the billing provider and the deal marketplace tell us.

export const planType = pgEnum('plan_type', ['subscription', 'commission', 'lifetime']);

// Stripe's subscription statuses.
export const subscriptionStatus = pgEnum('subscription_status', [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);

export const priceInterval = pgEnum('price_interval', ['day', 'week', 'month', 'year']);

export const subscriptionDiscountDuration = pgEnum('subscription_discount_duration', [
  'once',
  'repeating',
  'forever',
]);

// The expert as a billing customer (spec: stripeCard).
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeCardBrand: text('stripe_card_brand'),
    stripeCardLast4: text('stripe_card_last4'),
    stripeCardExpMonth: smallint('stripe_card_exp_month'),
    stripeCardExpYear: smallint('stripe_card_exp_year'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('billing_customers_stripe_customer_id_idx').on(t.stripeCustomerId)],
);

// A paid plan held by the expert: a Stripe subscription (spec: stripeSubscription) or a lifetime
// deal (spec: appSumoInvoiceItemUuid). At most one is live (endedAt null) per user; the commission
// plan needs no row.
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: planType('plan_type').notNull(),
    planId: text('plan_id').notNull(),
    priceId: text('price_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    status: subscriptionStatus('status'),
    // The latest invoice's payment status as reported by Stripe.
    paymentStatus: text('payment_status'),
    // In cents (spec: unitAmount).
    unitAmount: money('unit_amount'),
    currency: text('currency'),
    priceInterval: priceInterval('price_interval'),
    priceIntervalCount: smallint('price_interval_count'),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    discountDuration: subscriptionDiscountDuration('discount_duration'),
    discountPercentOff: numeric('discount_percent_off', { precision: 5, scale: 2, mode: 'number' }),
    discountAmountOff: money('discount_amount_off'),
    discountEnd: instant('discount_end'),
    appSumoInvoiceItemUuid: text('app_sumo_invoice_item_uuid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: instant('ended_at'),
    // The creation time (seconds) of the newest provider event applied: an older one says less.
    syncedAt: bigint('synced_at', { mode: 'number' }),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    uniqueIndex('subscriptions_user_id_live_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    uniqueIndex('subscriptions_stripe_subscription_id_idx').on(t.stripeSubscriptionId),
    uniqueIndex('subscriptions_app_sumo_invoice_item_uuid_idx').on(t.appSumoInvoiceItemUuid),
    check(
      'subscriptions_plan_type_check',
      sql`case ${t.planType}
        when 'subscription' then ${t.stripeSubscriptionId} is not null and ${t.status} is not null
        when 'lifetime' then ${t.appSumoInvoiceItemUuid} is not null
        else false end`,
    ),
    currencyCheck('subscriptions_currency_check', t.currency),
  ],
);

// Provider billing events applied (issue 20, ADR 052): one row per event id, inserted in the
// transaction that applies it, so a redelivery finds it and changes nothing.
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  created: bigint('created', { mode: 'number' }).notNull(),
  receivedAt: instant('received_at').notNull(),
});

// Lifetime deal codes (spec: lifetime plans sold through a deal marketplace). Only a hash of the
// code (lower-cased) is kept; redeeming sets redeemed_by once, in one conditional update.
export const lifetimeCodes = pgTable(
  'lifetime_codes',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    planId: text('plan_id').notNull(),
    redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: instant('redeemed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lifetime_codes_code_hash_idx').on(t.codeHash)],
);

// The offline billing adapter's own objects (customers, cards, subscriptions, invoices), so a
// local install keeps them across restarts. Production never uses it.
export const offlineBillingObjects = pgTable(
  'offline_billing_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offline_billing_objects_kind_idx').on(t.kind)],
);
