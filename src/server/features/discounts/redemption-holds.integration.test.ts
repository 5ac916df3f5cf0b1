import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { jobs } from '../../db/schema/jobs';
import { sessions } from '../../db/schema/sessions';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { buy, paymentIdOf, purchase } from '../package-purchase/package-testing';
import { at, client, sandboxCheckout } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';
import {
  expectRefused,
  FULL_ONLY,
  fixed,
  redemptionFixtures,
  type Seller,
  startRedemptionTestApp,
  UNKNOWN,
  USED_UP,
} from './redemption-testing';

// Issue 14: discount codes redeemed at checkout, a personal booking, a group seat or a package:
// the discounted charge and its snapshot, the redemption given back when a hold lapses or a
// payment is declined, and the race for the last redemptions. The race runs for real on
// PostgreSQL (TEST_DATABASE_URL, a pool of 4 connections); PGlite runs one statement at a time,
// so there it checks the counting.

let t: TestApp;
let seller: Seller;
let bundleId: string;
const { db, makeCode, timesRedeemed, bookService, bookSeat, bookingByPayment, runReleaseJob } =
  redemptionFixtures(() => ({ t, seller }));

beforeAll(async () => {
  ({ t, seller, bundleId } = await startRedemptionTestApp());
  // The code the preview tests made first; here a monthly plan refuses it.
  await makeCode('Spring15');
});
afterAll(async () => {
  await t.close();
});

describe('a personal booking with a code', () => {
  it('charges the discounted price, stores the snapshot and counts the redemption', async () => {
    const id = await makeCode('QUARTER', { percentOff: 25 });
    const res = await bookService({ start: at('09:00'), discountCode: 'quarter' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'awaiting_payment' });
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    const booking = await bookingByPayment(paymentId);
    expect(booking).toMatchObject({
      paymentAmount: 7500,
      currency: 'USD',
      discountCodeId: id,
      discountCode: 'QUARTER',
      discountValueType: 'percentage',
      discountValuePercentOff: 25,
      discountValueAmountOff: null,
      discountValueCurrency: null,
      discountAmountOff: 2500,
    });
    const [session] = await db().select().from(sessions).where(eq(sessions.id, booking.sessionId));
    expect(session).toMatchObject({ price: 10000, status: 'pending' });
    expect(await timesRedeemed(id)).toBe(1);

    const page = await sandboxCheckout(t, paymentId);
    expect(await page.text()).toContain('$75.00');
    const paid = await sandboxCheckout(t, paymentId, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const [confirmed] = await db().select().from(sessions).where(eq(sessions.id, booking.sessionId));
    expect(confirmed).toMatchObject({ status: 'confirmed', paid: true, totalPaymentAmount: 7500 });
    expect(await timesRedeemed(id)).toBe(1);
  });

  it('books without payment with a 100% code (or a fixed one worth the price)', async () => {
    const id = await makeCode('FREEBIE', { percentOff: 100 });
    const res = await bookService({ start: at('11:00'), discountCode: 'FREEBIE' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    const [booking] = await db().select().from(bookings).where(eq(bookings.discountCodeId, id));
    expect(booking).toMatchObject({ paymentAmount: 0, paymentId: null, discountAmountOff: 10000 });
    const [session] = await db().select().from(sessions).where(eq(sessions.id, booking!.sessionId));
    expect(session).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await timesRedeemed(id)).toBe(1);

    const big = await makeCode('BIGFIXED', fixed(25000));
    const res2 = await bookService({ start: at('12:00'), discountCode: 'BIGFIXED' });
    expect(res2.body).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    const [fixedBooking] = await db().select().from(bookings).where(eq(bookings.discountCodeId, big));
    expect(fixedBooking).toMatchObject({
      paymentAmount: 0,
      discountValueType: 'fixed',
      discountValuePercentOff: null,
      discountValueAmountOff: 25000,
      discountValueCurrency: 'USD',
      discountAmountOff: 10000,
    });
  });

  it('refuses a bad code with 400 and writes nothing', async () => {
    await makeCode('LIMITED', { maxRedemptions: 1, timesRedeemed: 1 });
    const before = await db().select().from(sessions);
    const res = await bookService({ start: at('13:00'), discountCode: 'LIMITED' });
    expectRefused(res, USED_UP);
    expectRefused(await bookService({ start: at('13:00'), discountCode: 'BOBONLY' }), UNKNOWN);
    expect(await db().select().from(sessions)).toHaveLength(before.length);
  });

  it('gives the redemption back when the hold lapses, exactly once', async () => {
    const id = await makeCode('LAPSE', { maxRedemptions: 1 });
    const res = await bookService({ start: at('14:00'), discountCode: 'LAPSE' });
    const booking = await bookingByPayment(paymentIdOf(res.body.checkoutUrl));
    expect(await timesRedeemed(id)).toBe(1);
    // Used up while the hold lives.
    expectRefused(await bookService({ start: at('15:00'), discountCode: 'LAPSE' }), USED_UP);
    // Still in time: the job leaves it.
    await runReleaseJob({ sessionId: booking.sessionId });
    expect(await timesRedeemed(id)).toBe(1);
    await db()
      .update(sessions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, booking.sessionId));
    await runReleaseJob({ sessionId: booking.sessionId });
    expect(await timesRedeemed(id)).toBe(0);
    await runReleaseJob({ sessionId: booking.sessionId });
    expect(await timesRedeemed(id)).toBe(0);
    // A late payment does not take it again.
    const late = await sandboxCheckout(t, booking.paymentId!, '4242 4242 4242 4242');
    expect(late.status).toBe(402);
    expect(await timesRedeemed(id)).toBe(0);
    // The snapshot stays on the lapsed booking.
    expect(await bookingByPayment(booking.paymentId!)).toMatchObject({
      discountCodeId: id,
      discountAmountOff: 1500,
    });
    // And the code can be used again.
    expect((await bookService({ start: at('15:00'), discountCode: 'LAPSE' })).status).toBe(201);
    expect(await timesRedeemed(id)).toBe(1);
  });

  it('gives the redemption back when the payment is declined', async () => {
    const id = await makeCode('DECLINE');
    const res = await bookService({ start: at('16:00', '2031-03-04'), discountCode: 'DECLINE' });
    const paymentId = paymentIdOf(res.body.checkoutUrl);
    expect(await timesRedeemed(id)).toBe(1);
    const declined = await sandboxCheckout(t, paymentId, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await timesRedeemed(id)).toBe(0);
    await sandboxCheckout(t, paymentId, '4000 0000 0000 0002');
    expect(await timesRedeemed(id)).toBe(0);
  });
});

describe('a group seat with a code', () => {
  it('charges the discounted seat, stores the snapshot and gives it back when the hold lapses', async () => {
    const id = await makeCode('YOGAHALF', {
      percentOff: 50,
      products: [{ type: 'series', id: seller.yoga }],
    });
    const classId = seller.yogaClasses[2]!.id;
    const res = await bookSeat(classId, {
      discountCode: 'YogaHalf',
      client: client({ email: 'seat@example.com' }),
    });
    expect(res.status).toBe(201);
    const booking = await bookingByPayment(paymentIdOf(res.body.checkoutUrl));
    expect(booking).toMatchObject({
      status: 'pending',
      paymentAmount: 1000,
      discountCodeId: id,
      discountCode: 'YOGAHALF',
      discountValueType: 'percentage',
      discountValuePercentOff: 50,
      discountAmountOff: 1000,
    });
    expect(await timesRedeemed(id)).toBe(1);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    await runReleaseJob({ bookingId: booking.id });
    await runReleaseJob({ bookingId: booking.id });
    expect(await timesRedeemed(id)).toBe(0);
  });

  it('confirms a seat with a 100% code without payment', async () => {
    await makeCode('SEATFREE', { percentOff: 100 });
    const res = await bookSeat(seller.yogaClasses[2]!.id, {
      discountCode: 'SEATFREE',
      client: client({ email: 'free-seat@example.com' }),
    });
    expect(res.body).toMatchObject({ status: 'confirmed', checkoutUrl: null });
  });
});

describe('a package purchase with a code', () => {
  it('charges the discounted price, stores the snapshot and gives it back when the hold lapses', async () => {
    const id = await makeCode('BUNDLE20', fixed(2000));
    const res = await buy(t, bundleId, purchase({ discountCode: 'bundle20' }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('awaiting_payment');
    const page = await sandboxCheckout(t, paymentIdOf(res.body.checkoutUrl));
    expect(await page.text()).toContain('$100.00');
    const [booked] = await db()
      .select()
      .from(bookedPackages)
      .where(eq(bookedPackages.id, res.body.bookedPackageId));
    expect(booked).toMatchObject({
      status: 'pending',
      paymentAmount: 10000,
      discountCodeId: id,
      discountCode: 'BUNDLE20',
      discountValueType: 'fixed',
      discountValueAmountOff: 2000,
      discountValueCurrency: 'USD',
      discountValuePercentOff: null,
      discountAmountOff: 2000,
    });
    expect(await timesRedeemed(id)).toBe(1);
    await db()
      .update(bookedPackages)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookedPackages.id, booked!.id));
    await runReleaseJob({ bookedPackageId: booked!.id });
    await runReleaseJob({ bookedPackageId: booked!.id });
    expect(await timesRedeemed(id)).toBe(0);
  });

  it('confirms at once with a 100% code', async () => {
    await makeCode('BUNDLEFREE', { percentOff: 100 });
    const res = await buy(
      t,
      bundleId,
      purchase({ discountCode: 'BUNDLEFREE', client: client({ email: 'pkg@example.com' }) }),
    );
    expect(res.body).toMatchObject({ status: 'confirmed', checkoutUrl: null });
  });

  it('refuses a code with a monthly plan', async () => {
    const monthly = (await seller.sell({ title: 'Monthly bundle', paymentPlanMonths: 3 })).id;
    const res = await buy(t, monthly, purchase({ discountCode: 'Spring15', paymentOption: 'monthly' }));
    expectRefused(res, FULL_ONLY);
  });
});

describe('concurrent checkouts', () => {
  it('20 concurrent checkouts on a code with 3 redemptions left: exactly 3 redeemed, 17 refused', async () => {
    const id = await makeCode('RACE', { maxRedemptions: 10, timesRedeemed: 7 });
    const sessionId = await createGroupSession(seller.expert, {
      title: 'Big workshop',
      start: at('18:00', '2031-03-10'),
      end: at('19:00', '2031-03-10'),
      price: 35,
      groupSizeMax: 30,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookSeat(sessionId, { discountCode: 'RACE', client: client({ email: `racer${i}@example.com` }) }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 400);
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) expectRefused(r, USED_UP);
    expect(await timesRedeemed(id)).toBe(10);
    const withCode = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), isNotNull(bookings.discountCodeId)));
    expect(withCode).toHaveLength(3);
    expect(withCode.every((b) => b.paymentAmount === 2975)).toBe(true);
    const holds = await db().select().from(jobs).where(eq(jobs.type, 'booking.release-hold'));
    expect(
      holds.filter((j) => withCode.some((b) => (j.payload as { bookingId?: string }).bookingId === b.id)),
    ).toHaveLength(3);
    expect(`${TEST_PUBLIC_URL}`).toContain('localhost');
  });
});
