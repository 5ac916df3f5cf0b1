import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';

export const paymentPlanStatus = pgEnum('payment_plan_status', ['active', 'cancelled', 'completed']);

export const installmentStatus = pgEnum('installment_status', ['pending', 'paid', 'failed']);

// A booked package paid in monthly instalments (booked_packages.paymentPlanId points here).
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    status: paymentPlanStatus('status').notNull().default('active'),
    currency: text('currency').notNull(),
    // Per instalment, and the number of instalments (the package's paymentPlan at booking time).
    amount: money('amount').notNull(),
    count: smallint('count').notNull(),
    cancelledAt: instant('cancelled_at'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_plans_page_id_created_at_idx').on(t.pageId, t.createdAt),
    currencyCheck('payment_plans_currency_check', t.currency),
    check('payment_plans_amount_check', sql`${t.amount} > 0 and ${t.count} > 0`),
    check('payment_plans_cancelled_check', sql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
  ],
);

// spec: PaymentPlan.payments, each {id, dueAt, amount, status}.
export const paymentPlanInstallments = pgTable(
  'payment_plan_installments',
  {
    id: text('id').primaryKey(),
    paymentPlanId: text('payment_plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    dueAt: instant('due_at').notNull(),
    amount: money('amount').notNull(),
    status: installmentStatus('status').notNull().default('pending'),
    paidAt: instant('paid_at'),
    // The payment provider's id of the successful charge.
    paymentId: text('payment_id'),
    // The checkout the client opened from the pay link of a failed installment (ADR 035): its
    // payment id, so the checkout's confirmation finds the installment it pays.
    checkoutPaymentId: text('checkout_payment_id'),
    failedAt: instant('failed_at'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_plan_installments_payment_plan_id_due_at_idx').on(t.paymentPlanId, t.dueAt),
    // Instalments to charge next.
    uniqueIndex('payment_plan_installments_checkout_payment_id_idx')
      .on(t.checkoutPaymentId)
      .where(sql`${t.checkoutPaymentId} is not null`),
    index('payment_plan_installments_due_at_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    // Instalments paid on a day, for the reports' rollups (ADR 022).
    index('payment_plan_installments_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    check('payment_plan_installments_amount_check', sql`${t.amount} > 0`),
    check('payment_plan_installments_paid_check', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);
