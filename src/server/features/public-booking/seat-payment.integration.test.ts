import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { jobs } from '../../db/schema/jobs';
import { releaseHoldJob } from '../../jobs/release-hold';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { client, emailsWithInvites, sandboxCheckout, setUpExpert } from './booking-test-setup';
import { createGroupSession, seatFixtures } from './seat-test-setup';

// A paid seat: held while the client pays in the sandbox (ADR 016), then confirmed, declined or
// lapsed. The seat is counted while held and given back when the hold ends unpaid.

let t: TestApp;
let ada: TestClient;
let sessionId: string;
const { db, book, view, sessionRow, bookingsOf } = seatFixtures(() => t);
const checkout = (paymentId: string, cardNumber?: string) => sandboxCheckout(t, paymentId, cardNumber);
const bookingView = (token: string) => t.client().request('GET', `/api/public/bookings/${token}`);

async function holdSeat(email: string) {
  const res = await book(sessionId, { client: client({ email }) });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    status: 'awaiting_payment',
    checkoutUrl: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/checkout/sandbox/sbx_`)),
  });
  const paymentId = (res.body.checkoutUrl as string).split('/').pop()!;
  const [booking] = (await bookingsOf(sessionId)).filter((b) => b.paymentId === paymentId);
  return { token: res.body.token as string, paymentId, booking: booking! };
}

beforeAll(async () => {
  t = await createTestApp();
  ada = (await setUpExpert(t, 'ada@example.com', 'ada')).expert;
  sessionId = await createGroupSession(ada, { title: 'Salary workshop', price: 35, groupSizeMax: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('a paid seat', () => {
  it('is held while the client pays: pending, counted, a release job at its expiry, no emails yet', async () => {
    const { token, paymentId, booking } = await holdSeat('payer@example.com');
    expect(booking).toMatchObject({ status: 'pending', paymentAmount: 3500, currency: 'USD', paymentId });
    const held = booking.holdExpiresAt!.getTime() - booking.createdAt.getTime();
    expect(held).toBeGreaterThan(14.9 * 60_000);
    expect(held).toBeLessThan(15.1 * 60_000);
    expect(await sessionRow(sessionId)).toMatchObject({ groupSizeCurrent: 1, totalPaymentAmount: 0 });
    expect((await view(sessionId)).body.session.seatsLeft).toBe(2);
    const [job] = await db().select().from(jobs).where(eq(jobs.type, 'booking.release-hold'));
    expect(job).toMatchObject({ payload: { bookingId: booking.id }, runAt: booking.holdExpiresAt });
    expect((await bookingView(token)).body).toMatchObject({ status: 'awaiting_payment', canCancel: false });
    expect(await emailsWithInvites(t, 'payer@example.com')).toHaveLength(0);

    const page = await checkout(paymentId);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Salary workshop with Ada Lovelace');
    expect(html).toContain('$35.00');
  });

  it('is confirmed when paid: the amount counts on the session and the emails go out', async () => {
    const { token, paymentId, booking } = await holdSeat('paid@example.com');
    const paid = await checkout(paymentId, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/booking/${token}`);
    const [row] = (await bookingsOf(sessionId)).filter((b) => b.id === booking.id);
    expect(row).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await sessionRow(sessionId)).toMatchObject({ groupSizeCurrent: 2, totalPaymentAmount: 3500 });
    expect((await bookingView(token)).body).toMatchObject({
      status: 'confirmed',
      price: 3500,
      canCancel: true,
    });
    const [email] = await emailsWithInvites(t, 'paid@example.com');
    expect(email).toMatchObject({
      subject: 'Booking confirmed: Salary workshop with Ada Lovelace',
      method: 'REQUEST',
      uid: `${sessionId}@localhost`,
      attendees: ['paid@example.com'],
    });
    // The expert's invite names the paid place only, not the one still held.
    const [toExpert] = await emailsWithInvites(t, 'ada@example.com');
    expect(toExpert).toMatchObject({
      subject: 'New booking: Salary workshop',
      attendees: ['paid@example.com'],
    });
    // Paying twice changes nothing.
    expect((await checkout(paymentId, '4242 4242 4242 4242')).status).toBe(303);
    expect((await sessionRow(sessionId)).totalPaymentAmount).toBe(3500);
  });

  it('is released when the card is declined: the seat goes back and the client may book again', async () => {
    const { token, paymentId, booking } = await holdSeat('declined@example.com');
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(3);
    // Full while the hold lasts.
    const full = await book(sessionId, { client: client({ email: 'waiting@example.com' }) });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This session is full.');

    const res = await checkout(paymentId, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('Your card was declined. Your seat has been released.');
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/sessions/${sessionId}"`);
    const [row] = (await bookingsOf(sessionId)).filter((b) => b.id === booking.id);
    expect(row).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
    expect((await bookingView(token)).body.status).toBe('expired');
    expect(await emailsWithInvites(t, 'declined@example.com')).toHaveLength(0);
    // Its checkout no longer takes a payment.
    expect((await checkout(paymentId, '4242424242424242')).status).toBe(402);

    const again = await book(sessionId, { client: client({ email: 'declined@example.com' }) });
    expect(again.status).toBe(201);
    const retry = again.body.checkoutUrl.split('/').pop();
    expect((await checkout(retry, '4000000000000002')).status).toBe(402);
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
  });

  it('is released by the job once its time is up, and can no longer be paid', async () => {
    const { token, paymentId, booking } = await holdSeat('late@example.com');
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(3);
    // The job does nothing to a hold still in time.
    await releaseHoldJob(db())({ payload: { bookingId: booking.id } } as never, new Date());
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(3);

    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect((await bookingView(token)).body.status).toBe('expired');
    await releaseHoldJob(db())({ payload: { bookingId: booking.id } } as never, new Date());
    const [row] = (await bookingsOf(sessionId)).filter((b) => b.id === booking.id);
    expect(row).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
    // Run twice (a retried job), the seat is given back once.
    await releaseHoldJob(db())({ payload: { bookingId: booking.id } } as never, new Date());
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);

    const lateRes = await checkout(paymentId, '4242424242424242');
    expect(lateRes.status).toBe(402);
    expect(await lateRes.text()).toContain('This booking has expired. Please choose another time.');
    expect((await sessionRow(sessionId)).totalPaymentAmount).toBe(3500);
  });

  it('lapsed before the job ran, is released by the late payment itself', async () => {
    const { paymentId, booking } = await holdSeat('slow@example.com');
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect((await checkout(paymentId, '4242424242424242')).status).toBe(402);
    const [row] = (await bookingsOf(sessionId)).filter((b) => b.id === booking.id);
    expect(row!.status).toBe('expired');
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
  });
});
