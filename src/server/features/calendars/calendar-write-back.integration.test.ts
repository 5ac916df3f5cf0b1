import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../db/schema/calendar-cache';
import { sessions } from '../../db/schema/sessions';
import type { FakeCalendars } from '../../testing/fakes/calendar-adapter';
import type { TestApp } from '../../testing/test-app';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { calendarTestApp, connectApple } from './calendars-testing';
import { writeSession } from './write-back';

// Sessions written back (issue 16, ADR 039): booked → an event in the 'to' calendar, once;
// rescheduled → the same event moved; cancelled → removed.

let t: TestApp;
let fake: FakeCalendars;
let serviceId: string;
let token: string;
let bookingId: string;
let sessionId: string;
const ICLOUD = 'https://caldav.test/ada@icloud.test/';
const db = () => t.services.deps.database.db;
const deps = () => ({ ...t.services.deps, db: db() });

beforeAll(async () => {
  ({ t, fake } = await calendarTestApp());
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  serviceId = await setup.service({ title: 'Intro call', price: 0 });
  await connectApple(setup.expert, fake, 'ada@icloud.test');
  await t.services.worker.drain();
});
afterAll(async () => {
  await t.close();
});

describe('sessions in the expert calendar', () => {
  it('writes a booked session to the to calendar once, however often the job runs', async () => {
    const res = await t
      .client()
      .request('POST', '/api/public/pages/ada/bookings', { serviceId, start: at('10:00'), client: client() });
    expect(res.status).toBe(201);
    token = res.body.token;
    const [session] = await db().select().from(sessions).where(eq(sessions.serviceId, serviceId));
    sessionId = session!.id;
    await t.services.worker.drain();
    const [mapping] = await db().select().from(calendarEvents).where(eq(calendarEvents.sessionId, sessionId));
    bookingId = (await db().query.bookings.findFirst({
      where: (b, { eq: is }) => is(b.sessionId, sessionId),
    }))!.id;
    expect(fake.eventsOf(ICLOUD)).toEqual([
      {
        calendarId: `${ICLOUD}/primary`,
        eventId: mapping!.eventId,
        sessionId,
        title: 'Intro call with Grace Hopper',
        description: [
          'Client: Grace Hopper <Grace.Hopper@Example.com>',
          // Built-in video: the expert's way into the call room (issue 17).
          `Join: http://localhost:3999/s/${sessionId}`,
          `Manage: http://localhost:3999/booking/${token}`,
        ].join('\n'),
        location: `http://localhost:3999/s/${sessionId}`,
        start: Date.parse(at('10:00')),
        end: Date.parse(at('11:00')),
        timeZone: 'Europe/London',
      },
    ]);
    await writeSession(deps(), sessionId, bookingId);
    await writeSession(deps(), sessionId, bookingId);
    expect(fake.eventsOf(ICLOUD)).toHaveLength(1);
    expect(fake.eventsOf(ICLOUD)[0]!.eventId).toBe(mapping!.eventId);
  });

  it('moves the same event when the session is rescheduled', async () => {
    const before = fake.eventsOf(ICLOUD)[0]!.eventId;
    const res = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('13:00'), message: null });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    expect(fake.eventsOf(ICLOUD).map((e) => [e.eventId, e.start, e.end])).toEqual([
      [before, Date.parse(at('13:00')), Date.parse(at('14:00'))],
    ]);
  });

  it('removes the event when the session is cancelled', async () => {
    const res = await t.client().request('POST', `/api/public/bookings/${token}/cancel`, { message: null });
    expect(res.status).toBe(200);
    await t.services.worker.drain();
    expect(fake.eventsOf(ICLOUD)).toEqual([]);
    expect(await db().select().from(calendarEvents).where(eq(calendarEvents.sessionId, sessionId))).toEqual(
      [],
    );
    // Run again: nothing left to remove, nothing made.
    await writeSession(deps(), sessionId, bookingId);
    expect(fake.eventsOf(ICLOUD)).toEqual([]);
  });
});
