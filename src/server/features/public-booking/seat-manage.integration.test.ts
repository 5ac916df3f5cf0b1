import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, emailsWithInvites, setUpExpert } from './booking-test-setup';
import { createGroupSession, seatFixtures } from './seat-test-setup';

// A group seat through its manage link (/booking/{token}): the booking's own state, cancelling
// within the policy (the seat goes back, CANCEL to that client), no rescheduling.

let t: TestApp;
let ada: TestClient;
let sessionId: string;
let token: string;
const { book, sessionRow, bookingsOf, setSession } = seatFixtures(() => t);
const manage = (path = '', body?: unknown) =>
  t.client().request(body === undefined ? 'GET' : 'POST', `/api/public/bookings/${token}${path}`, body);
const policy = (flags: { cancellationDisabled: boolean; reschedulingDisabled: boolean }) =>
  ada.request('PUT', '/api/scheduling/cancellation-policy', flags);

beforeAll(async () => {
  t = await createTestApp();
  ada = (await setUpExpert(t, 'ada@example.com', 'ada')).expert;
  sessionId = await createGroupSession(ada, { groupSizeMax: 4 });
  const res = await book(sessionId, { client: client() });
  token = res.body.token;
  expect(
    (await book(sessionId, { client: client({ email: 'lin@example.com', firstName: 'Lin' }) })).status,
  ).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('a group seat through its manage link', () => {
  it('shows the place: the session, cancellable, never reschedulable', async () => {
    const res = await manage();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token,
      status: 'confirmed',
      service: { id: null, title: 'Evening yoga', duration: 90 },
      expert: { displayName: 'Ada Lovelace', slug: 'ada' },
      start: at('18:00'),
      end: at('19:30'),
      timeZone: 'America/New_York',
      price: 0,
      canCancel: true,
      canReschedule: false,
      cancelDeadline: at('18:00'),
      rescheduleDeadline: null,
      groupSessionId: sessionId,
    });
  });

  it('serves an invite naming only this client', async () => {
    const res = await manage('/invite.ics');
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body as string));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`${sessionId}@localhost`);
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:Grace.Hopper@Example.com']);
  });

  it('answers 409 to a reschedule', async () => {
    const res = await manage('/reschedule', { start: at('20:00'), message: null });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A place in a group session cannot be rescheduled. Please cancel it and book another session.',
    );
    expect((await sessionRow(sessionId)).start).toEqual(new Date(at('18:00')));
  });

  it("refuses to cancel when the expert's policy does not allow it", async () => {
    expect((await policy({ cancellationDisabled: true, reschedulingDisabled: false })).status).toBe(200);
    expect((await manage()).body).toMatchObject({ canCancel: false, cancelDeadline: null });
    const res = await manage('/cancel', { message: null });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This booking can no longer be cancelled online. Please contact Ada Lovelace.',
    );
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
    await policy({ cancellationDisabled: false, reschedulingDisabled: false });
  });

  it('refuses a message over 800 characters and writes nothing', async () => {
    const res = await manage('/cancel', { message: 'x'.repeat(801) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      message: 'Too long, please limit the message to 800 characters',
    });
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
  });

  it('cancels the place: the seat goes back, CANCEL to the client, the session goes on for the expert', async () => {
    const res = await manage('/cancel', { message: 'Something came up' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', canCancel: false, canReschedule: false });
    const [mine] = (await bookingsOf(sessionId)).filter((b) => b.clientEmail === 'Grace.Hopper@Example.com');
    expect(mine!.cancelledAt).toBeInstanceOf(Date);
    expect(mine!.status).toBe('confirmed');
    const session = await sessionRow(sessionId);
    expect(session).toMatchObject({
      status: 'confirmed',
      groupSizeCurrent: 1,
      groupSizeRemaining: 3,
      iCalSequence: 1,
    });

    const [toClient] = await emailsWithInvites(t, 'Grace.Hopper@Example.com');
    expect(toClient).toMatchObject({
      subject: 'Booking cancelled: Evening yoga with Ada Lovelace',
      method: 'CANCEL',
      uid: `${sessionId}@localhost`,
      sequence: 1,
      attendees: ['Grace.Hopper@Example.com'],
    });
    expect(toClient!.text).toContain('Hi Grace, your place in Evening yoga with Ada Lovelace is cancelled.');
    expect(toClient!.text).toContain('Message: Something came up');
    const [toExpert] = await emailsWithInvites(t, 'ada@example.com');
    expect(toExpert).toMatchObject({
      subject: 'Booking cancelled: Evening yoga',
      method: 'REQUEST',
      sequence: 1,
      attendees: ['lin@example.com'],
    });
    expect(toExpert!.text).toContain(
      'Grace Hopper (Grace.Hopper@Example.com) cancelled their place in Evening yoga.',
    );
    expect(toExpert!.text).toContain('Message: Something came up');
  });

  it('is no longer active once cancelled, and the client may book a place again', async () => {
    const again = await manage('/cancel', { message: null });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This booking is no longer active.');
    const invite = await manage('/invite.ics');
    expect(invite.body).toContain('METHOD:CANCEL');
    const rebook = await book(sessionId, { client: client() });
    expect(rebook.status).toBe(201);
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
  });

  it('reads as cancelled when the expert cancelled the session', async () => {
    const other = await createGroupSession(ada, { title: 'Called off' });
    const res = await book(other, { client: client() });
    await setSession(other, { status: 'cancelled', cancelledAt: new Date() });
    const view = await t.client().request('GET', `/api/public/bookings/${res.body.token}`);
    expect(view.body).toMatchObject({ status: 'cancelled', canCancel: false });
    const cancel = await t
      .client()
      .request('POST', `/api/public/bookings/${res.body.token}/cancel`, { message: null });
    expect(cancel.status).toBe(409);
  });

  it('links the client to the checkout while a paid place is held', async () => {
    const paid = await createGroupSession(ada, { title: 'Paid class', price: 20 });
    const res = await book(paid, { client: client() });
    const view = await t.client().request('GET', `/api/public/bookings/${res.body.token}`);
    expect(view.body).toMatchObject({ status: 'awaiting_payment', canCancel: false, groupSessionId: paid });
    expect(res.body.checkoutUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/checkout/sandbox/`));
  });
});
