import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { clients } from '../../db/schema/clients';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, emailsWithInvites, setUpExpert } from './booking-test-setup';
import { createGroupSession, seatFixtures } from './seat-test-setup';

// POST /api/public/group-sessions/{id}/bookings for free seats: the rules, the messages, the
// rows and emails, tenancy and concurrency. Paid seats and the manage link:
// seat-payment.integration.test.ts and seat-manage.integration.test.ts.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaPageId: string;
let bobPageId: string;
const { db, book, view, sessionRow, bookingsOf, setSession } = seatFixtures(() => t);
const HOUR = 3_600_000;
const FULL = 'This session is full.';
const ALREADY = 'You have already booked a place in this session.';
const countRows = async () => ({
  bookings: (await db().select().from(bookings)).length,
  clients: (await db().select().from(clients)).length,
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = a.expert;
  adaPageId = a.pageId;
  const b = await setUpExpert(t, 'bob@example.com', 'bob');
  bob = b.expert;
  bobPageId = b.pageId;
});
afterAll(async () => {
  await t.close();
});

describe('booking a free seat', () => {
  let sessionId: string;

  it('confirms it: the booking, the client and one seat fewer', async () => {
    sessionId = await createGroupSession(ada, { groupSizeMax: 6 });
    const res = await book(sessionId, { client: client({ message: 'First time!' }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^\w+\.[\w-]{32}$/),
      status: 'confirmed',
      checkoutUrl: null,
    });
    const [booking] = await bookingsOf(sessionId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      pageId: adaPageId,
      clientFirstName: 'Grace',
      clientLastName: 'Hopper',
      clientEmail: 'Grace.Hopper@Example.com',
      clientMessage: 'First time!',
      clientTimezone: 'America/New_York',
      paymentAmount: 0,
      currency: 'USD',
      paymentId: null,
      bookedPackageId: null,
      cancelledAt: null,
    });
    const [c] = await db().select().from(clients).where(eq(clients.id, booking!.clientId!));
    expect(c).toMatchObject({
      pageId: adaPageId,
      primaryEmail: 'Grace.Hopper@Example.com',
      emailsNormalized: ['grace.hopper@example.com'],
      searchPrefixes: ['g', 'gr', 'h', 'ho'],
      lastSessionAt: new Date(at('18:00')),
    });
    expect(await sessionRow(sessionId)).toMatchObject({ groupSizeCurrent: 1, groupSizeRemaining: 5 });
    expect((await view(sessionId)).body.session.seatsLeft).toBe(5);
  });

  it('emails the client an invite naming only them, and the expert one naming everyone booked', async () => {
    const invite = {
      method: 'REQUEST',
      uid: `${sessionId}@localhost`,
      sequence: 0,
      start: at('18:00'),
      end: at('19:30'),
    };
    const [toClient] = await emailsWithInvites(t, 'Grace.Hopper@Example.com');
    expect(toClient).toMatchObject({
      subject: 'Booking confirmed: Evening yoga with Ada Lovelace',
      ...invite,
      attendees: ['Grace.Hopper@Example.com'],
    });
    expect(toClient!.text).toContain('When: Monday 3 March 2031 at 13:00 (America/New_York)');
    expect(await t.linkFromEmail('Grace.Hopper@Example.com', '/booking/')).toMatch(
      /\/booking\/\w+\.[\w-]{32}$/,
    );

    expect(
      (await book(sessionId, { client: client({ email: 'lin@example.com', firstName: 'Lin' }) })).status,
    ).toBe(201);
    const [toExpert] = await emailsWithInvites(t, 'ada@example.com');
    expect(toExpert).toMatchObject({
      subject: 'New booking: Evening yoga',
      ...invite,
      attendees: ['Grace.Hopper@Example.com', 'lin@example.com'],
    });
    expect(toExpert!.text).toContain('Lin Hopper (lin@example.com) booked a place in Evening yoga.');
    expect(toExpert!.text).toContain('When: Monday 3 March 2031 at 18:00 (Europe/London)');
  });

  it('refuses the same email twice (409), whatever its case, and writes nothing', async () => {
    const before = await countRows();
    const res = await book(sessionId, { client: client({ email: ' grace.hopper@EXAMPLE.com ' }) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ALREADY);
    expect(await countRows()).toEqual(before);
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(2);
  });

  it('refuses a full session with its message', async () => {
    const small = await createGroupSession(ada, { groupSizeMax: 1 });
    expect((await book(small, { client: client() })).status).toBe(201);
    const before = await countRows();
    const res = await book(small, { client: client({ email: 'late@example.com' }) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(FULL);
    expect(await countRows()).toEqual(before);
    expect(await sessionRow(small)).toMatchObject({ groupSizeCurrent: 1, groupSizeRemaining: 0 });
  });

  it('refuses a session that has started or was cancelled, and 404s an unknown one', async () => {
    const started = await createGroupSession(ada);
    await setSession(started, { start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) });
    const cancelled = await createGroupSession(ada);
    await setSession(cancelled, { status: 'cancelled', cancelledAt: new Date() });
    const before = await countRows();
    const late = await book(started, { client: client() });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This session has already taken place.');
    const off = await book(cancelled, { client: client() });
    expect(off.status).toBe(409);
    expect(off.body.error.message).toBe('This session was cancelled.');
    expect((await book('nope', { client: client() })).status).toBe(404);
    expect(await countRows()).toEqual(before);
    expect((await sessionRow(started)).groupSizeCurrent).toBe(0);
  });

  it("writes the client into the session's own page: another expert's session books with that expert", async () => {
    const bobs = await createGroupSession(bob, { title: 'Bob builds' });
    const res = await book(bobs, { client: client({ email: 'both@example.com' }) });
    expect(res.status).toBe(201);
    const [booking] = await bookingsOf(bobs);
    expect(booking!.pageId).toBe(bobPageId);
    const [c] = await db().select().from(clients).where(eq(clients.id, booking!.clientId!));
    expect(c!.pageId).toBe(bobPageId);
    const adas = await db().select().from(clients).where(eq(clients.pageId, adaPageId));
    expect(adas.map((x) => x.primaryEmail)).not.toContain('both@example.com');
  });
});

describe('seat booking input', () => {
  it('gives the field messages of the booking form and writes nothing', async () => {
    const sessionId = await createGroupSession(ada);
    const before = await countRows();
    const res = await book(sessionId, {
      client: {
        firstName: ' ',
        lastName: 'x'.repeat(41),
        email: 'grace@',
        message: 'm'.repeat(801),
        timeZone: 'Mars/Olympus',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'client.firstName': 'Required',
      'client.lastName': 'Too long, please limit the name to 40 characters',
      'client.email': 'Invalid email address',
      'client.message': 'Too long, please limit the message to 800 characters',
      'client.timeZone': 'Please choose a valid time zone',
    });
    const raw = await t
      .client()
      .request('POST', `/api/public/group-sessions/${sessionId}/bookings`, undefined, { raw: '{"client": ' });
    expect(raw.status).toBe(400);
    expect((await book(sessionId, { client: 'me' })).status).toBe(400);
    expect((await book(sessionId, [])).status).toBe(400);
    expect((await book(sessionId, { client: client({ firstName: 'x'.repeat(100_000) }) })).status).toBe(400);
    expect(await countRows()).toEqual(before);
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(0);
  });

  it('requires the phone number when the session collects it', async () => {
    const sessionId = await createGroupSession(ada, { collectPhoneNumber: true });
    const res = await book(sessionId, { client: client() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'client.phone': 'Required' });
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(0);
    const ok = await book(sessionId, { client: client({ phone: '+44 7700 900123' }) });
    expect(ok.status).toBe(201);
    expect((await bookingsOf(sessionId))[0]!.clientPhoneNumber).toBe('+44 7700 900123');
  });
});

describe('concurrency', () => {
  it('50 concurrent bookings of 6 seats: exactly six 201, the rest 409 full', async () => {
    const sessionId = await createGroupSession(ada, { groupSizeMax: 6 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(sessionId, { client: client({ email: `seat${i}@example.com` }) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(44);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.message === FULL)).toBe(true);
    expect(await sessionRow(sessionId)).toMatchObject({ groupSizeCurrent: 6, groupSizeRemaining: 0 });
    expect(await bookingsOf(sessionId)).toHaveLength(6);
  });

  it('10 concurrent bookings by one email: one place, the rest 409 already booked', async () => {
    const sessionId = await createGroupSession(ada, { groupSizeMax: 20 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => book(sessionId, { client: client({ email: 'twice@example.com' }) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status !== 201)
        .every((r) => r.status === 409 && r.body.error.message === ALREADY),
    ).toBe(true);
    expect((await sessionRow(sessionId)).groupSizeCurrent).toBe(1);
    expect(await bookingsOf(sessionId)).toHaveLength(1);
  });

  it('a new client booking two sessions at once becomes one client', async () => {
    const one = await createGroupSession(ada);
    const two = await createGroupSession(ada, {
      start: at('18:00', '2031-03-04'),
      end: at('19:00', '2031-03-04'),
    });
    const email = 'new-and-quick@example.com';
    const [a, b] = await Promise.all([
      book(one, { client: client({ email }) }),
      book(two, { client: client({ email }) }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const found = await db().select().from(clients).where(eq(clients.primaryEmail, email));
    expect(found).toHaveLength(1);
  });
});
