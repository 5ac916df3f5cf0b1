import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { clientEmailMappings, clients } from '../../db/schema/clients';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { at, client, emailsWithInvites, MONDAY, setUpExpert } from './booking-test-setup';

let t: TestApp;
let userId: string;
let pageId: string;
let freeId: string;
let phoneId: string;
const db = () => t.services.deps.database.db;
const book = (body: unknown, slug = 'ada') =>
  t.client().request('POST', `/api/public/pages/${slug}/bookings`, body);
const SLOT_TAKEN = 'This time is no longer available. Please choose another time.';

beforeAll(async () => {
  t = await createTestApp();
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  userId = ada.userId;
  pageId = ada.pageId;
  freeId = await ada.service({ title: 'Intro call', price: 0 });
  phoneId = await ada.service({ title: 'Phone call', price: 0, collectPhoneNumber: true });
});
afterAll(async () => {
  await t.close();
});

describe('booking a free personal service', () => {
  it('confirms it: session, booking and client in one go, and the slot is gone', async () => {
    const res = await book({ serviceId: freeId, start: at('10:00'), client: client({ message: 'Hello!' }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^\w+\.[\w-]{32}$/),
      status: 'confirmed',
      checkoutUrl: null,
    });

    const [session] = await db().select().from(sessions).where(eq(sessions.serviceId, freeId));
    expect(session).toMatchObject({
      type: 'personal',
      status: 'confirmed',
      expertId: userId,
      pageId,
      title: 'Intro call',
      start: new Date(at('10:00')),
      end: new Date(at('11:00')),
      price: 0,
      currency: 'USD',
      locationType: 'daily',
      clientFirstName: 'Grace',
      clientLastName: 'Hopper',
      clientTimezone: 'America/New_York',
      iCalSequence: 0,
      holdExpiresAt: null,
    });
    const [booking] = await db().select().from(bookings).where(eq(bookings.sessionId, session!.id));
    expect(booking).toMatchObject({
      clientEmail: 'Grace.Hopper@Example.com',
      clientMessage: 'Hello!',
      paymentAmount: 0,
      currency: 'USD',
      paymentId: null,
      clientId: session!.clientId,
    });
    const [c] = await db().select().from(clients).where(eq(clients.id, session!.clientId!));
    expect(c).toMatchObject({
      pageId,
      firstName: 'Grace',
      lastName: 'Hopper',
      primaryEmail: 'Grace.Hopper@Example.com',
      emails: ['Grace.Hopper@Example.com'],
      emailsNormalized: ['grace.hopper@example.com'],
      firstNameLower: 'grace',
      lastNameChar: 'h',
      searchPrefixes: ['g', 'gr', 'h', 'ho'],
      searchText: 'grace hopper grace.hopper@example.com',
      lastSessionAt: new Date(at('10:00')),
    });

    const slots = await t
      .client()
      .request(
        'GET',
        `/api/public/pages/ada/services/${freeId}/slots?from=${MONDAY}T00:00:00Z&to=${MONDAY}T23:59:00Z`,
      );
    expect(slots.body.slots.map((s: string) => s.slice(11, 16))).toEqual([
      '09:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('emails the client and the expert an invite (UID = session id, SEQUENCE 0) and the manage link', async () => {
    const [session] = await db().select().from(sessions).where(eq(sessions.serviceId, freeId));
    const [toClient] = await emailsWithInvites(t, 'Grace.Hopper@Example.com');
    const [toExpert] = await emailsWithInvites(t, 'ada@example.com');
    const invite = {
      method: 'REQUEST',
      uid: `${session!.id}@localhost`,
      sequence: 0,
      start: at('10:00'),
      end: at('11:00'),
    };
    expect(toClient).toMatchObject({ subject: 'Booking confirmed: Intro call with Ada Lovelace', ...invite });
    expect(toClient!.text).toContain('When: Monday 3 March 2031 at 05:00 (America/New_York)');
    expect(toExpert).toMatchObject({ subject: 'New booking: Intro call', ...invite });
    expect(toExpert!.text).toContain('Grace Hopper (Grace.Hopper@Example.com) booked Intro call.');
    expect(toExpert!.text).toContain('When: Monday 3 March 2031 at 10:00 (Europe/London)');
    expect(toExpert!.text).toContain('Message: Hello!');
    const link = await t.linkFromEmail('Grace.Hopper@Example.com', '/booking/');
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/booking/\\w+\\.[\\w-]{32}$`));
  });

  it('finds the same client again by normalised email', async () => {
    const res = await book({
      serviceId: freeId,
      start: at('12:00'),
      client: client({ email: ' grace.hopper@example.COM ', firstName: 'G' }),
    });
    expect(res.status).toBe(201);
    const all = await db().select().from(clients).where(eq(clients.pageId, pageId));
    expect(all).toHaveLength(1);
    expect(all[0]!.lastSessionAt).toEqual(new Date(at('12:00')));
    expect(await db().select().from(clientEmailMappings)).toHaveLength(1);
  });

  it('answers 409 for a taken, past or unoffered time and writes nothing', async () => {
    const before = (await db().select().from(sessions)).length;
    for (const start of [
      at('10:00'),
      at('10:30'),
      '2020-01-06T10:00:00.000Z',
      at('20:00'),
      at('10:00', '2031-03-08'),
    ]) {
      const res = await book({ serviceId: freeId, start, client: client() });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(SLOT_TAKEN);
    }
    expect(await db().select().from(sessions)).toHaveLength(before);
  });

  it('answers 404 for an unknown page or service', async () => {
    expect((await book({ serviceId: freeId, start: at('13:00'), client: client() }, 'nobody')).status).toBe(
      404,
    );
    expect((await book({ serviceId: 'nope', start: at('13:00'), client: client() })).status).toBe(404);
  });
});

describe('booking input', () => {
  const fieldsOf = async (body: unknown) => {
    const res = await book(body);
    expect(res.status).toBe(400);
    return res.body.error.fields;
  };

  it('gives the field messages', async () => {
    expect(
      await fieldsOf({
        serviceId: freeId,
        start: 'tomorrow',
        client: {
          firstName: ' ',
          lastName: 'x'.repeat(41),
          email: 'grace@',
          message: 'm'.repeat(801),
          timeZone: 'Mars/Olympus',
        },
      }),
    ).toEqual({
      start: 'Please choose a time',
      'client.firstName': 'Required',
      'client.lastName': 'Too long, please limit the name to 40 characters',
      'client.email': 'Invalid email address',
      'client.message': 'Too long, please limit the message to 800 characters',
      'client.timeZone': 'Please choose a valid time zone',
    });
    expect(
      (await fieldsOf({ serviceId: freeId, start: at('13:00'), client: client({ email: '' }) }))[
        'client.email'
      ],
    ).toBe('Required');
  });

  it('requires the phone number when the service collects it', async () => {
    const res = await book({ serviceId: phoneId, start: at('13:00'), client: client() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'client.phone': 'Required' });
    const ok = await book({
      serviceId: phoneId,
      start: at('13:00'),
      client: client({ phone: '+44 7700 900123' }),
    });
    expect(ok.status).toBe(201);
  });

  it('answers 400 for malformed JSON, wrong types and huge strings, and writes nothing', async () => {
    const before = (await db().select().from(sessions)).length;
    const raw = await t
      .client()
      .request('POST', '/api/public/pages/ada/bookings', undefined, { raw: '{"serviceId": ' });
    expect(raw.status).toBe(400);
    expect((await book({ serviceId: 42, start: 7, client: 'me' })).status).toBe(400);
    expect(
      (
        await book({
          serviceId: freeId,
          start: at('14:00'),
          client: client({ firstName: 'x'.repeat(100_000) }),
        })
      ).status,
    ).toBe(400);
    expect((await book([])).status).toBe(400);
    expect(await db().select().from(sessions)).toHaveLength(before);
  });
});

describe('concurrency', () => {
  it('50 concurrent requests for one slot: exactly one 201, the rest 409', async () => {
    const start = at('15:00', '2031-03-04');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ serviceId: freeId, start, client: client({ email: `client${i}@example.com` }) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.message === SLOT_TAKEN)).toBe(
      true,
    );
    const held = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.start, new Date(start)));
    expect(held).toHaveLength(1);
  });
});
