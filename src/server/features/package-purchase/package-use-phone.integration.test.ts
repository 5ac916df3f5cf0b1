import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackageSessions } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { at, emailsWithInvites } from '../public-booking/booking-test-setup';
import { createGroupSession } from '../public-booking/seat-test-setup';
import { bookedApi, buy, setUpPackageSeller } from './package-testing';

// A package's bookings ask for the phone number where the service or session collects one, and
// record it (issue 13, ADR 031).

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
const db = () => t.services.deps.database.db;
const zone = { timeZone: 'America/New_York' };
const counts = async () => ({
  bookings: (await db().select().from(bookings)).length,
  sessions: (await db().select().from(sessions)).length,
  links: (await db().select().from(bookedPackageSessions)).length,
});

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
});
afterAll(async () => {
  await t.close();
});

describe('booking with a package where a phone number is collected', () => {
  it('books an included session that asks for a phone only with one, and records it', async () => {
    const day = '2031-03-08';
    const phoneCircle = await createGroupSession(seller.expert, {
      title: 'Phone circle',
      start: at('18:00', day),
      end: at('19:00', day),
      collectPhoneNumber: true,
    });
    const pass = await seller.sell({
      title: 'Phone pass',
      price: 0,
      personalSessions: [],
      series: [],
      groupSessionIds: [phoneCircle],
    });
    const passApi = bookedApi(t, (await buy(t, pass.id)).body.usePath);
    expect((await passApi.view()).body.groupSessions).toEqual([
      expect.objectContaining({ id: phoneCircle, collectPhoneNumber: true }),
    ]);
    const before = await counts();
    for (const phone of [undefined, null, '   ']) {
      const refused = await passApi.book({ kind: 'session', sessionId: phoneCircle, ...zone, phone });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'bad_request',
        message: 'Required',
        fields: { phone: 'Required' },
      });
    }
    expect(await counts()).toEqual(before);

    const res = await passApi.book({
      kind: 'session',
      sessionId: phoneCircle,
      ...zone,
      phone: ' 415 555 0100 ',
    });
    expect(res.status).toBe(201);
    const [booking] = await db().select().from(bookings).where(eq(bookings.sessionId, phoneCircle));
    expect(booking).toMatchObject({
      bookedPackageId: passApi.id,
      clientPhoneNumber: '415 555 0100',
      status: 'confirmed',
    });
    // The expert's notice shows it, as for a seat booked on the session's page.
    const [notice] = (await emailsWithInvites(t, 'ada@example.com')).filter((e) =>
      e.subject.startsWith('New booking: Phone circle'),
    );
    expect(notice!.text).toContain('Phone: 415 555 0100');
  });

  it('books a service that asks for a phone only with one, and records it', async () => {
    const call = await seller.service({ title: 'Phone call', price: 100, collectPhoneNumber: true });
    const pass = await seller.sell({
      title: 'Call pass',
      price: 0,
      personalSessions: [{ serviceId: call, count: 1 }],
      series: [],
      groupSessionIds: [],
    });
    const passApi = bookedApi(t, (await buy(t, pass.id)).body.usePath);
    expect((await passApi.view()).body.services).toEqual([
      expect.objectContaining({ serviceId: call, collectPhoneNumber: true }),
    ]);
    const start = at('15:00', '2031-03-04');
    const refused = await passApi.book({ kind: 'service', serviceId: call, start, ...zone });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ phone: 'Required' });
    const res = await passApi.book({
      kind: 'service',
      serviceId: call,
      start,
      ...zone,
      phone: '415 555 0101',
    });
    expect(res.status).toBe(201);
    const [booking] = await db().select().from(bookings).where(eq(bookings.bookedPackageId, passApi.id));
    expect(booking!.clientPhoneNumber).toBe('415 555 0101');
  });
});
