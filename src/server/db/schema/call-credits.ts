import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';

// Call credit purchases (issue 17, ADR 043): the expert pays Slotwise 5 USD for call minutes.
// Made open with the platform checkout; the confirmed payment (the sandbox page, or Stripe's
// signed webhook) moves it to paid once, and only that move adds its seconds to the balance.
export const callCreditPurchases = pgTable(
  'call_credit_purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment adapter's id for the checkout (sbx_…, stp_…): how its outcome finds us. */
    paymentId: text('payment_id').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    participantSeconds: bigint('participant_seconds', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'paid', 'declined'] })
      .notNull()
      .default('open'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('call_credit_purchases_payment_id_key').on(t.paymentId),
    index('call_credit_purchases_user_idx').on(t.userId, t.createdAt),
    check('call_credit_purchases_seconds_check', sql`${t.participantSeconds} > 0`),
    currencyCheck('call_credit_purchases_currency_check', t.currency),
  ],
);
