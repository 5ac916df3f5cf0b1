import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  type Expert,
  HOUR,
  hoursFromToday,
  type sessionFixtures,
  startSessionsTestApp,
} from './sessions-testing';

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('session detail', () => {
  it('shows a personal session with its client, payment, location and rescheduling', async () => {
    const { id } = await fx.personal(ada, {
      start: hoursFromToday(2),
      title: 'Intro call',
      totalPaymentAmount: 4500,
      locationType: 'custom',
      locationName: 'Studio',
      locationDetails: '12 High Street',
      rescheduledStart: hoursFromToday(1),
      rescheduledEnd: hoursFromToday(1, 11),
      rescheduledAt: hoursFromToday(-1),
      rescheduledBy: 'client',
      reschedulingMessage: 'Train strike',
    });
    const res = await ada.expert.request('GET', `/api/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      type: 'personal',
      status: 'confirmed',
      title: 'Intro call',
      start: hoursFromToday(2).toISOString(),
      end: new Date(hoursFromToday(2).getTime() + HOUR).toISOString(),
      clientName: 'Grace Hopper',
      groupSize: null,
      rescheduled: true,
      totalPaymentAmount: 4500,
      currency: 'USD',
      location: { type: 'custom', id: null, name: 'Studio', details: '12 High Street', joinUrl: null },
      rescheduling: {
        previousStart: hoursFromToday(1).toISOString(),
        previousEnd: hoursFromToday(1, 11).toISOString(),
        at: hoursFromToday(-1).toISOString(),
        by: 'client',
        message: 'Train strike',
      },
      cancellation: null,
      bookingsCount: 1,
    });
  });

  it('lists the confirmed bookings only, oldest first, with every column of the table', async () => {
    const group = await fx.group(ada, { start: hoursFromToday(3) });
    await fx.booking(group, {
      clientFirstName: 'Ann',
      clientPhoneNumber: '5551234567',
      clientMessage: 'First time',
      discountCode: 'SPRING',
      discountAmountOff: 500,
      paymentAmount: 2000,
      createdAt: hoursFromToday(-3),
    });
    await fx.booking(group, { clientFirstName: 'Ben', createdAt: hoursFromToday(-2) });
    await fx.booking(group, {
      clientFirstName: 'Gone',
      cancelledAt: new Date(),
      createdAt: hoursFromToday(-2),
    });
    await fx.booking(group, {
      clientFirstName: 'Paying',
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + HOUR),
      createdAt: hoursFromToday(-1),
    });
    const res = await ada.expert.request('GET', `/api/sessions/${group}/bookings`);
    expect(res.status).toBe(200);
    expect(res.body.map((b: { firstName: string }) => b.firstName)).toEqual(['Ann', 'Ben']);
    expect(res.body[0]).toMatchObject({
      firstName: 'Ann',
      lastName: 'Hopper',
      email: 'ann@example.com',
      phoneNumber: '5551234567',
      message: 'First time',
      paymentAmount: 2000,
      currency: 'USD',
      discountCode: 'SPRING',
      discountAmountOff: 500,
      createdAt: hoursFromToday(-3).toISOString(),
    });
    const detail = await ada.expert.request('GET', `/api/sessions/${group}`);
    expect(detail.body).toMatchObject({
      clientName: null,
      bookingsCount: 2,
      groupSize: { current: 3, max: 6 },
    });
  });

  it('exports the bookings as CSV named for the session and its day, formulas defused', async () => {
    const { id } = await fx.personal(
      ada,
      { start: hoursFromToday(4), title: 'Deep dive' },
      { clientFirstName: '=cmd', clientMessage: 'Hi, "there"', createdAt: new Date('2026-01-05T09:00:00Z') },
    );
    const res = await t.fetch(
      new Request(`http://localhost:3999/api/sessions/${id}/bookings/export`, {
        headers: { cookie: [...ada.expert.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = hoursFromToday(4).toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings-deep-dive-${day}.csv"`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFcreatedAt,firstName,lastName,email,message,paymentAmount,currency,discountCode,discountAmountOff',
      `2026-01-05T09:00:00.000Z,'=cmd,Hopper,'=cmd@example.com,"Hi, ""there""",50.00,USD,,`,
      '',
    ]);
  });

  it('finds the other confirmed sessions a new start would overlap', async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(10, 9), title: 'To move' });
    const other = await fx.personal(ada, { start: hoursFromToday(11, 9), title: 'Busy' });
    await fx.personal(ada, {
      start: hoursFromToday(11, 8),
      title: 'Gone',
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const at = (d: Date) => `/api/sessions/${id}/overlaps?start=${encodeURIComponent(d.toISOString())}`;
    const overlapping = await ada.expert.request(
      'GET',
      at(new Date(hoursFromToday(11, 9).getTime() + HOUR / 2)),
    );
    expect(overlapping.status).toBe(200);
    expect(overlapping.body.overlaps.map((s: { id: string }) => s.id)).toEqual([other.id]);
    expect((await ada.expert.request('GET', at(hoursFromToday(11, 10)))).body.overlaps).toEqual([]);
    expect((await ada.expert.request('GET', at(hoursFromToday(10, 9)))).body.overlaps).toEqual([]);
    expect((await ada.expert.request('GET', `/api/sessions/${id}/overlaps?start=soon`)).status).toBe(400);
  });
});

describe('tenancy', () => {
  it("answers 404 'Session not found' for an unknown id and another expert's, on every route", async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(5), title: 'Ada only' });
    const future = hoursFromToday(20).toISOString();
    for (const target of [id, 'nope']) {
      const calls = [
        bob.expert.request('GET', `/api/sessions/${target}`),
        bob.expert.request('GET', `/api/sessions/${target}/bookings`),
        bob.expert.request('GET', `/api/sessions/${target}/bookings/export`),
        bob.expert.request('GET', `/api/sessions/${target}/overlaps?start=${future}`),
        bob.expert.request('POST', `/api/sessions/${target}/cancel`, { message: 'Bob' }),
        bob.expert.request('POST', `/api/sessions/${target}/reschedule`, { start: future, message: null }),
        bob.expert.request('PUT', `/api/sessions/${target}/location`, {
          locationType: 'daily',
          locationId: null,
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Session not found');
      }
    }
    const row = await fx.sessionRow(id);
    expect(row).toMatchObject({
      status: 'confirmed',
      start: hoursFromToday(5),
      iCalSequence: 0,
      locationType: 'daily',
    });
  });

  it('answers 404 for an unpaid hold, which the dashboard never shows', async () => {
    const held = await fx.session(ada, { start: hoursFromToday(6), status: 'expired' });
    expect((await ada.expert.request('GET', `/api/sessions/${held}`)).status).toBe(404);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/sessions/anything')).status).toBe(401);
  });
});
