import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookedPackages } from './booked-packages';
import { bookingPages } from './booking-pages';
import { clients } from './clients';
import { createdAt, currencyCheck, instant, money } from './columns';
import { discountCodes, discountSnapshotCheck, discountValueType } from './discount-codes';
import { partners } from './partners';
import { sessions } from './sessions';

// 'pending': a paid group seat held while the client pays (until holdExpiresAt); the seat is
// counted in the session's groupSizeCurrent meanwhile. 'expired': its payment failed or timed out
// and the seat was given back (ADR 016). A personal session's hold lives on the session (ADR 014).
export const bookingStatus = pgEnum('booking_status', ['confirmed', 'pending', 'expired']);

// A client's place in a session (one for a personal session, one per participant of a group
// session), with a snapshot of the client as entered at booking time.
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    status: bookingStatus('status').notNull().default('confirmed'),
    holdExpiresAt: instant('hold_expires_at'),
    expertId: text('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => bookingPages.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientFirstName: text('client_first_name').notNull(),
    clientLastName: text('client_last_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhoneNumber: text('client_phone_number'),
    clientMessage: text('client_message'),
    clientTimezone: text('client_timezone'),
    paymentAmount: money('payment_amount').notNull().default(0),
    currency: text('currency').notNull(),
    paymentId: text('payment_id'),
    bookedPackageId: text('booked_package_id').references(() => bookedPackages.id, {
      onDelete: 'set null',
    }),
    partnerId: text('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    discountCodeId: text('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'set null',
    }),
    // The code as the client typed it.
    discountCode: text('discount_code'),
    // spec: discount {valueType, value {percentOff or amountOff, currency}}, a snapshot of the code.
    discountValueType: discountValueType('discount_value_type'),
    discountValuePercentOff: integer('discount_value_percent_off'),
    discountValueAmountOff: money('discount_value_amount_off'),
    discountValueCurrency: text('discount_value_currency'),
    // The amount actually taken off this booking.
    discountAmountOff: money('discount_amount_off'),
    // Set when a participant's place is given up; the session's own cancellation is on sessions.
    cancelledAt: instant('cancelled_at'),
    // Given back in full when the expert cancelled a paid place (ADR 035): when the refund was
    // decided (the payments.refund job queued in the same transaction) and how much.
    refundedAt: instant('refunded_at'),
    refundedAmount: money('refunded_amount'),
    // issue 19: the version of the page's terms and privacy policy the client accepted at
    // checkout (policiesVersion of the text then); null when the page had none.
    policiesVersion: text('policies_version'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_session_id_created_at_idx').on(t.sessionId, t.createdAt),
    // A client holds at most one live place in a session.
    uniqueIndex('bookings_session_id_client_id_idx')
      .on(t.sessionId, t.clientId)
      .where(sql`${t.cancelledAt} is null and ${t.status} <> 'expired'`),
    // Reports: bookings by expert and createdAt range. Reports read confirmed places through the
    // partial covering index bookings_expert_id_created_at_placed_idx (migration 0005, ADR 021).
    index('bookings_expert_id_created_at_idx').on(t.expertId, t.createdAt),
    index('bookings_discount_code_id_created_at_idx')
      .on(t.discountCodeId, t.createdAt)
      .where(sql`${t.discountCodeId} is not null`),
    index('bookings_client_id_created_at_idx')
      .on(t.clientId, t.createdAt)
      .where(sql`${t.clientId} is not null`),
    index('bookings_booked_package_id_idx')
      .on(t.bookedPackageId)
      .where(sql`${t.bookedPackageId} is not null`),
    index('bookings_partner_id_idx').on(t.partnerId).where(sql`${t.partnerId} is not null`),
    index('bookings_page_id_idx').on(t.pageId),
    index('bookings_payment_id_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    currencyCheck('bookings_currency_check', t.currency),
    currencyCheck('bookings_discount_value_currency_check', t.discountValueCurrency),
    discountSnapshotCheck('bookings_discount_check', {
      valueType: t.discountValueType,
      percentOff: t.discountValuePercentOff,
      amountOff: t.discountValueAmountOff,
      currency: t.discountValueCurrency,
    }),
    check('bookings_hold_check', sql`(${t.status} = 'pending') = (${t.holdExpiresAt} is not null)`),
    check('bookings_amounts_check', sql`${t.paymentAmount} >= 0 and ${t.discountAmountOff} >= 0`),
    check(
      'bookings_refund_check',
      sql`(${t.refundedAt} is null) = (${t.refundedAmount} is null) and ${t.refundedAmount} between 0 and ${t.paymentAmount}`,
    ),
  ],
);
