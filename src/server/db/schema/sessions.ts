import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingPages } from './booking-pages';
import { clients } from './clients';
import { createdAt, currencyCheck, instant, money, updatedAt } from './columns';
import { locations, locationType } from './locations';
import { paymentAccounts } from './payment-accounts';
import { series } from './series';
import { services } from './services';

// 'pending': a paid personal session held while the client pays (until holdExpiresAt);
// 'expired': a hold whose payment failed or timed out (ADR 014). Neither shows in the dashboard.
export const sessionStatus = pgEnum('session_status', ['confirmed', 'cancelled', 'pending', 'expired']);

export const sessionType = pgEnum('session_type', ['personal', 'group']);

// Personal and group sessions in one table. Personal sessions carry the client snapshot; group
// sessions carry the group size. Its bookings are the bookings table.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    type: sessionType('type').notNull(),
    status: sessionStatus('status').notNull().default('confirmed'),
    pageId: text('page_id').notNull(),
    // spec: expert.id
    expertId: text('expert_id').notNull(),
    // null for personal and standalone group sessions.
    seriesId: text('series_id').references(() => series.id, { onDelete: 'set null' }),
    // The service a personal session was booked for.
    serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    price: money('price'),
    currency: text('currency').notNull(),
    totalPaymentAmount: money('total_payment_amount').notNull().default(0),
    paid: boolean('paid').notNull().default(false),
    groupSizeMax: integer('group_size_max'),
    groupSizeCurrent: integer('group_size_current').notNull().default(0),
    // spec: editing max sets remaining to max minus current, not below 0.
    groupSizeRemaining: integer('group_size_remaining').generatedAlwaysAs(
      sql`greatest(group_size_max - group_size_current, 0)`,
    ),
    hidden: boolean('hidden').notNull().default(false),
    collectPhoneNumber: boolean('collect_phone_number').notNull().default(false),
    // The chosen custom location, if any, and a snapshot of the resolved location that stays
    // valid if the location is later edited or deleted (spec: location {type, joinUrl, name,
    // location}).
    locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
    locationType: locationType('location_type').notNull().default('daily'),
    locationJoinUrl: text('location_join_url'),
    locationName: text('location_name'),
    // spec: location.location (a custom location's address or link).
    locationDetails: text('location_details'),
    dailyCoRoomName: text('daily_co_room_name'),
    rescheduledStart: instant('rescheduled_start'),
    rescheduledEnd: instant('rescheduled_end'),
    rescheduledAt: instant('rescheduled_at'),
    rescheduledBy: text('rescheduled_by'),
    reschedulingMessage: text('rescheduling_message'),
    iCalSequence: integer('i_cal_sequence').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    // spec: null when the expert cancels.
    cancelledBy: text('cancelled_by'),
    cancellationMessage: text('cancellation_message'),
    // Client snapshot of a personal session (spec: client {firstName, lastName, timezone}).
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientFirstName: text('client_first_name'),
    clientLastName: text('client_last_name'),
    clientTimezone: text('client_timezone'),
    // Until when a pending session holds its slot (ADR 014); null for every other status.
    holdExpiresAt: instant('hold_expires_at'),
    paymentAccountId: text('payment_account_id').references(() => paymentAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Upcoming, past and cancelled lists. Reports use two partial indexes of migration 0005 (ADR
    // 021): confirmed sessions by (expert_id, start), and the ones not confirmed by expert_id.
    index('sessions_expert_id_start_idx').on(t.expertId, t.start),
    // spec: group sessions of the expert, type group, status confirmed, start after now, by start.
    index('sessions_expert_id_type_status_start_idx').on(t.expertId, t.type, t.status, t.start),
    index('sessions_series_id_start_idx').on(t.seriesId, t.start).where(sql`${t.seriesId} is not null`),
    index('sessions_client_id_start_idx').on(t.clientId, t.start).where(sql`${t.clientId} is not null`),
    index('sessions_service_id_idx').on(t.serviceId).where(sql`${t.serviceId} is not null`),
    index('sessions_location_id_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
    uniqueIndex('sessions_daily_co_room_name_idx')
      .on(t.dailyCoRoomName)
      .where(sql`${t.dailyCoRoomName} is not null`),
    foreignKey({
      name: 'sessions_page_fk',
      columns: [t.pageId, t.expertId],
      foreignColumns: [bookingPages.id, bookingPages.userId],
    }).onDelete('cascade'),
    check('sessions_end_check', sql`${t.end} > ${t.start}`),
    check(
      'sessions_group_check',
      sql`case ${t.type}
        when 'group' then ${t.groupSizeMax} is not null and ${t.groupSizeMax} > 0
        else ${t.groupSizeMax} is null and ${t.seriesId} is null end`,
    ),
    check('sessions_group_size_current_check', sql`${t.groupSizeCurrent} >= 0`),
    check('sessions_amounts_check', sql`${t.price} >= 0 and ${t.totalPaymentAmount} >= 0`),
    currencyCheck('sessions_currency_check', t.currency),
    check('sessions_location_check', sql`${t.locationId} is null or ${t.locationType} = 'custom'`),
    check('sessions_cancelled_check', sql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
    // ::text: a value added to an enum cannot be used in the migration that adds it.
    check('sessions_hold_check', sql`(${t.status}::text = 'pending') = (${t.holdExpiresAt} is not null)`),
    check('sessions_rescheduled_check', sql`(${t.rescheduledStart} is null) = (${t.rescheduledEnd} is null)`),
  ],
);
