import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { clientEmailMappings } from '../../db/schema/clients';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';
import { jobs } from '../../db/schema/jobs';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { releaseHoldJob } from '../../jobs/release-hold';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { buy, paymentIdOf, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { at, client, sandboxCheckout, setUpExpert } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';

// Issue 14: discount codes redeemed at checkout on the public side. Codes are written with
// drizzle (the dashboard's CRUD is another slice); everything else goes through the HTTP API.
// The race runs for real on PostgreSQL (TEST_DATABASE_URL, a pool of 4 connections); PGlite runs one
// statement at a time, so there it checks the counting.

const UNKNOWN = "This code isn't valid. Please check it and try again.";
const INACTIVE = 'This code is no longer active.';
const USED_UP = 'This code has already been used up.';
const EMAIL_FIRST = 'Please enter your email address first, then apply the code.';
const NOT_FOR_CLIENT = "This code can't be used with this email address.";
const NOT_FOR_PRODUCT = "This code doesn't apply to this booking.";
const OTHER_CURRENCY = "This code can't be used with this currency.";
const NOTHING_TO_PAY = 'There is nothing to pay, so no code is needed.';
const FULL_ONLY = 'Discount codes apply when paying in full.';

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let bundleId: string;
let bobPageId: string;
let vipClientId: string;
const db = () => t.services.deps.database.db;

type CodeFields = Partial<typeof discountCodes.$inferInsert> & {
  products?: Array<{ type: 'service' | 'package' | 'series' | 'session'; id: string }>;
};

/** A code on Ada's page (15% off unless told). */
async function makeCode(code: string, fields: CodeFields = {}) {
  const { products, ...rest } = fields;
  const id = newId();
  await db()
    .insert(discountCodes)
    .values({
      id,
      pageId: seller.pageId,
      code,
      valueType: 'percentage',
      percentOff: 15,
      productsRestricted: products !== undefined,
      ...rest,
    });
  for (const p of products ?? []) {
    await db()
      .insert(discountCodeProducts)
      .values({ id: newId(), discountCodeId: id, type: p.type, [`${p.type}Id`]: p.id });
  }
  return id;
}

const fixed = (amountOff: number, currency = 'USD') => ({
  valueType: 'fixed' as const,
  percentOff: null,
  amountOff,
  currency,
});

async function timesRedeemed(id: string) {
  const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, id));
  return row!.timesRedeemed;
}

const preview = (body: unknown, slug = 'ada') =>
  t.client().request('POST', `/api/public/pages/${slug}/discounts/preview`, body);
const bookService = (body: Record<string, unknown>) =>
  t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId: seller.coaching,
    start: at('10:00'),
    client: client(),
    ...body,
  });
const bookSeat = (sessionId: string, body: Record<string, unknown>) =>
  t
    .client()
    .request('POST', `/api/public/group-sessions/${sessionId}/bookings`, { client: client(), ...body });
const bookingByPayment = async (paymentId: string) =>
  (await db().select().from(bookings).where(eq(bookings.paymentId, paymentId)))[0]!;
const runReleaseJob = (payload: object) => releaseHoldJob(db())({ payload } as never, new Date());

function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: { code: 'bad_request', message, fields: { discountCode: message } } });
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  bundleId = (await seller.sell()).id;
  const bob = await setUpExpert(t, 'bob@example.com', 'bob');
  bobPageId = bob.pageId;
  await db().insert(discountCodes).values({
    id: newId(),
    pageId: bobPageId,
    code: 'BOBONLY',
    valueType: 'percentage',
    percentOff: 50,
  });
  // A known client of Ada's: books the free circle.
  const seat = await bookSeat(seller.circle.id, { client: client({ email: 'VIP@example.com' }) });
  expect(seat.status).toBe(201);
  const [mapping] = await db()
    .select()
    .from(clientEmailMappings)
    .where(
      and(
        eq(clientEmailMappings.pageId, seller.pageId),
        eq(clientEmailMappings.emailNormalized, 'vip@example.com'),
      ),
    );
  vipClientId = mapping!.clientId;
});
afterAll(async () => {
  await t.close();
});

describe('the preview', () => {
  it('answers the price, the amount off and the total, ignoring case; nothing is counted', async () => {
    const id = await makeCode('Spring15');
    const res = await preview({ code: 'spring15', item: { kind: 'service', id: seller.coaching } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'Spring15',
      price: 10000,
      amountOff: 1500,
      amountToPay: 8500,
      currency: 'USD',
    });
    expect(await timesRedeemed(id)).toBe(0);
  });

  it('prices a seat and a package', async () => {
    await makeCode('TENOFF', fixed(1000));
    const seat = await preview({ code: 'TENOFF', item: { kind: 'session', id: seller.yogaClasses[0]!.id } });
    expect(seat.body).toEqual({
      code: 'TENOFF',
      price: 2000,
      amountOff: 1000,
      amountToPay: 1000,
      currency: 'USD',
    });
    const pkg = await preview({
      code: 'tenoff',
      item: { kind: 'package', id: bundleId, paymentOption: 'full' },
    });
    expect(pkg.body).toEqual({
      code: 'TENOFF',
      price: 12000,
      amountOff: 1000,
      amountToPay: 11000,
      currency: 'USD',
    });
  });

  it('refuses an unknown code, a malformed one and another page’s code alike', async () => {
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'NOPE', item }), UNKNOWN);
    expectRefused(await preview({ code: 'BOBONLY', item }), UNKNOWN);
    expect((await preview({ code: 'SPRING 15', item })).body).toEqual({
      error: { code: 'bad_request', message: UNKNOWN, fields: { code: UNKNOWN } },
    });
    expectRefused(await bookService({ start: at('13:00'), discountCode: 'SPRING 15' }), UNKNOWN);
    expect((await preview({ code: '', item })).body).toMatchObject({ error: { message: UNKNOWN } });
  });

  it('refuses an inactive code and a used-up one', async () => {
    await makeCode('OFF', { active: false });
    await makeCode('GONE', { maxRedemptions: 2, timesRedeemed: 2 });
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'OFF', item }), INACTIVE);
    expectRefused(await preview({ code: 'GONE', item }), USED_UP);
  });

  it('checks the client by normalised email on this page', async () => {
    await makeCode('VIPONLY', { clientId: vipClientId });
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'VIPONLY', item }), EMAIL_FIRST);
    expectRefused(await preview({ code: 'VIPONLY', item, email: 'someone@example.com' }), NOT_FOR_CLIENT);
    const ok = await preview({ code: 'VIPONLY', item, email: ' Vip@Example.COM ' });
    expect(ok.body).toMatchObject({ amountToPay: 8500 });
  });

  it('checks the product: a service, a series (its sessions), a session, a package', async () => {
    await makeCode('COACHONLY', { products: [{ type: 'service', id: seller.coaching }] });
    await makeCode('YOGAONLY', { products: [{ type: 'series', id: seller.yoga }] });
    await makeCode('CLASSONE', { products: [{ type: 'session', id: seller.yogaClasses[0]!.id }] });
    await makeCode('BUNDLEONLY', { products: [{ type: 'package', id: bundleId }] });
    // A restricted code whose products were all deleted applies to nothing.
    await makeCode('NOTHING', { products: [] });
    const coaching = { kind: 'service', id: seller.coaching };
    const class1 = { kind: 'session', id: seller.yogaClasses[0]!.id };
    const class2 = { kind: 'session', id: seller.yogaClasses[1]!.id };
    const bundle = { kind: 'package', id: bundleId };
    expect((await preview({ code: 'COACHONLY', item: coaching })).status).toBe(200);
    expectRefused(await preview({ code: 'COACHONLY', item: class1 }), NOT_FOR_PRODUCT);
    expectRefused(await preview({ code: 'COACHONLY', item: bundle }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'YOGAONLY', item: class2 })).status).toBe(200);
    expectRefused(await preview({ code: 'YOGAONLY', item: coaching }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'CLASSONE', item: class1 })).status).toBe(200);
    expectRefused(await preview({ code: 'CLASSONE', item: class2 }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'BUNDLEONLY', item: bundle })).status).toBe(200);
    expectRefused(await preview({ code: 'BUNDLEONLY', item: coaching }), NOT_FOR_PRODUCT);
    expectRefused(await preview({ code: 'NOTHING', item: coaching }), NOT_FOR_PRODUCT);
  });

  it('refuses a fixed code in another currency, a free item, and a monthly plan', async () => {
    await makeCode('EUROS', fixed(500, 'EUR'));
    expectRefused(
      await preview({ code: 'EUROS', item: { kind: 'service', id: seller.coaching } }),
      OTHER_CURRENCY,
    );
    expectRefused(
      await preview({ code: 'Spring15', item: { kind: 'session', id: seller.circle.id } }),
      NOTHING_TO_PAY,
    );
    expectRefused(
      await preview({ code: 'Spring15', item: { kind: 'package', id: bundleId, paymentOption: 'monthly' } }),
      FULL_ONLY,
    );
  });

  it('does not find another page’s items (404, like an unknown id)', async () => {
    const res = await preview({ code: 'BOBONLY', item: { kind: 'service', id: seller.coaching } }, 'bob');
    expect(res.status).toBe(404);
    expect((await preview({ code: 'BOBONLY', item: { kind: 'package', id: bundleId } }, 'bob')).status).toBe(
      404,
    );
    expect(
      (await preview({ code: 'BOBONLY', item: { kind: 'session', id: seller.circle.id } }, 'bob')).status,
    ).toBe(404);
  });
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
