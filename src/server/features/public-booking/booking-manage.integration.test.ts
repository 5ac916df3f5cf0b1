import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, emailsWithInvites, MONDAY, sandboxCheckout, setUpExpert } from './booking-test-setup';

let t: TestApp;
let ada: TestClient;
let freeId: string;
let paidId: string;
const db = () => t.services.deps.database.db;
const book = (body: unknown) => t.client().request('POST', '/api/public/pages/ada/bookings', body);
const slotsOf = async (serviceId: string) => {
  const res = await t
    .client()
    .request(
      'GET',
      `/api/public/pages/ada/services/${serviceId}/slots?from=${MONDAY}T00:00:00Z&to=${MONDAY}T23:59:00Z`,
    );
  return res.body.slots.map((s: string) => s.slice(11, 16));
};
const checkout = (paymentId: string, cardNumber?: string) => sandboxCheckout(t, paymentId, cardNumber);

beforeAll(async () => {
  t = await createTestApp();
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  freeId = await setup.service({ title: 'Intro call', price: 0 });
  paidId = await setup.service({ title: 'Deep dive', price: 120 });
});
afterAll(async () => {
  await t.close();
});

describe('managing a booking', () => {
  let token: string;

  it('shows the booking by its token, and 404 for a forged one', async () => {
    const res = await book({ serviceId: freeId, start: at('10:00'), client: client() });
    token = res.body.token;
    const view = await t.client().request('GET', `/api/public/bookings/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      token,
      status: 'confirmed',
      service: { title: 'Intro call', duration: 60 },
      expert: { displayName: 'Ada Lovelace', slug: 'ada' },
      start: at('10:00'),
      end: at('11:00'),
      timeZone: 'America/New_York',
      price: 0,
      currency: 'USD',
      bookedPackage: null,
      // Built-in video: the call room, by this booking's own join link (issue 17).
      location: {
        type: 'daily',
        name: null,
        details: null,
        joinUrl: expect.stringMatching(/^http:\/\/localhost:3999\/s\/\w+\?link=/),
      },
      canCancel: true,
      canReschedule: true,
      cancelDeadline: at('10:00'),
      rescheduleDeadline: at('10:00'),
      calendar: { icsUrl: `${TEST_PUBLIC_URL}/api/public/bookings/${token}/invite.ics` },
    });
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    expect((await t.client().request('GET', `/api/public/bookings/${forged}`)).status).toBe(404);
    expect((await t.client().request('GET', '/api/public/bookings/nothing')).status).toBe(404);
  });

  it('serves the invite as text/calendar', async () => {
    const res = await t.client().request('GET', `/api/public/bookings/${token}/invite.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('METHOD:REQUEST');
    expect(res.body).toContain('DTSTART:20310303T100000Z');
  });

  it('reschedules to an offered time: SEQUENCE 1, emails, the old time free again', async () => {
    const bad = await t.client().request('POST', `/api/public/bookings/${token}/reschedule`, {
      start: at('10:30'),
      message: 'x'.repeat(801),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      message: 'Too long, please limit the message to 800 characters',
    });
    const same = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('10:00'), message: null });
    expect(same.body.error.message).toBe('Please choose a different time');
    const res = await t.client().request('POST', `/api/public/bookings/${token}/reschedule`, {
      start: at('11:00'),
      message: 'Running late',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', start: at('11:00'), end: at('12:00') });
    const [session] = await db().select().from(sessions).where(eq(sessions.serviceId, freeId));
    expect(session).toMatchObject({
      iCalSequence: 1,
      start: new Date(at('11:00')),
      // spec §4: the old start and end are kept.
      rescheduledStart: new Date(at('10:00')),
      rescheduledEnd: new Date(at('11:00')),
      rescheduledBy: 'client',
      reschedulingMessage: 'Running late',
    });
    const [toClient] = await emailsWithInvites(t, 'Grace.Hopper@Example.com');
    const [toExpert] = await emailsWithInvites(t, 'ada@example.com');
    const invite = {
      method: 'REQUEST',
      uid: `${session!.id}@localhost`,
      sequence: 1,
      start: at('11:00'),
      end: at('12:00'),
    };
    expect(toClient).toMatchObject({
      subject: 'Booking rescheduled: Intro call with Ada Lovelace',
      ...invite,
    });
    expect(toExpert).toMatchObject({ subject: 'Booking rescheduled: Intro call', ...invite });
    expect(toExpert!.text).toContain('Message: Running late');
    expect(await slotsOf(freeId)).toContain('10:00');
    expect(await slotsOf(freeId)).not.toContain('11:00');
  });

  it('refuses what the policy disables, with the message naming the expert', async () => {
    const policy = (flags: { cancellationDisabled: boolean; reschedulingDisabled: boolean }) =>
      ada.request('PUT', '/api/scheduling/cancellation-policy', flags);
    expect((await policy({ cancellationDisabled: true, reschedulingDisabled: true })).status).toBe(200);
    const view = await t.client().request('GET', `/api/public/bookings/${token}`);
    expect(view.body).toMatchObject({ canCancel: false, canReschedule: false, cancelDeadline: null });
    const cancel = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/cancel`, { message: null });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe(
      'This booking can no longer be cancelled online. Please contact Ada Lovelace.',
    );
    const move = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('13:00'), message: null });
    expect(move.status).toBe(409);
    expect(move.body.error.message).toBe(
      'This booking can no longer be rescheduled online. Please contact Ada Lovelace.',
    );
    await policy({ cancellationDisabled: false, reschedulingDisabled: false });
  });

  it('cancels: status cancelled by the client, CANCEL invites, the time free again', async () => {
    const res = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/cancel`, { message: 'Sorry' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', canCancel: false, canReschedule: false });
    const [session] = await db().select().from(sessions).where(eq(sessions.serviceId, freeId));
    expect(session).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      cancellationMessage: 'Sorry',
    });
    const [toClient] = await emailsWithInvites(t, 'Grace.Hopper@Example.com');
    expect(toClient).toMatchObject({
      subject: 'Booking cancelled: Intro call with Ada Lovelace',
      method: 'CANCEL',
      // Rescheduled once (1), then cancelled (2).
      sequence: 2,
    });
    expect(await slotsOf(freeId)).toContain('11:00');
    const again = await t.client().request('POST', `/api/public/bookings/${token}/cancel`, { message: null });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This booking is no longer active.');
  });
});

describe('paying in the sandbox', () => {
  const paidBooking = async (start: string, email: string) => {
    const res = await book({ serviceId: paidId, start, client: client({ email }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'awaiting_payment',
      checkoutUrl: expect.stringContaining('/checkout/sandbox/sbx_'),
    });
    const paymentId = res.body.checkoutUrl.split('/').pop() as string;
    return { token: res.body.token as string, paymentId };
  };

  it('holds the slot while the client pays, then confirms and emails on success', async () => {
    const { token, paymentId } = await paidBooking(at('14:00'), 'payer@example.com');
    expect(await slotsOf(paidId)).not.toContain('14:00');
    expect((await t.client().request('GET', `/api/public/bookings/${token}`)).body.status).toBe(
      'awaiting_payment',
    );
    expect(await emailsWithInvites(t, 'payer@example.com')).toHaveLength(0);
    const [booking] = await db().select().from(bookings).where(eq(bookings.paymentId, paymentId));
    expect(booking).toMatchObject({ paymentAmount: 12_000, currency: 'USD' });

    const page = await checkout(paymentId);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('$120.00');
    const invalid = await checkout(paymentId, '1234');
    expect(await invalid.text()).toContain('Please use a test card');
    const paid = await checkout(paymentId, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/booking/${token}`);
    const view = await t.client().request('GET', `/api/public/bookings/${token}`);
    expect(view.body).toMatchObject({ status: 'confirmed', price: 12_000 });
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.start, new Date(at('14:00'))));
    expect(session).toMatchObject({
      status: 'confirmed',
      paid: true,
      totalPaymentAmount: 12_000,
      holdExpiresAt: null,
    });
    const [email] = await emailsWithInvites(t, 'payer@example.com');
    expect(email).toMatchObject({
      subject: 'Booking confirmed: Deep dive with Ada Lovelace',
      method: 'REQUEST',
    });
  });

  it('a declined card releases the slot', async () => {
    const { token, paymentId } = await paidBooking(at('15:00'), 'declined@example.com');
    const res = await checkout(paymentId, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await t.client().request('GET', `/api/public/bookings/${token}`)).body.status).toBe('expired');
    expect(await slotsOf(paidId)).toContain('15:00');
    expect(await emailsWithInvites(t, 'declined@example.com')).toHaveLength(0);
  });

  it('an expired hold frees the slot, is released by the job, and can no longer be paid', async () => {
    const { token, paymentId } = await paidBooking(at('16:00'), 'late@example.com');
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.start, new Date(at('16:00'))));
    expect(session!.holdExpiresAt!.getTime() - session!.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    await db()
      .update(sessions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id));
    expect(await slotsOf(paidId)).toContain('16:00');
    expect((await t.client().request('GET', `/api/public/bookings/${token}`)).body.status).toBe('expired');
    const { releaseHoldJob } = await import('../../jobs/release-hold');
    await releaseHoldJob(db())({ payload: { sessionId: session!.id } } as never, new Date());
    const [released] = await db().select().from(sessions).where(eq(sessions.id, session!.id));
    expect(released).toMatchObject({ status: 'expired', holdExpiresAt: null });
    const late = await checkout(paymentId, '4242424242424242');
    expect(late.status).toBe(402);
    expect(await late.text()).toContain('This booking has expired. Please choose another time.');
  });
});

describe('rescheduling next to itself, and holds blocking others', () => {
  it('a session does not block its own move (buffers and alignment)', async () => {
    const rules = await ada.request('PUT', '/api/scheduling/rules', {
      minNotice: 0,
      maxNotice: null,
      bufferBefore: 30,
      bufferAfter: 30,
      frequency: null,
      alignment: 30,
    });
    expect(rules.status).toBe(200);
    const day = '2031-03-05';
    const booked = await book({
      serviceId: freeId,
      start: at('10:00', day),
      client: client({ email: 'mover@example.com' }),
    });
    expect(booked.status).toBe(201);
    // Anyone else is kept 30 minutes away from 10:00-11:00, so 10:30 is not offered to them.
    const other = await book({
      serviceId: freeId,
      start: at('10:30', day),
      client: client({ email: 'other@example.com' }),
    });
    expect(other.status).toBe(409);
    const moved = await t.client().request('POST', `/api/public/bookings/${booked.body.token}/reschedule`, {
      start: at('10:30', day),
      message: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: at('10:30', day), end: at('11:30', day) });
  });

  it('a live hold takes the time from other clients', async () => {
    const day = '2031-03-06';
    const held = await book({
      serviceId: paidId,
      start: at('09:00', day),
      client: client({ email: 'holder@example.com' }),
    });
    expect(held.body.status).toBe('awaiting_payment');
    const other = await book({
      serviceId: freeId,
      start: at('09:00', day),
      client: client({ email: 'other@example.com' }),
    });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('This time is no longer available. Please choose another time.');
  });
});
