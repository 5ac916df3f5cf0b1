import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackageSessions, bookedPackages } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertGroupSession } from '../packages/packages-testing';
import { at, emailsWithInvites, MONDAY, setUpExpert } from '../public-booking/booking-test-setup';
import { signBookingToken } from '../public-booking/booking-token';
import { BUYER_EMAIL, bookedApi, buy, setUpPackageSeller } from './package-testing';

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
let pkg: ReturnType<typeof bookedApi>;
const db = () => t.services.deps.database.db;
const zone = { timeZone: 'America/New_York' };
const NO_CREDITS = 'No sessions of this kind are left in your package.';
const ALREADY = 'You have already booked a place in this session.';
const bookService = (start: string, api = pkg) =>
  api.book({ kind: 'service', serviceId: seller.coaching, start, ...zone });
const bookSession = (sessionId: string, api = pkg) => api.book({ kind: 'session', sessionId, ...zone });
const counts = async () => ({
  bookings: (await db().select().from(bookings)).length,
  sessions: (await db().select().from(sessions)).length,
  links: (await db().select().from(bookedPackageSessions)).length,
});

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
  const bundle = await seller.sell({ price: 0 });
  pkg = bookedApi(t, (await buy(t, bundle.id)).body.usePath);
});
afterAll(async () => {
  await t.close();
});

describe('the use page', () => {
  it('shows the credits, what they can book and what was booked', async () => {
    const res = await pkg.view();
    expect(res.status).toBe(200);
    const seat = (s: { id: string; start: string }, title: string) => ({
      id: s.id,
      title,
      start: s.start,
      end: new Date(Date.parse(s.start) + 3_600_000).toISOString(),
      seatsLeft: 6,
      booked: false,
      collectPhoneNumber: false,
    });
    expect(res.body).toEqual({
      id: pkg.id,
      page: expect.objectContaining({ slug: 'ada', displayName: 'Ada Lovelace' }),
      title: 'Coaching bundle',
      clientFirstName: 'Grace',
      expiresAt: null,
      expired: false,
      services: [
        {
          serviceId: seller.coaching,
          title: 'Coaching call',
          duration: 60,
          collectPhoneNumber: false,
          count: 2,
          available: 2,
        },
      ],
      series: [
        {
          seriesId: seller.yoga,
          title: 'Yoga series',
          count: 2,
          available: 2,
          sessions: seller.yogaClasses.map((c) => seat(c, 'Yoga series')),
        },
      ],
      groupSessions: [seat(seller.circle, 'Breathwork circle')],
      bookings: [],
    });
  });

  it('answers 404 for a wrong token, a booking token, or an unknown id', async () => {
    const key = t.services.deps.secrets.linkSigningKey;
    const base = `/api/public/booked-packages/${pkg.id}`;
    for (const path of [
      `${base}?token=${'A'.repeat(32)}`,
      `${base}?token=${signBookingToken(key, pkg.id).split('.')[1]}`,
      `/api/public/booked-packages/nope?token=${pkg.token}`,
    ]) {
      const res = await t.client().request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
    expect((await t.client().request('GET', base)).status).toBe(400);
  });

  it("lists the service's slots, and 404 for a service the package does not include", async () => {
    const res = await pkg.slots(seller.coaching, `${MONDAY}T00:00:00Z`, `${MONDAY}T23:59:00Z`);
    expect(res.status).toBe(200);
    expect(res.body.slots.map((s: string) => s.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const other = await seller.service({ title: 'Not in the bundle', price: 0 });
    expect((await pkg.slots(other, `${MONDAY}T00:00:00Z`, `${MONDAY}T23:59:00Z`)).status).toBe(404);
  });
});

describe('booking a service with a credit', () => {
  it('books it confirmed, unpaid, naming the package and the credit, and sends the usual emails', async () => {
    const res = await bookService(at('10:00'));
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^\w+\.[\w-]{32}$/);
    expect(res.body.view.services[0].available).toBe(1);
    expect(res.body.view.bookings).toEqual([
      {
        sessionId: expect.any(String),
        title: 'Coaching call',
        start: at('10:00'),
        end: at('11:00'),
        manageToken: res.body.token,
      },
    ]);
    const sessionId = res.body.view.bookings[0].sessionId;
    const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({
      type: 'personal',
      status: 'confirmed',
      serviceId: seller.coaching,
      clientFirstName: 'Grace',
      clientTimezone: 'America/New_York',
      paid: false,
      totalPaymentAmount: 0,
    });
    const [booking] = await db().select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(booking).toMatchObject({
      bookedPackageId: pkg.id,
      paymentAmount: 0,
      paymentId: null,
      clientEmail: BUYER_EMAIL,
      status: 'confirmed',
    });
    const [link] = await db()
      .select()
      .from(bookedPackageSessions)
      .where(eq(bookedPackageSessions.sessionId, sessionId));
    expect(link).toMatchObject({
      bookedPackageId: pkg.id,
      serviceCreditId: expect.any(String),
      seriesCreditId: null,
    });
    const [invite] = await emailsWithInvites(t, BUYER_EMAIL);
    expect(invite).toMatchObject({
      subject: 'Booking confirmed: Coaching call with Ada Lovelace',
      method: 'REQUEST',
      start: at('10:00'),
    });
    expect(invite!.text).toContain(`/booking/${res.body.token}`);
  });

  it('refuses a taken time, then runs out of credits: 409 and nothing written', async () => {
    const taken = await bookService(at('10:00'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This time is no longer available. Please choose another time.');
    expect((await bookService(at('11:00'))).status).toBe(201);
    const before = await counts();
    const none = await bookService(at('12:00'));
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(NO_CREDITS);
    expect(await counts()).toEqual(before);
    expect((await pkg.view()).body.services[0]).toMatchObject({ count: 2, available: 0 });
  });

  it("the booking's manage page names the package and links back to it", async () => {
    const { manageToken } = (await pkg.view()).body.bookings[0];
    const res = await t.client().request('GET', `/api/public/bookings/${manageToken}`);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      price: 0,
      bookedPackage: {
        title: 'Coaching bundle',
        usePath: `/packages/use?packageId=${pkg.id}&token=${encodeURIComponent(pkg.token)}`,
      },
      canCancel: true,
    });
  });

  it('cancelling through the manage link gives the credit back', async () => {
    const view = (await pkg.view()).body;
    const { manageToken, sessionId } = view.bookings[1];
    const cancel = await t
      .client()
      .request('POST', `/api/public/bookings/${manageToken}/cancel`, { message: null });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    const after = (await pkg.view()).body;
    expect(after.services[0].available).toBe(1);
    expect(after.bookings).toHaveLength(1);
    expect(
      await db().select().from(bookedPackageSessions).where(eq(bookedPackageSessions.sessionId, sessionId)),
    ).toEqual([]);
    // The credit books again.
    expect((await bookService(at('13:00'))).status).toBe(201);
  });
});

describe('booking seats with a package', () => {
  it("takes a series credit and a seat in the series' session", async () => {
    const [first] = seller.yogaClasses;
    const res = await bookSession(first!.id);
    expect(res.status).toBe(201);
    expect(res.body.view.series[0]).toMatchObject({ available: 1 });
    expect(res.body.view.series[0].sessions[0]).toMatchObject({ id: first!.id, booked: true, seatsLeft: 5 });
    const [session] = await db().select().from(sessions).where(eq(sessions.id, first!.id));
    expect(session!.groupSizeCurrent).toBe(1);
    const [link] = await db()
      .select()
      .from(bookedPackageSessions)
      .where(eq(bookedPackageSessions.sessionId, first!.id));
    expect(link).toMatchObject({ serviceCreditId: null, seriesCreditId: expect.any(String) });
    const again = await bookSession(first!.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY);
    expect((await pkg.view()).body.series[0].available).toBe(1);
  });

  it('cancelling the seat through its manage link gives back the seat and the series credit', async () => {
    const first = seller.yogaClasses[0]!;
    const { manageToken } = (await pkg.view()).body.bookings.find(
      (b: { sessionId: string }) => b.sessionId === first.id,
    );
    const manage = `/api/public/bookings/${manageToken}`;
    expect((await t.client().request('GET', manage)).body).toMatchObject({
      status: 'confirmed',
      canCancel: true,
      canReschedule: false,
      groupSessionId: first.id,
      bookedPackage: { title: 'Coaching bundle' },
    });
    const cancel = await t.client().request('POST', `${manage}/cancel`, { message: 'Away that week' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', canCancel: false });

    const [session] = await db().select().from(sessions).where(eq(sessions.id, first.id));
    expect(session).toMatchObject({ status: 'confirmed', groupSizeCurrent: 0 });
    expect(
      await db().select().from(bookedPackageSessions).where(eq(bookedPackageSessions.sessionId, first.id)),
    ).toEqual([]);
    const view = (await pkg.view()).body;
    expect(view.series[0]).toMatchObject({ count: 2, available: 2 });
    expect(view.series[0].sessions[0]).toMatchObject({ id: first.id, booked: false, seatsLeft: 6 });
    expect(view.bookings.some((b: { sessionId: string }) => b.sessionId === first.id)).toBe(false);
    const [invite] = await emailsWithInvites(t, BUYER_EMAIL);
    expect(invite).toMatchObject({
      subject: 'Booking cancelled: Yoga series with Ada Lovelace',
      method: 'CANCEL',
      uid: `${first.id}@localhost`,
    });

    // A second cancel changes nothing: the credit came back once.
    const again = await t.client().request('POST', `${manage}/cancel`, { message: null });
    expect(again.status).toBe(409);
    expect((await pkg.view()).body.series[0].available).toBe(2);

    // The credit books the same session again.
    expect((await bookSession(first.id)).status).toBe(201);
    expect((await pkg.view()).body.series[0]).toMatchObject({ available: 1 });
  });

  it('refuses a full session with the seat count untouched', async () => {
    const full = seller.yogaClasses[1]!;
    await db().update(sessions).set({ groupSizeMax: 1, groupSizeCurrent: 1 }).where(eq(sessions.id, full.id));
    const res = await bookSession(full.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This session is full.');
    expect((await pkg.view()).body.series[0].available).toBe(1);
  });

  it('books an included group session with no credit, once', async () => {
    const res = await bookSession(seller.circle.id);
    expect(res.status).toBe(201);
    expect(res.body.view.groupSessions[0]).toMatchObject({ id: seller.circle.id, booked: true });
    const [link] = await db()
      .select()
      .from(bookedPackageSessions)
      .where(eq(bookedPackageSessions.sessionId, seller.circle.id));
    expect(link).toMatchObject({ serviceCreditId: null, seriesCreditId: null });
    const again = await bookSession(seller.circle.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY);
  });

  it("answers 404 for a group session the package does not include and another expert's ids", async () => {
    const other = await insertGroupSession(t, seller.owner, 'Not included', { inHours: 50 });
    const bob = await setUpExpert(t, 'bob@example.com', 'bob');
    const bobService = await bob.service({ title: 'Bob call', price: 0 });
    const bobSession = await insertGroupSession(t, { userId: bob.userId, pageId: bob.pageId }, 'Bob circle');
    const before = await counts();
    for (const res of [
      await bookSession(other.id),
      await bookSession(bobSession.id),
      await pkg.book({ kind: 'service', serviceId: bobService, start: at('10:00'), ...zone }),
      await bookSession('nope'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('refusing a booking', () => {
  it('answers 400 for bad input and writes nothing', async () => {
    const before = await counts();
    const cases: [unknown, string][] = [
      [{ serviceId: seller.coaching, start: at('14:00'), ...zone }, 'Please choose a session'],
      [{ kind: 'service', serviceId: seller.coaching, start: 'tomorrow', ...zone }, 'Please choose a time'],
      [
        { kind: 'session', sessionId: seller.circle.id, timeZone: '+05:00' },
        'Please choose a valid time zone',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await pkg.book(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a time after the expiry, then everything once the package has expired', async () => {
    const expiry = new Date(at('12:00'));
    await db().update(bookedPackages).set({ expiresAt: expiry }).where(eq(bookedPackages.id, pkg.id));
    const slots = await pkg.slots(seller.coaching, `${MONDAY}T00:00:00Z`, `${MONDAY}T23:59:00Z`);
    expect(slots.body.slots.map((s: string) => s.slice(11, 16))).toEqual(['09:00', '11:00']);
    const late = await bookService(at('14:00'));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Please choose a time before your package expires.');

    await db()
      .update(bookedPackages)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookedPackages.id, pkg.id));
    const view = (await pkg.view()).body;
    expect(view).toMatchObject({ expired: true, groupSessions: [] });
    expect(view.series[0].sessions).toEqual([]);
    const before = await counts();
    for (const res of [await bookService(at('09:00')), await bookSession(seller.yogaClasses[2]!.id)]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This package has expired.');
    }
    expect(await counts()).toEqual(before);
  });
});
