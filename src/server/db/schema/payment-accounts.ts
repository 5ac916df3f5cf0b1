import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { instant, updatedAt } from './columns';

export const paymentProvider = pgEnum('payment_provider', ['stripe', 'paypal']);

// spec: stripeAccountType is standard or other; standard accounts use the provider's own dashboard.
export const stripeAccountType = pgEnum('stripe_account_type', ['standard', 'express', 'custom']);

// spec: payoutGateway manual means a custom payout agreement.
export const payoutGateway = pgEnum('payout_gateway', ['stripe', 'manual']);

// An expert's connected payment provider account (the spec's User.stripe* and paypal* fields).
// Services, series, sessions and packages record the account that was current when they were
// created (paymentAccountId). Disconnecting sets disconnectedAt and keeps the row for history.
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    stripeAccountId: text('stripe_account_id'),
    stripeAccountType: stripeAccountType('stripe_account_type'),
    // Enabled payment method types; spec default is card (with Google Pay and Apple Pay).
    stripePaymentMethods: text('stripe_payment_methods').array().notNull().default(['card']),
    payoutGateway: payoutGateway('payout_gateway'),
    country: text('country'),
    paypalMerchantId: text('paypal_merchant_id'),
    paypalAccountEmail: text('paypal_account_email'),
    paypalAccountVerified: boolean('paypal_account_verified').notNull().default(false),
    // What Stripe last said of the account (account.updated, ADR 032): charges enabled, the
    // requirements currently due, and the `created` of the event that said it (older ones lose).
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    stripeDetailsSubmitted: boolean('stripe_details_submitted').notNull().default(false),
    stripeRequirementsDue: text('stripe_requirements_due').array().notNull().default([]),
    stripeSyncedAt: bigint('stripe_synced_at', { mode: 'number' }),
    connectedAt: instant('connected_at').notNull().defaultNow(),
    disconnectedAt: instant('disconnected_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_accounts_user_id_idx').on(t.userId),
    uniqueIndex('payment_accounts_user_id_provider_idx')
      .on(t.userId, t.provider)
      .where(sql`${t.disconnectedAt} is null`),
    uniqueIndex('payment_accounts_stripe_account_id_idx')
      .on(t.stripeAccountId)
      .where(sql`${t.disconnectedAt} is null`),
    uniqueIndex('payment_accounts_paypal_merchant_id_idx')
      .on(t.paypalMerchantId)
      .where(sql`${t.disconnectedAt} is null`),
    check(
      'payment_accounts_provider_check',
      sql`case ${t.provider}
        when 'stripe' then ${t.stripeAccountId} is not null and ${t.stripeAccountType} is not null
        else ${t.paypalAccountEmail} is not null end`,
    ),
  ],
);
