import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { discountCodes } from '../../db/schema/discount-codes';
import { jobs } from '../../db/schema/jobs';
import { newId } from '../../ids';
import type { TestApp } from '../../testing/test-app';
import { emailsWithInvites } from '../public-booking/booking-test-setup';
import { signBookingToken } from '../public-booking/booking-token';
import {
  type Expert,
  hoursFromToday,
  type sessionFixtures,
  startSessionsTestApp,
  withFailingOutbox,
} from './sessions-testing';

// Issue 14 (ADR 035): the expert cancelling a paid session refunds every paid place in full,
// tells each client so, gives discount redemptions back, and the report's revenue drops it.

let t: TestApp;
let ada: Expert;
let fx: ReturnType<typeof sessionFixtures>;
const db = () => t.services.deps.database.db;
const cancel = (id: string, body: unknown = {}) =>
  ada.expert.request('POST', `/api/sessions/${id}/cancel`, body);
const REFUNDED = 'Depending on your bank, it can take 5 to 10 business days to show on your statement.';

async function bookingRow(id: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
const refundJobs = (paymentId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'payments.refund'), eq(jobs.idempotencyKey, `payments.refund:${paymentId}`)));

async function discountCode(timesRedeemed: number) {
  const id = newId();
  await db()
    .insert(discountCodes)
    .values({
      id,
      pageId: ada.pageId,
      code: `CODE${id.slice(0, 6)}`,
      valueType: 'percentage',
      percentOff: 10,
      timesRedeemed,
    });
  return id;
}
async function timesRedeemed(id: string) {
  const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, id));
  return row!.timesRedeemed;
}
async function revenue() {
  const res = await ada.expert.request('GET', '/api/reports?range=last-30-days');
  expect(res.status).toBe(200);
  return res.body.figures.revenue as Array<{ currency: string; current: number }>;
}

beforeAll(async () => {
  ({ t, ada, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('the expert cancels a paid one-to-one session', () => {
  it('marks the place refunded in full, queues one refund of its payment and tells the client', async () => {
    const code = await discountCode(3);
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(2), price: 4500, totalPaymentAmount: 4500 },
      {
        clientEmail: 'paid@example.com',
        paymentId: 'sbx_paid_one',
        paymentAmount: 4500,
        discountCodeId: code,
        discountCode: 'SPRING10',
        discountValueType: 'percentage',
        discountValuePercentOff: 10,
        discountAmountOff: 500,
      },
    );
    expect(await revenue()).toEqual([{ currency: 'USD', current: 4500, previous: 0 }]);

    const res = await cancel(id, { message: 'I am unwell.' });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('cancelled');
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ refundedAmount: 4500, paymentAmount: 4500, paymentId: 'sbx_paid_one' });
    expect(Math.abs(row.refundedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const queued = await refundJobs('sbx_paid_one');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ paymentId: 'sbx_paid_one' });
    // A discount code the booking carried gets its redemption back.
    expect(await timesRedeemed(code)).toBe(2);

    const [email, ...more] = await emailsWithInvites(t, 'paid@example.com');
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Booking cancelled: Coaching call with Ada Lovelace');
    expect(email!.text).toContain(`Your payment of $45.00 is refunded in full. ${REFUNDED}`);
    // The refund job ran (the sandbox gives back what it never took) and is done.
    const [job] = await refundJobs('sbx_paid_one');
    expect(job!.status).toBe('completed');
    // Refunded money is not income: the cancelled session's place leaves the revenue.
    expect(await revenue()).toEqual([]);
  });

  it('refunds nothing and says nothing of money for a free or package-paid session', async () => {
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(3), price: 0, totalPaymentAmount: 0 },
      { clientEmail: 'free@example.com', paymentAmount: 0 },
    );
    expect((await cancel(id)).status).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ refundedAt: null, refundedAmount: null });
    const [email] = await emailsWithInvites(t, 'free@example.com');
    expect(email!.text).not.toContain('refunded');
  });

  it('changes nothing when the cancel fails half-way: no refund marked or queued', async () => {
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(4) },
      { clientEmail: 'halfway@example.com', paymentId: 'sbx_half_way' },
    );
    const res = await withFailingOutbox(t, () => cancel(id));
    expect(res.status).toBe(500);
    expect(await bookingRow(bookingId)).toMatchObject({ refundedAt: null, refundedAmount: null });
    expect(await refundJobs('sbx_half_way')).toEqual([]);
    expect(await fx.sessionRow(id)).toMatchObject({ status: 'confirmed' });
  });
});

describe('the expert cancels a group session with paid seats', () => {
  it('refunds each paid place once, not the free, package or given-up ones, and tells each paid client', async () => {
    const id = await fx.group(ada, { start: hoursFromToday(5), price: 2500, currency: 'EUR' });
    const code = await discountCode(1);
    const paidA = await fx.booking(id, {
      clientFirstName: 'Alan',
      paymentId: 'sbx_seat_a',
      discountCodeId: code,
      discountCode: 'SPRING10',
      discountValueType: 'percentage',
      discountValuePercentOff: 10,
      discountAmountOff: 250,
      paymentAmount: 2250,
    });
    const paidB = await fx.booking(id, { clientFirstName: 'Barbara', paymentId: 'sbx_seat_b' });
    const free = await fx.booking(id, { clientFirstName: 'Claude', paymentAmount: 0 });
    const gaveUp = await fx.booking(id, {
      clientFirstName: 'Dennis',
      paymentId: 'sbx_seat_d',
      cancelledAt: new Date(),
    });

    expect((await cancel(id, { message: 'The studio is closed.' })).status).toBe(200);
    expect(await bookingRow(paidA)).toMatchObject({ refundedAmount: 2250, currency: 'EUR' });
    expect(await bookingRow(paidB)).toMatchObject({ refundedAmount: 2500 });
    expect(await bookingRow(free)).toMatchObject({ refundedAt: null, refundedAmount: null });
    expect(await bookingRow(gaveUp)).toMatchObject({ refundedAt: null, refundedAmount: null });
    expect(await refundJobs('sbx_seat_a')).toHaveLength(1);
    expect(await refundJobs('sbx_seat_b')).toHaveLength(1);
    expect(await refundJobs('sbx_seat_d')).toEqual([]);
    expect(await timesRedeemed(code)).toBe(0);

    const [alan] = await emailsWithInvites(t, 'alan@example.com');
    expect(alan!.subject).toBe('Booking cancelled: Morning breathwork with Ada Lovelace');
    expect(alan!.text).toContain(`Your payment of €22.50 is refunded in full. ${REFUNDED}`);
    const [barbara] = await emailsWithInvites(t, 'barbara@example.com');
    expect(barbara!.text).toContain(`Your payment of €25.00 is refunded in full. ${REFUNDED}`);
    const [claude] = await emailsWithInvites(t, 'claude@example.com');
    expect(claude!.text).not.toContain('refunded');
    expect(await emailsWithInvites(t, 'dennis@example.com')).toEqual([]);

    // Cancelling again is refused and refunds nothing twice.
    expect((await cancel(id)).status).toBe(409);
    expect(await refundJobs('sbx_seat_a')).toHaveLength(1);
  });
});

describe('the client cancels within the policy', () => {
  it('gives the discount redemption back and refunds nothing (the spec names no refund for it)', async () => {
    const code = await discountCode(1);
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(6) },
      {
        clientEmail: 'self@example.com',
        paymentId: 'sbx_client_cancel',
        discountCodeId: code,
        discountCode: 'SPRING10',
        discountValueType: 'percentage',
        discountValuePercentOff: 10,
        discountAmountOff: 500,
        paymentAmount: 4500,
      },
    );
    const token = signBookingToken(t.services.deps.secrets.linkSigningKey, bookingId);
    const res = await t.client().request('POST', `/api/public/bookings/${token}/cancel`, { message: null });
    expect(res.status).toBe(200);
    expect(await fx.sessionRow(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(await timesRedeemed(code)).toBe(0);
    expect(await bookingRow(bookingId)).toMatchObject({ refundedAt: null, refundedAmount: null });
    expect(await refundJobs('sbx_client_cancel')).toEqual([]);
  });
});
